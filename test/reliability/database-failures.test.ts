import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { neon, neonConfig, Pool as NeonPool } from '@neondatabase/serverless';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNeonHttp } from 'drizzle-orm/neon-http';
import { drizzle as drizzleNeonWs } from 'drizzle-orm/neon-serverless';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { answerToFailure, describeError } from '../../src/app/errors';
import { databaseFailureOf, type Database } from '../../src/store';
import { openPostgres } from '../../src/store/clients/node-postgres';
import { freePort } from './lib/processes';
import { stallingProxy } from '../support/stalling-proxy';

/**
 * One classifier (src/store/failure.ts) turns every driver's outage into `service-unavailable`
 * (issue 19), by SQLSTATE class and error kind: here each driver fails for real (nothing listening,
 * a silent socket, a stall mid-statement, a terminated backend, a statement timeout, a closed
 * PGlite, the Neon HTTP endpoint failing) and the error it throws is classified; errors that are
 * not outages (a unique violation, bad SQL, a bug) are not.
 */
const failing = async (run: () => Promise<unknown>): Promise<unknown> => {
  try {
    await run();
  } catch (err) {
    return err;
  }
  throw new Error('expected the statement to fail');
};
const quick = { connectMs: 300, queryMs: 400 };
const url = process.env.TEST_DATABASE_URL;

describe('database failures: node-postgres', () => {
  it('nothing listening: connection', async () => {
    const db = await openPostgres(`postgres://postgres@127.0.0.1:${await freePort()}/postgres`, { migrateFirst: false, timeouts: quick });
    const err = await failing(() => db.db.execute(sql`SELECT 1`));
    expect(databaseFailureOf(err)).toEqual({ kind: 'connection' });
    await db.close();
  });

  it('a socket that accepts and never answers: the connect timeout ends it, a connection failure', async () => {
    const silent = await stallingProxy();
    const db = await openPostgres(silent.url(), { migrateFirst: false, timeouts: quick });
    const err = await failing(() => db.db.execute(sql`SELECT 1`));
    expect(databaseFailureOf(err)).toEqual({ kind: 'connection' });
    await db.close();
    await silent.close();
  });

  describe.skipIf(!url)('on PostgreSQL 15', () => {
    const target = url ? new URL(url) : undefined;

    it('a connection that stalls mid-statement: the query timeout ends it', async () => {
      const proxy = await stallingProxy({ host: target!.hostname, port: Number(target!.port) });
      const db = await openPostgres(proxy.url(), { migrateFirst: false, max: 1, timeouts: quick });
      await db.db.execute(sql`SELECT 1`);
      proxy.stall();
      const err = await failing(() => db.db.execute(sql`SELECT 2`));
      expect(databaseFailureOf(err)).toEqual({ kind: 'connection' });
      proxy.resume();
      expect(rowsOf(await db.db.execute(sql`SELECT 3 AS n`))).toEqual([{ n: 3 }]); // a new connection: recovered
      await db.close();
      await proxy.close();
    });

    it('a terminated backend (57P01) and a statement timeout (57014)', async () => {
      const db = await openPostgres(url!, { migrateFirst: false, max: 1 });
      const terminated = await failing(() => db.db.execute(sql`SELECT pg_terminate_backend(pg_backend_pid())`));
      expect(databaseFailureOf(terminated)).toEqual({ kind: 'shutdown', sqlstate: '57P01' });
      const slow = await failing(() => db.db.execute(sql`SELECT set_config('statement_timeout', '20', false), pg_sleep(0.01); SELECT pg_sleep(2)`));
      expect(databaseFailureOf(slow)).toEqual({ kind: 'timeout', sqlstate: '57014' });
      await db.close();
    });

    it('not outages: a failing expression, bad SQL', async () => {
      const db = await openPostgres(url!, { migrateFirst: false, max: 1 });
      expect(databaseFailureOf(await failing(() => db.db.execute(sql`SELECT 1/0`)))).toBeNull(); // 22012
      expect(databaseFailureOf(await failing(() => db.db.execute(sql`SELEC 1`)))).toBeNull(); // 42601
      await db.close();
    });
  });
});

describe('database failures: PGlite', () => {
  it('a closed database: connection; bad SQL: not an outage', async () => {
    const client = new PGlite();
    const db = drizzlePglite(client);
    expect(databaseFailureOf(await failing(() => db.execute(sql`SELEC 1`)))).toBeNull();
    await client.close();
    expect(databaseFailureOf(await failing(() => db.execute(sql`SELECT 1`)))).toEqual({ kind: 'connection' });
  });
});

describe('database failures: the Neon HTTP query function (neon())', () => {
  let endpoint: Server;
  let answer: { status: number; body: unknown } = { status: 503, body: 'upstream connect error' };
  beforeAll(async () => {
    endpoint = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        if (answer.status === 0) return; // never answer
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => endpoint.close(() => resolve())));

  const viaHttp = (port: number, fetchOptions?: RequestInit): Database => {
    const query = neon('postgres://u:p@db.neon.test/neondb', { fetchOptions });
    neonConfig.fetchEndpoint = () => `http://127.0.0.1:${port}/sql`;
    return drizzleNeonHttp({ client: query }) as unknown as Database;
  };
  const endpointPort = () => (endpoint.address() as AddressInfo).port;

  it('HTTP 5xx from the endpoint: endpoint', async () => {
    answer = { status: 503, body: 'no healthy upstream' };
    expect(databaseFailureOf(await failing(() => viaHttp(endpointPort()).execute(sql`SELECT 1`)))).toEqual({ kind: 'endpoint' });
  });

  it('a Postgres error relayed by the endpoint is judged by its SQLSTATE', async () => {
    answer = { status: 400, body: { message: 'terminating connection due to administrator command', code: '57P01' } };
    expect(databaseFailureOf(await failing(() => viaHttp(endpointPort()).execute(sql`SELECT 1`)))).toEqual({ kind: 'shutdown', sqlstate: '57P01' });
    answer = { status: 400, body: { message: 'duplicate key value violates unique constraint', code: '23505' } };
    expect(databaseFailureOf(await failing(() => viaHttp(endpointPort()).execute(sql`SELECT 1`)))).toBeNull();
  });

  it('the endpoint unreachable (fetch fails) and a fetch past its deadline', async () => {
    const closed = await freePort();
    expect(databaseFailureOf(await failing(() => viaHttp(closed).execute(sql`SELECT 1`)))).toEqual({ kind: 'connection' });
    answer = { status: 0, body: '' };
    const late = await failing(() => viaHttp(endpointPort(), { signal: AbortSignal.timeout(100) }).execute(sql`SELECT 1`));
    expect(databaseFailureOf(late)).toEqual({ kind: 'timeout' });
  });
});

describe.skipIf(!url || !process.env.NEON_WS_PROXY)('database failures: the Neon WebSocket Pool', () => {
  it('a server that is not there, behind the WebSocket proxy: connection', async () => {
    neonConfig.webSocketConstructor = ws;
    neonConfig.useSecureWebSocket = false;
    neonConfig.pipelineConnect = false;
    neonConfig.wsProxy = (host, port) => `${process.env.NEON_WS_PROXY}/v2?address=${host}:${port}`;
    const pool = new NeonPool({ connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/postgres`, connectionTimeoutMillis: 2000 });
    pool.on('error', () => {});
    const err = await failing(() => drizzleNeonWs({ client: pool }).execute(sql`SELECT 1`));
    expect(databaseFailureOf(err)).toEqual({ kind: 'connection' });
    await pool.end();
  });
});

describe('what the logs and the client are told', () => {
  it('a failed statement is logged without its SQL text or parameters; the answer is 503 with Retry-After', async () => {
    const db = await openPostgres(`postgres://postgres@127.0.0.1:${await freePort()}/postgres`, { migrateFirst: false, timeouts: quick });
    const err = await failing(() => db.db.execute(sql`SELECT ${'secret-parameter-value'}::text AS leaked FROM games`));
    await db.close();
    expect(String((err as Error).message)).toContain('secret-parameter-value'); // drizzle's own message has both…
    const line = describeError(err);
    expect(line).not.toMatch(/secret-parameter-value|select|games/i); // …the log line neither
    const lines: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void lines.push(args.join(' '));
    try {
      const answer = answerToFailure(err, 'POST /v1/games/:id/actions');
      expect(answer).toMatchObject({ code: 'service-unavailable', details: { retryAfter: 2 } });
    } finally {
      console.warn = warn;
    }
    expect(lines).toEqual(['database unavailable: kind=connection route="POST /v1/games/:id/actions"']);
  });

  it('an unexpected database error (not an outage) is 500 and logged by SQLSTATE, not by its text', () => {
    const driver = Object.assign(new Error('duplicate key value violates unique constraint "seats_pkey"'), { code: '23505', constraint: 'seats_pkey', detail: 'Key (token)=(tt_seat_x) exists.' });
    const wrapped = Object.assign(new Error('Failed query: insert into seats values ($1)\nparams: tt_seat_x'), { query: 'insert into seats values ($1)', params: ['tt_seat_x'], cause: driver });
    expect(databaseFailureOf(wrapped)).toBeNull();
    expect(describeError(wrapped).split('\n')[0]).toBe('DrizzleQueryError (a statement failed) ← Error sqlstate=23505 constraint=seats_pkey');
  });
});

const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;
