import http from 'node:http';
import type pg from 'pg';
import type { Chooser } from '../../src/engine';
import { moveRequest } from './harness';
import { request } from './http-client';
import { LoadLoops } from './load-loops';
import { Replica } from './replica';

/**
 * The bench's load: `concurrency` games at once over keep-alive HTTP, zero think time, each a loop
 * that creates a game, seats every player and plays it to the end with legal moves, then starts
 * another. How a driver knows a legal move:
 * - `server`: the seat to act asks, `GET /legal-moves`, then posts one of them at random (two
 *   requests per move, as a simple client does — the shape boardgame.io's figures were taken in);
 * - `replica`: it reads each new game's seed from the database and replays the game itself, so every
 *   request it sends is a move (PostgreSQL only: an embedded PGlite belongs to the server process).
 */
export interface DriveOptions {
  readonly concurrency: number;
  readonly seconds: number;
  readonly warmupSeconds: number;
  readonly game: { type: string; options: Record<string, unknown> };
  readonly moves: 'server' | 'replica';
  /** For `replica`: the server's database, to read each new game's seed. */
  readonly seeds?: pg.Pool;
}

export type RequestKind = 'play' | 'other action' | 'legal-moves' | 'create+join';

export interface Driven<W> {
  /** Milliseconds of each request in the measured window, by kind. */
  readonly samples: Record<RequestKind, number[]>;
  readonly seconds: number;
  readonly gamesFinished: number;
  /** What `window.end` answered. */
  readonly window: W;
}

/**
 * Drives the server at `base`: `warmupSeconds` unmeasured, then `seconds` measured between
 * `window.start()` and `window.end(started)` (e.g. CPU counters). A driver that fails stops the run
 * and the error is thrown (after every loop has stopped).
 */
export async function drive<S, W>(base: string, run: DriveOptions, window: { start: () => S | Promise<S>; end: (started: S) => W | Promise<W> }): Promise<Driven<W>> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: run.concurrency + 4 });
  const url = new URL(base);
  const send = (method: string, path: string, token?: string, body?: unknown) => request(url, agent, method, path, token, body);

  const samples: Record<RequestKind, number[]> = { play: [], 'other action': [], 'legal-moves': [], 'create+join': [] };
  let measuring = false;
  let finishedGames = 0;
  const timed = async <T>(kind: RequestKind, f: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const r = await f();
    if (measuring) samples[kind].push(performance.now() - t0);
    return r;
  };
  const expect = (res: { status: number; body: any }, status: number, what: string) => {
    if (res.status !== status) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };

  async function playOneGame(choose: Chooser): Promise<void> {
    const seated = await timed('create+join', async () => {
      const created = expect(await send('POST', '/v1/games', undefined, { type: run.game.type, options: run.game.options }), 201, 'create');
      const tokens: string[] = [];
      for (let seat = 0; seat < created.seats.length; seat++) tokens.push(expect(await send('POST', `/v1/games/${created.id}/join`, undefined, { seat }), 201, 'join').token);
      return { id: created.id as string, tokens };
    });
    const { id, tokens } = seated;
    if (run.moves === 'replica') {
      const row = await run.seeds!.query('SELECT seed, options FROM games WHERE id = $1', [id]);
      const replica = new Replica(run.game.type, row.rows[0].options, row.rows[0].seed, run.game.options.autoPlayForced !== false);
      for (let seat = 0; seat < tokens.length; seat++) replica.join(seat, `Player ${seat + 1}`);
      for (;;) {
        if (loops.stopping) return;
        const move = replica.pick(choose);
        if (!move) break;
        const req = moveRequest(id, move.action);
        const body = expect(await timed(req.play ? 'play' : 'other action', () => send('POST', req.path, tokens[move.seat], req.body)), 200, 'move');
        replica.act(move.seat, move.action);
        if (body.version !== replica.version) throw new Error(`server at version ${body.version}, replica at ${replica.version}`);
      }
    } else {
      let view = expect(await send('GET', `/v1/games/${id}`), 200, 'view');
      while (view.status === 'active') {
        if (loops.stopping) return;
        const seat: number = view.toAct[choose(view.toAct.length)];
        const { moves } = expect(await timed('legal-moves', () => send('GET', `/v1/games/${id}/legal-moves`, tokens[seat])), 200, 'legal-moves');
        const req = moveRequest(id, moves[choose(moves.length)]);
        view = expect(await timed(req.play ? 'play' : 'other action', () => send('POST', req.path, tokens[seat], req.body)), 200, 'move').view;
      }
    }
    finishedGames++;
  }

  const loops = new LoadLoops(run.concurrency, 1000, playOneGame);
  try {
    await loops.run(run.warmupSeconds);
    const started = await window.start();
    const games0 = finishedGames;
    measuring = true;
    const t0 = performance.now();
    await loops.run(run.seconds);
    measuring = false;
    const seconds = (performance.now() - t0) / 1000;
    const measured = await window.end(started);
    const gamesFinished = finishedGames - games0;
    await loops.stop();
    for (const s of Object.values(samples)) s.sort((a, b) => a - b);
    return { samples, seconds, gamesFinished, window: measured };
  } finally {
    await loops.settle();
    agent.destroy();
  }
}
