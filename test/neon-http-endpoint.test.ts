import { neon, NeonDbError } from '@neondatabase/serverless';
import { sql } from 'drizzle-orm';
import { spawn } from 'node:child_process';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNeonHttp, type NeonHttpEndpoint } from '../scripts/neon-http';
import { pgErrorOf, UNIQUE_VIOLATION } from '../src/store';
import { openNeonHttp, useLocalHttpEndpoint } from '../src/store/clients/neon-http';
import { DEFAULT_TIMEOUTS } from '../src/store/clients/timeouts';
import { freePort, ROOT } from './reliability/lib/processes';
import { scratchDatabase } from './support/scratch-database';

/**
 * The local stand-in for Neon's SQL-over-HTTP endpoint (scripts/neon-http.ts), driven by Neon's own
 * driver and drizzle's neon-http driver as the Worker uses them: answers in the shape the driver
 * parses, PostgreSQL's errors as the driver's NeonDbError with their SQLSTATE, transactions all or
 * nothing, and one pool of connections instead of a connection per request.
 */
const url = process.env.TEST_DATABASE_URL;
describe.skipIf(!url)("Neon's HTTP SQL protocol, locally", () => {
  let endpoint: NeonHttpEndpoint;
  let scratch: { url: string; drop: () => Promise<void> };
  beforeAll(async () => {
    endpoint = await startNeonHttp({ poolSize: 4 });
    useLocalHttpEndpoint(endpoint.url);
    scratch = await scratchDatabase(url!, 'tt_neonhttp');
    await neon(scratch.url)`CREATE TABLE t (id int PRIMARY KEY, body jsonb, at timestamptz DEFAULT now())`;
  });
  afterAll(async () => {
    await endpoint?.close();
    await scratch?.drop();
  });

  it('answers rows with their types parsed by the driver, parameters included', async () => {
    const q = neon(scratch.url);
    const [row] = await q`SELECT ${41}::int + 1 AS n, ${'{"a":[1,2]}'}::jsonb AS j, ${null}::text AS x, true AS b, 7::bigint AS big, now() AS t`;
    expect(row).toMatchObject({ n: 42, j: { a: [1, 2] }, x: null, b: true, big: '7' });
    expect(row!.t).toBeInstanceOf(Date);
    const full = await q.query('SELECT $1::text AS s', ['hé "quoted"'], { fullResults: true, arrayMode: true });
    expect(full).toMatchObject({ command: 'SELECT', rowCount: 1, rows: [['hé "quoted"']], fields: [{ name: 's', dataTypeID: 25 }] });
  });

  it('a refused statement is a NeonDbError with its SQLSTATE and constraint, through drizzle too', async () => {
    const q = neon(scratch.url);
    await q`INSERT INTO t (id) VALUES (1)`;
    const raw = await q`INSERT INTO t (id) VALUES (1)`.catch((e: unknown) => e);
    expect(raw).toBeInstanceOf(NeonDbError);
    expect(raw).toMatchObject({ code: UNIQUE_VIOLATION, constraint: 't_pkey', severity: 'ERROR', table: 't' });
    const db = openNeonHttp(scratch.url).db;
    const wrapped = await db.execute(sql`INSERT INTO t (id) VALUES (1)`).catch((e: unknown) => e);
    expect(pgErrorOf(wrapped)).toEqual({ code: UNIQUE_VIOLATION, constraint: 't_pkey' });
    expect((wrapped as Error).cause).toBeInstanceOf(NeonDbError);
    expect(await q`SELECT nonsense FROM`.catch((e: NeonDbError) => e.code)).toBe('42601');
  });

  it('a batch is one transaction: a failing statement rolls back the ones before it', async () => {
    const q = neon(scratch.url);
    const failed = await q.transaction([q`INSERT INTO t (id) VALUES (10)`, q`INSERT INTO t (id) VALUES (10)`]).catch((e: unknown) => e);
    expect(failed).toMatchObject({ code: UNIQUE_VIOLATION });
    expect(await q`SELECT count(*)::int AS n FROM t WHERE id = 10`).toEqual([{ n: 0 }]);
    const [inserted, counted] = await q.transaction([q`INSERT INTO t (id) VALUES (11) RETURNING id`, q`SELECT count(*)::int AS n FROM t WHERE id = 11`], { isolationLevel: 'Serializable' });
    expect(inserted).toEqual([{ id: 11 }]);
    expect(counted).toEqual([{ n: 1 }]);
  });

  it('many requests share a few pooled connections', async () => {
    const before = endpoint.stats();
    const q = neon(scratch.url);
    await Promise.all(Array.from({ length: 60 }, (_, i) => q`SELECT ${i}::int AS i`));
    const after = endpoint.stats();
    expect(after.statements - before.statements).toBe(60);
    expect(after.connections).toBeLessThanOrEqual(4);
  });

  it('a statement past its deadline fails with a TimeoutError under the driver’s error', async () => {
    const slow = await openNeonHttp(scratch.url, { ...DEFAULT_TIMEOUTS, queryMs: 300 })
      .db.execute(sql`SELECT pg_sleep(20)`)
      .catch((e: unknown) => e);
    let e: unknown = slow;
    const names: string[] = [];
    for (let i = 0; i < 5 && e && typeof e === 'object'; i++) {
      names.push((e as Error).name);
      e = (e as { sourceError?: unknown }).sourceError ?? (e as { cause?: unknown }).cause;
    }
    expect(names).toContain('NeonDbError');
    expect(names).toContain('TimeoutError');
    openNeonHttp(scratch.url); // the default deadline again, for the tests after this one
    // The abandoned statement was cancelled, not left to hold its pooled connection.
    const started = Date.now();
    while (Date.now() - started < 5_000) {
      const [{ n }] = (await neon(url!)`SELECT count(*)::int AS n FROM pg_stat_activity WHERE query LIKE 'SELECT pg_sleep(20)%' AND state = 'active'`) as [{ n: number }];
      if (n === 0) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the statement of a client gone away still runs');
  });

  it('a statement cancelled while its database refuses connections does not end the endpoint', async () => {
    // A relay to PostgreSQL that lets one connection through (the pool's) and then stops listening,
    // as a database being stopped does: the cancel's own connection is refused.
    const target = new URL(url!);
    const relay = net.createServer((socket) => {
      relay.close();
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      socket.pipe(upstream).pipe(socket);
      const end = () => (socket.destroy(), upstream.destroy());
      socket.on('error', end).on('close', end);
      upstream.on('error', end).on('close', end);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const relayed = new URL(scratch.url);
    relayed.port = String((relay.address() as net.AddressInfo).port);
    const gone = await openNeonHttp(relayed.href, { ...DEFAULT_TIMEOUTS, queryMs: 300 })
      .db.execute(sql`SELECT pg_sleep(2)`)
      .catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(Error);
    openNeonHttp(scratch.url); // the default deadline again, for the tests after this one
    await new Promise((r) => setTimeout(r, 300)); // the refused cancel has failed by now
    expect(await neon(scratch.url)`SELECT 1 AS one`).toEqual([{ one: 1 }]);
  });

  it('a connection that dies in the middle of a batch fails that batch only, and the endpoint process serves on', async () => {
    // The backend ends between the batch's failing statement and its ROLLBACK, as when PostgreSQL
    // is stopped under load; this once ended the endpoint's process (an 'error' event nobody
    // listened to), and with it every later workerd suite of CI. So: the endpoint as CI runs it, a
    // process of its own.
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/neon-http.ts', String(port)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.once('data', () => resolve());
        child.once('exit', (code) => reject(new Error(`the endpoint exited (${code}) before it listened`)));
      });
      useLocalHttpEndpoint(`http://127.0.0.1:${port}/sql`);
      const q = neon(scratch.url);
      for (let i = 0; i < 3; i++) {
        const failed = await q.transaction([q`SELECT 1 AS one`, q`SELECT pg_terminate_backend(pg_backend_pid())`]).catch((e: unknown) => e);
        expect(failed).toMatchObject({ code: '57P01' }); // admin_shutdown: "terminating connection due to administrator command"
      }
      await new Promise((r) => setTimeout(r, 200)); // the connections' ends have arrived by now
      expect(child.exitCode).toBeNull();
      expect(await q`SELECT 2 AS two`).toEqual([{ two: 2 }]);
    } finally {
      child.kill();
      useLocalHttpEndpoint(endpoint.url);
    }
  });

  it('reaches loopback databases only, and says so when PostgreSQL is not there', async () => {
    const elsewhere = await neon('postgres://postgres@10.1.2.3:5432/postgres')`SELECT 1`.catch((e: NeonDbError) => e.message);
    expect(elsewhere).toMatch(/only loopback/);
    const down = await neon(`postgres://postgres@127.0.0.1:${await freePort()}/postgres`)`SELECT 1`.catch((e: NeonDbError) => e);
    expect(down).toBeInstanceOf(NeonDbError);
    expect((down as Error).message).toMatch(/^Server error \(HTTP status 500\)/);
  });
});
