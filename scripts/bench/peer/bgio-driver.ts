import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import type { Chooser } from '../../../src/engine';
import { LoadLoops } from '../load-loops';
import { TangoGame, type TangoPlayerView } from './tango-game';

/**
 * The bench's driver shape against boardgame.io (issue 29): `concurrency` games at once, zero think
 * time, each a loop that creates a match in the lobby API, seats both players, plays it to the end
 * and starts another. One move in flight per game, as in the Tricktable driver: a seat the rules
 * await is chosen at random, it sends one of its legal moves at random, and the move counts as
 * answered when that seat's client receives the state after it. A move is one `act` (the forced
 * moves after it are the server's, as Tricktable's autoPlayForced). Each seat is a boardgame.io
 * client over socket.io (the library's own transport), which pushes every new state with the seat's
 * legal moves in it: the shape of Tricktable's streams driver, one message per move and no GET.
 */
export interface PeerDriven<W> {
  /** Milliseconds from sending a move to its seat's client holding the state after it, sorted. */
  readonly moves: number[];
  readonly createJoin: number[];
  readonly seconds: number;
  readonly gamesFinished: number;
  readonly window: W;
}

type TangoClient = ReturnType<typeof Client<any>>;
const viewOf = (client: TangoClient) => client.getState()?.G as unknown as TangoPlayerView | undefined;

/** Resolves once `client` holds a state past `version` (or the game is over); rejects after 30 s. */
function past(client: TangoClient, version: number): Promise<TangoPlayerView> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`boardgame.io: no state past version ${version} in 30 s`));
    }, 30_000);
    const unsubscribe = client.subscribe(() => {
      const view = viewOf(client);
      if (view === undefined || view.version <= version) return;
      clearTimeout(timer);
      // subscribe calls back at once, before it has returned the function to unsubscribe.
      queueMicrotask(() => unsubscribe());
      resolve(view);
    });
  });
}

async function lobby(base: string, path: string, body: unknown): Promise<any> {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`boardgame.io lobby ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

export async function driveBgio<S, W>(base: string, run: { concurrency: number; seconds: number; warmupSeconds: number }, window: { start: () => S; end: (started: S) => W }): Promise<PeerDriven<W>> {
  const moves: number[] = [];
  const createJoin: number[] = [];
  let measuring = false;
  let finished = 0;

  async function playOneGame(choose: Chooser): Promise<void> {
    const t0 = performance.now();
    const { matchID } = await lobby(base, '/games/tango/create', { numPlayers: 2 });
    const credentials: string[] = [];
    for (const seat of [0, 1]) credentials.push((await lobby(base, `/games/tango/${matchID}/join`, { playerID: String(seat), playerName: `Player ${seat + 1}` })).playerCredentials);
    const clients = [0, 1].map((seat) => Client({ game: TangoGame, numPlayers: 2, multiplayer: SocketIO({ server: base }), matchID, playerID: String(seat), credentials: credentials[seat], debug: false }));
    try {
      const first = clients.map((c) => past(c, -1));
      for (const c of clients) c.start();
      let view = (await Promise.all(first))[0]!;
      if (measuring) createJoin.push(performance.now() - t0);
      while (!view.over) {
        if (loops.stopping) return;
        const seat = view.toAct[choose(view.toAct.length)]!;
        const mover = clients[seat]!;
        const mine = viewOf(mover)!.version >= view.version ? viewOf(mover)! : await past(mover, view.version - 1);
        const move = mine.legal[choose(mine.legal.length)]!;
        const answered = clients.map((c) => past(c, mine.version));
        const sent = performance.now();
        mover.moves.act!(move);
        const after = await Promise.all(answered);
        if (measuring) moves.push(performance.now() - sent);
        view = after[0]!;
      }
      finished++;
    } finally {
      for (const c of clients) c.stop();
    }
  }

  const loops = new LoadLoops(run.concurrency, 1000, playOneGame);
  try {
    await loops.run(run.warmupSeconds);
    const started = window.start();
    const games0 = finished;
    measuring = true;
    const t0 = performance.now();
    await loops.run(run.seconds);
    measuring = false;
    const seconds = (performance.now() - t0) / 1000;
    const measured = window.end(started);
    const gamesFinished = finished - games0;
    await loops.stop();
    moves.sort((a, b) => a - b);
    return { moves, createJoin, seconds, gamesFinished, window: measured };
  } finally {
    await loops.settle();
  }
}
