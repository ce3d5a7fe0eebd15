import { Client } from 'boardgame.io/client';
import { describe, expect, it } from 'vitest';
import { matchStatus, mulberry32, type Match } from '../src/engine';
import { gameOf } from '../scripts/bench/logs';
import { startBgio } from '../scripts/bench/peer-bench';
import { driveBgio } from '../scripts/bench/peer/bgio-driver';
import { TangoGame, type TangoG, type TangoPlayerView } from '../scripts/bench/peer/tango-game';

/**
 * The bench's peer (issue 29) is only a fair yardstick if boardgame.io really plays Tango by its
 * rules: whole games to the end, each seat seeing what Tricktable would show it and no more, and
 * the bench's driver moving games along over boardgame.io's own server and socket.io.
 */
const tango = gameOf('tango');

describe("the bench's peer: Tango on boardgame.io 0.50.2", () => {
  it('plays random games to the end by the rules; each seat sees only what Tricktable shows that seat', () => {
    for (let g = 0; g < 20; g++) {
      const choose = mulberry32(g);
      const clients = [0, 1].map((seat) => Client({ game: TangoGame, numPlayers: 2, playerID: String(seat), debug: false }));
      // Local clients are separate games: play one master (seat 0's client) and read both seats' views from it.
      const master = clients[0]!;
      master.start();
      let moves = 0;
      for (;;) {
        const full = (master as unknown as { store: { getState(): { G: TangoG; ctx: { gameover?: unknown } } } }).store.getState();
        const match: Match = full.G.match;
        const status = matchStatus(tango, match);
        if (status.phase === 'finished') {
          expect(full.ctx.gameover).toEqual({ over: true });
          break;
        }
        const seat = status.toAct[choose(status.toAct.length)]!;
        master.updatePlayerID(String(seat));
        const view = master.getState()!.G as unknown as TangoPlayerView;
        expect(view.view).toEqual(tango.view(match.state, seat));
        expect(view.legal).toEqual(tango.legalActions(match.state, seat));
        const other = tango.view(match.state, 1 - seat);
        expect(view.view).not.toEqual(other);
        master.moves.act!(view.legal[choose(view.legal.length)]);
        const after = (master as unknown as { store: { getState(): { G: TangoG } } }).store.getState().G.match;
        expect(after.version).toBeGreaterThan(match.version); // the move was accepted
        moves++;
        expect(moves).toBeLessThan(2000);
      }
      master.stop();
    }
  });

  it("the bench's driver plays over boardgame.io's own server: moves answered, games finished", async () => {
    const server = await startBgio();
    try {
      const driven = await driveBgio(server.base, { concurrency: 4, seconds: 2, warmupSeconds: 0.5 }, { start: () => 0, end: () => 0 });
      expect(driven.moves.length).toBeGreaterThan(20);
      expect(driven.moves.every((ms) => Number.isFinite(ms) && ms >= 0)).toBe(true);
    } finally {
      await server.stop();
    }
  });
});
