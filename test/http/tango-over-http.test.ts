import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hexToBytes, mulberry32, seedCommitment } from '../../src/engine';
import { playWholeGame } from '../support/play-over-http';
import { targets, type TestServer } from '#target';

describe.each(targets())('Tango over HTTP on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await target.start();
  });
  afterAll(() => server?.close());

  for (const variant of ['roses', 'long'] as const) {
    it(`plays a whole ${variant} game to its end with both seat tokens; nobody ever sees a hidden card; the seed is revealed`, async () => {
      const played = await playWholeGame(server, 'tango', { variant }, mulberry32(variant === 'roses' ? 7 : 11), { auditScale: variant === 'roses' ? 1 : 5 });
      const final = played.final;
      expect(final.status).toBe('finished');
      expect(final.toAct).toEqual([]);
      expect(final.result.winners).toHaveLength(1);
      expect(final.state.players[final.result.winners[0]].roses).toBe(2);
      // The revealed seed is the one committed to at creation.
      expect(seedCommitment(hexToBytes(final.result.seed))).toBe(final.seedCommitment);
      // A finished game accepts no more actions.
      const late = await server.api.play(played.id, played.tokens[0]!, 'G1');
      expect(late.status).toBe(409);
      expect(late.body.code).toBe('game-over');
    });
  }

  it('a game in progress never shows its seed; the commitment is fixed from creation', async () => {
    const created = await server.api.create('tango');
    const { id } = created.body;
    await server.api.join(id);
    const joined = await server.api.join(id);
    const view = await server.api.view(id, joined.body.token);
    expect(view.body.result).toBeNull();
    expect(view.body.seedCommitment).toBe(created.body.seedCommitment);
    const stored = await server.store.loadGame(id);
    const all = JSON.stringify([created.body, view.body, (await server.api.events(id)).body, (await server.api.legalMoves(id, joined.body.token)).body]);
    expect(all).not.toContain(stored!.seed);
  });
});
