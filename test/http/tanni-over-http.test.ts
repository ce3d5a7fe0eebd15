import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/engine';
import { playWholeGame } from '../support/play-over-http';
import { targets, type TestServer } from '#target';

describe.each(targets())('Tanni over HTTP on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await target.start();
  });
  afterAll(() => server?.close());

  it('plays a whole game to its target (100) with four seat tokens; nobody sees a hand, the hidden trump or the kitty they may not', async () => {
    const played = await playWholeGame(server, 'tanni', {}, mulberry32(3));
    const final = played.final;
    expect(final.status).toBe('finished');
    expect(final.state.game).toBe('tanni');
    const team = final.result.winners[0] % 2;
    expect(final.result.winners.sort()).toEqual(team === 0 ? [0, 2] : [1, 3]);
    expect(final.state.matchPoints[team]).toBeGreaterThanOrEqual(100);
  });

  it('the hidden trump card is in the bid winner’s view alone until it opens', async () => {
    const { id, tokens } = await server.api.seated('tanni', { firstDealer: 3 });
    // Seat 0 opens the auction and bids; everyone else passes; seat 0 chooses its hidden trump.
    expect((await server.api.act(id, tokens[0], { type: 'bid', value: 16 })).status).toBe(200);
    for (const seat of [1, 2, 3]) expect((await server.api.act(id, tokens[seat], { type: 'pass' })).status).toBe(200);
    const hand: string[] = (await server.api.view(id, tokens[0])).body.state.hand;
    expect(hand).toHaveLength(7);
    const chosen = await server.api.act(id, tokens[0], { type: 'choose-trump', card: hand[0] });
    expect(chosen.status).toBe(200);
    expect(chosen.body.view.state.hiddenTrump).toBe(hand[0]);
    for (const seat of [1, 2, 3]) {
      const view = await server.api.view(id, tokens[seat]);
      expect(view.body.state.hiddenTrump).toBeNull();
      expect(view.text).not.toContain(`"${hand[0]}"`);
      const events = await server.api.events(id, tokens[seat]);
      expect(events.text).not.toContain(`"${hand[0]}"`);
    }
    expect((await server.api.view(id)).text).not.toContain(`"${hand[0]}"`);
  });

  it('auction rejections carry their rule: a bid not above the high bid, the opener passing first', async () => {
    const { id, tokens } = await server.api.seated('tanni', { firstDealer: 3 });
    const openerPass = await server.api.act(id, tokens[0], { type: 'pass' });
    expect(openerPass.status).toBe(422);
    expect(openerPass.body).toMatchObject({ code: 'illegal-action', rule: 'TANNI-5', reason: 'opener-must-bid' });
    expect((await server.api.act(id, tokens[0], { type: 'bid', value: 18 })).status).toBe(200);
    const low = await server.api.act(id, tokens[1], { type: 'bid', value: 18 });
    expect(low.status).toBe(422);
    expect(low.body).toMatchObject({ rule: 'TANNI-5', reason: 'bid-too-low' });
    // Off the 0.5 grid is a player's mistake the rules answer (issue 22), not a schema error.
    const offGrid = await server.api.act(id, tokens[1], { type: 'bid', value: 18.25 });
    expect(offGrid.status).toBe(422);
    expect(offGrid.body).toMatchObject({ code: 'illegal-action', rule: 'TANNI-5', reason: 'bid-off-grid' });
  });
});
