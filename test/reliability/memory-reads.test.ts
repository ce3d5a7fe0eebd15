import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameCache, type ListenCurrency } from '../../src/app';
import { createApp } from '../../src/http/app';
import { DrizzleEventStore, DrizzleWebhookStore } from '../../src/store';
import { openPostgres } from '../../src/store/clients/node-postgres';
import { Api } from '../support/api';
import type { DatabaseKind } from '../support/databases';
import { eventually } from '../support/eventually';
import { scratchDatabase } from '../support/scratch-database';
import { startServer, type NodeTestServer } from '../support/server';

/**
 * Reads from memory (issue 29, item 2): a GET of a view or of legal moves answers from the process's
 * cached game, with no read of the database, when its LISTEN connection vouches that nothing newer
 * was committed (src/app/notify/currency.ts) — and never answers an older version than one its
 * caller could have seen: a write answered by any process, or a read that showed it.
 * Three servers on one PostgreSQL, as three processes: nothing in memory in common.
 */
const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('reads from memory across processes on one PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let a: NodeTestServer;
  let b: NodeTestServer;
  let uncached: NodeTestServer;
  const sameDatabase: DatabaseKind = {
    name: 'PostgreSQL',
    open: async () => {
      const opened = await openPostgres(scratch.url);
      return { db: opened.db, listen: opened.listen, notify: opened.notify, close: opened.close };
    },
  };
  const currency = (s: NodeTestServer) => s.deps.currency as ListenCurrency;
  beforeAll(async () => {
    scratch = await scratchDatabase(url!, 'tt_test');
    a = await startServer(sameDatabase);
    b = await startServer(sameDatabase);
    uncached = await startServer(sameDatabase, { cache: false });
  });
  afterAll(async () => {
    for (const s of [a, b, uncached]) await s?.close();
    await scratch?.drop();
  });

  /** The seat to act in a started Tango game and its moves, as `server` answers. */
  async function toAct(server: NodeTestServer, g: { id: string; tokens: string[] }) {
    for (const [seat, token] of g.tokens.entries()) {
      const res = await server.api.legalMoves(g.id, token);
      expect(res.status, res.text).toBe(200);
      if (res.body.moves.length > 0) return { seat, token, version: res.body.version as number, moves: res.body.moves as unknown[] };
    }
    return null;
  }

  it('a read answered from memory makes no database round trip, and shows the latest move', async () => {
    const g = await a.api.startedTango();
    await a.api.view(g.id, g.tokens[0]); // now held, and known current
    const [trips, served] = [a.store.roundTrips, currency(a).served];
    const view = await a.api.view(g.id, g.tokens[0]);
    const moves = await a.api.legalMoves(g.id, g.tokens[0]);
    expect([view.body.version, moves.body.version]).toEqual([g.version, g.version]);
    expect(currency(a).served - served).toBe(2);
    expect(a.store.roundTrips - trips).toBe(0);
    // Another process moves: this one's next read is not from memory, and shows it.
    expect((await b.api.act(g.id, g.tokens[0], g.moves[0])).status).toBe(200);
    expect((await a.api.view(g.id, g.tokens[0])).body.version).toBe(g.version + 1);
  });

  it('under racing clients on two processes, no read shows a version older than one already answered', async () => {
    const games = await Promise.all(Array.from({ length: 4 }, () => a.api.startedTango()));
    const seen = new Map<string, number>(games.map((g) => [g.id, g.version]));
    const stale: string[] = [];
    let moved = 0;
    let state = 42;
    const next = (n: number) => ((state = (state * 1103515245 + 12345) % 2 ** 31), state % n);
    const check = (server: string, id: string, floor: number, version: number) => {
      if (version < floor) stale.push(`${server} answered ${id} at ${version} after ${floor} was answered`);
      seen.set(id, Math.max(seen.get(id)!, version));
    };
    const client = async () => {
      for (let i = 0; i < 40; i++) {
        const g = games[next(games.length)]!;
        const [reader, writer] = next(2) === 0 ? [a, b] : [b, a];
        const floor = seen.get(g.id)!;
        const turn = await toAct(reader, g);
        if (!turn) continue;
        check(reader === a ? 'a' : 'b', g.id, floor, turn.version);
        const res = await writer.api.act(g.id, turn.token, turn.moves[next(turn.moves.length)]);
        if (res.status === 200) {
          moved++;
          check('writer', g.id, floor, res.body.version);
        }
        const after = seen.get(g.id)!;
        const view = await reader.api.view(g.id, g.tokens[0]);
        check(reader === a ? 'a' : 'b', g.id, after, view.body.version);
      }
    };
    await Promise.all(Array.from({ length: 8 }, client));
    expect(stale).toEqual([]);
    expect(moved).toBeGreaterThan(50);
    // Both processes answered reads from memory, and both went to the database when they had to.
    for (const s of [a, b]) expect([currency(s).served > 0, currency(s).missed > 0]).toEqual([true, true]);
  });

  it('a move nobody announced (its writer died before its notify) is announced by the first read that shows it', async () => {
    const g = await a.api.startedTango();
    await a.api.view(g.id, g.tokens[0]);
    // A writer that commits and never notifies, as one that crashed right after its commit would.
    const silent = createApp({ store: new DrizzleEventStore(a.database.db), webhooks: new DrizzleWebhookStore(a.database.db), cache: new GameCache(), localMode: true });
    const silentApi = new Api('http://silent', (u, init) => Promise.resolve(silent.request(u, init)));
    expect((await silentApi.act(g.id, g.tokens[0], g.moves[0])).status).toBe(200);
    // A reader of the database shows the move: from then on no process may show the game before it.
    expect((await uncached.api.view(g.id, g.tokens[0])).body.version).toBe(g.version + 1);
    expect((await a.api.view(g.id, g.tokens[0])).body.version).toBe(g.version + 1);
  });

  it('a lost listening connection sends reads to the database until it is back, then memory serves again', async () => {
    const [g, h] = [await a.api.startedTango(), await a.api.startedTango()];
    for (const x of [g, h]) await a.api.view(x.id, x.tokens[0]);
    const listeners = async () =>
      ((await a.database.db.execute(sql`SELECT pid FROM pg_stat_activity WHERE application_name = 'tricktable-listen' AND datname = current_database()`)) as unknown as {
        rows: Array<{ pid: number }>;
      }).rows.map((r) => r.pid);
    const before = await listeners();
    // Cut every process's listening connection, then move while they are gone: nobody hears of it.
    await a.database.db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'tricktable-listen' AND datname = current_database()`);
    for (const x of [g, h]) expect((await b.api.act(x.id, x.tokens[0], x.moves[0])).status).toBe(200);
    expect((await a.api.view(g.id, g.tokens[0])).body.version).toBe(g.version + 1);
    await eventually(async () => {
      const now = await listeners();
      return now.length === before.length && now.every((p) => !before.includes(p));
    }, 'the listeners to reconnect');
    // Back: what was known before the cut is not trusted (h moved unheard).
    expect((await a.api.view(h.id, h.tokens[0])).body.version).toBe(h.version + 1);
    await eventually(async () => {
      const served = currency(a).served;
      await a.api.view(g.id, g.tokens[0]);
      return currency(a).served > served;
    }, 'memory to serve again');
    expect((await a.api.view(g.id, g.tokens[1])).body.version).toBe(g.version + 1);
  });
});
