import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/engine';
import { playWholeGame } from '../support/play-over-http';
import { targets, type TestServer } from '#target';

describe.each(targets())('Tantony over HTTP on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await target.start();
  });
  afterAll(() => server?.close());

  for (const [variant, seats] of [['teams', 4], ['split-partner', 4], ['three-player', 3]] as const) {
    it(`plays a whole ${variant} game to its end with ${seats} seat tokens; nobody sees a hand they may not`, async () => {
      const played = await playWholeGame(server, 'tantony', { variant }, mulberry32(seats * 7 + variant.length));
      const final = played.final;
      expect(played.tokens).toHaveLength(seats);
      expect(final.status).toBe('finished');
      expect(final.state.game).toBe('tantony');
      expect(final.result.scores).toHaveLength(seats);
      if (!final.result.draw) {
        const best = Math.max(...final.result.scores);
        for (const w of final.result.winners) expect(final.result.scores[w]).toBe(best);
      }
    });
  }

  it('the trick winner chooses the receiver among players with room (TANTONY-6)', async () => {
    const { id, tokens } = await server.api.seated('tantony', { firstDealer: 3, autoPlayForced: false });
    // Play the first trick with legal moves; then the winner is asked to give it.
    for (let i = 0; i < 4; i++) {
      const view = await server.api.view(id);
      const seat = view.body.toAct[0];
      const move = (await server.api.legalMoves(id, tokens[seat])).body.moves[0];
      expect((await server.api.act(id, tokens[seat], move)).status).toBe(200);
    }
    const view = await server.api.view(id);
    const winner = view.body.toAct[0];
    const gifts = (await server.api.legalMoves(id, tokens[winner])).body.moves;
    expect(gifts).toEqual([0, 1, 2, 3].map((to) => ({ type: 'give-trick', to })));
    const bad = await server.api.act(id, tokens[winner], { type: 'give-trick', to: 7 });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    const given = await server.api.act(id, tokens[winner], { type: 'give-trick', to: 2 });
    expect(given.status).toBe(200);
    expect(given.body.view.toAct).toEqual([2]); // TANTONY-8: the receiver leads next
  });
});
