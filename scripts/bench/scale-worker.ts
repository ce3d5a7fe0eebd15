import http from 'node:http';
import { openPostgres } from '../../src/store/clients/node-postgres';
import { SseParser, type SseEvent } from '../../test/support/sse';
import { freshDatabase } from './harness';
import { request } from './http-client';
import { serveWithWorkerd } from './workerd-serve';
import { startServer } from './http';
import { compatibility, NO_RATE_LIMITS } from './workers';

/**
 * The pieces of the scale section (scale.ts): the Worker bundle in `workerd serve` on a fresh
 * database, on one of its two ways of waking waiters, and the clients that watch and play it.
 *
 * - `hub`: as deployed (wrangler.toml's Durable Objects): waiters wait on their game's object, and
 *   each object's alarm is its game's turn clock and webhook retries (issue 32);
 * - `poll`: the path before them, `CHANGE_HINTS=poll`: every waiter queries PostgreSQL once every
 *   `WAIT_POLL_MS` (1,000 ms, the old default), one poller per waiter.
 */
export type WakePath = 'hub' | 'poll';

export interface ScaleWorker {
  /** `node`: the Node server on the same PostgreSQL (LISTEN/NOTIFY), for the moves/s ratios. */
  readonly path: WakePath | 'node';
  readonly base: URL;
  readonly databaseUrl: string;
  /** An agent for the bench's own requests (creating games, moves). */
  readonly agent: http.Agent;
  /** Whether workerd has exited by itself (a fatal error of its own: scale.ts). */
  exited(): boolean;
  /** Stops workerd, then closes `streams` (still open on it), and drops the database. */
  stop(streams?: readonly OpenStream[]): Promise<void>;
}

export interface Endpoint {
  readonly url: string;
}

/** Statements the local Neon endpoint has run so far (its `GET /stats`, scripts/neon-http.ts). */
export async function statementsAt(endpoint: Endpoint): Promise<number> {
  const res = await fetch(new URL('/stats', endpoint.url));
  return ((await res.json()) as { statements: number }).statements;
}

export async function startWorker(bundle: { dir: string; script: string }, endpoint: Endpoint, pgUrl: string, path: WakePath, extra: Record<string, string> = {}): Promise<ScaleWorker> {
  const database = await freshDatabase(pgUrl);
  await (await openPostgres(database.url)).close(); // migrated, as `npm run db:migrate` does before a deploy
  const wake: Record<string, string> = path === 'poll' ? { CHANGE_HINTS: 'poll', WAIT_POLL_MS: '1000' } : {};
  const bindings = { DATABASE_URL: database.url, NEON_HTTP_ENDPOINT: endpoint.url, LOCAL_MODE: '1', ...NO_RATE_LIMITS, ...wake, ...extra };
  const server = await serveWithWorkerd(bundle, compatibility(), bindings);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  return {
    path,
    base: new URL(server.base),
    databaseUrl: database.url,
    agent,
    exited: () => {
      try {
        process.kill(server.pid, 0);
        return false;
      } catch {
        return true;
      }
    },
    stop: async (streams = []) => {
      agent.destroy();
      // workerd drains open connections on SIGTERM: the streams close once it is told to stop (closing
      // them while it serves can bring it down: scale.ts), and a drain still going after 2 s (its streams' ends, in-memory objects: nothing to keep) is cut short.
      const stopping = server.stop();
      for (const s of streams) s.close();
      const late = setTimeout(() => process.kill(server.pid, 'SIGKILL'), 2_000);
      await stopping;
      clearTimeout(late);
      await database.drop();
    },
  };
}

export interface SeatedGame {
  readonly id: string;
  /** Each seat's token, by seat. */
  readonly tokens: string[];
}

/** Creates a Tango game (options besides the variant: a clock, say) and seats both players. */
export async function seatedGame(worker: ScaleWorker, options: Record<string, unknown> = {}, extra: Record<string, unknown> = {}): Promise<SeatedGame> {
  const send = (path: string, body: unknown) => request(worker.base, worker.agent, 'POST', path, undefined, body);
  const created = await send('/v1/games', { type: 'tango', options: { variant: 'roses', ...options }, ...extra });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  const tokens: string[] = [];
  for (let seat = 0; seat < created.body.seats.length; seat++) {
    const joined = await send(`/v1/games/${created.body.id}/join`, { seat });
    if (joined.status !== 201) throw new Error(`join: ${joined.status} ${JSON.stringify(joined.body)}`);
    tokens.push(joined.body.token);
  }
  return { id: created.body.id, tokens };
}

/** `count` games made `parallel` at a time (the Worker is one thread: more only queue). */
export async function seatedGames(worker: ScaleWorker, count: number, options: Record<string, unknown> = {}, extra: Record<string, unknown> = {}, parallel = 8): Promise<SeatedGame[]> {
  const games: SeatedGame[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        next++;
        games.push(await seatedGame(worker, options, extra));
      }
    }),
  );
  return games;
}

export interface OpenStream {
  close(): void;
}

/** Opens `GET /v1/games/{id}/stream` with a seat's token, on a connection of its own; resolves once it answers 200. */
export function openStream(worker: ScaleWorker, gameId: string, token: string, onEvent: (e: SseEvent, at: number) => void = () => {}): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const parser = new SseParser();
    const req = http.get(
      { host: worker.base.hostname, port: worker.base.port, path: `/v1/games/${gameId}/stream`, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, agent: false },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream: ${res.statusCode}`));
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const at = performance.now();
          for (const e of parser.feed(chunk)) onEvent(e, at);
        });
        res.on('error', () => {}); // closed by close(), or by the server at its stop
        resolve({ close: () => req.destroy() });
      },
    );
    req.on('error', reject);
  });
}

/** Opens `perGame` streams on each game (seats in turn), `parallel` openings at a time. */
export async function openStreams(worker: ScaleWorker, games: readonly SeatedGame[], perGame: number, parallel = 16): Promise<OpenStream[]> {
  const wanted = games.flatMap((g) => Array.from({ length: perGame }, (_, i) => ({ id: g.id, token: g.tokens[i % g.tokens.length]! })));
  const open: OpenStream[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < wanted.length) {
        const w = wanted[next++]!;
        open.push(await openStream(worker, w.id, w.token));
      }
    }),
  );
  return open;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The Node server (a child process, no rate limits) on a fresh database: the same rows' baseline. */
export async function startNode(pgUrl: string): Promise<ScaleWorker> {
  const database = await freshDatabase(pgUrl);
  const server = await startServer(database.url, {});
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  return {
    path: 'node',
    base: new URL(server.base),
    databaseUrl: database.url,
    agent,
    exited: () => server.child.exitCode !== null,
    stop: async (streams = []) => {
      agent.destroy();
      for (const s of streams) s.close();
      await server.stop();
      await database.drop();
    },
  };
}
