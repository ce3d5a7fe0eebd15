import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/engine';
import { playWholeGame } from '../support/play-over-http';
import { targets, type TestServer } from '#target';

describe.each(targets())('Tadpole over HTTP on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await target.start();
  });
  afterAll(() => server?.close());

  it('plays whole games to their end with three seat tokens; no reader ever sees a Bongle, Extra Pile or other hand card', async () => {
    for (const seed of [1, 2]) {
      const played = await playWholeGame(server, 'tadpole', {}, mulberry32(seed));
      const final = played.final;
      expect(final.status).toBe('finished');
      expect(final.state.game).toBe('tadpole');
      expect(['no-card-to-play', 'round-cannot-be-set-up']).toContain(final.state.endReason);
      const scores: number[] = final.result.scores;
      expect(final.result.winners.every((w: number) => scores[w] === Math.max(...scores))).toBe(true);
    }
  });

  it('offers blind plays only as the rules allow, and refuses one when the player can follow', async () => {
    const { id, tokens } = await server.api.seated('tadpole', { firstDealer: 0 });
    // Seat 1 leads round 1 (TADPOLE-3) and holds cards, so it must lead from hand (TADPOLE-9).
    const moves = (await server.api.legalMoves(id, tokens[1])).body.moves;
    expect(moves.every((m: { type: string }) => m.type === 'play')).toBe(true);
    const refused = await server.api.act(id, tokens[1], { type: 'play-bongle', deck: 'red' });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'illegal-action', rule: 'TADPOLE-9' });
  });
});
