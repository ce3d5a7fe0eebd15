import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/store/clients/node-postgres';
import { migrationsFolder } from '../src/store/clients/migrations-folder';
import { scratchDatabase } from './support/scratch-database';

/**
 * Migrations are safe to race (issue 26, item 6): every process may open a fresh database at once.
 * Before the advisory lock (src/store/clients/migration-lock.ts), two of them failed with a duplicate
 * key from drizzle's `CREATE SCHEMA IF NOT EXISTS`, or applied the same migration twice. Here several
 * migrators start together on fresh PostgreSQL databases (in this process, each with its own pool,
 * and as separate `npm run db:migrate` processes); all succeed, and the schema is the one a lone
 * migrator makes, each migration recorded once. Needs TEST_DATABASE_URL (PGlite has one connection).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const execFileAsync = promisify(execFile);
const journal: { entries: unknown[] } = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));

/** What the schema is: columns, indexes and constraints of public, and the migrations recorded. */
async function schemaOf(url: string): Promise<{ columns: unknown[]; indexes: unknown[]; constraints: unknown[]; migrations: unknown[] }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = async (text: string) => (await client.query(text)).rows;
    return {
      columns: await rows(`SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
        WHERE table_schema = 'public' ORDER BY table_name, column_name`),
      indexes: await rows(`SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY tablename, indexname`),
      constraints: await rows(`SELECT conrelid::regclass::text AS on_table, conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
        WHERE connamespace = 'public'::regnamespace ORDER BY on_table, conname`),
      migrations: await rows(`SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at`),
    };
  } finally {
    await client.end();
  }
}

describe.skipIf(!serverUrl)('migrations started at once on a fresh PostgreSQL database', () => {
  const drops: Array<() => Promise<void>> = [];
  let reference: Awaited<ReturnType<typeof schemaOf>>;
  const fresh = async () => {
    const scratch = await scratchDatabase(serverUrl!, 'tt_race');
    drops.push(scratch.drop);
    return scratch.url;
  };

  beforeAll(async () => {
    const url = await fresh();
    await (await openPostgres(url, { max: 1 })).close();
    reference = await schemaOf(url);
    expect(reference.migrations).toHaveLength(journal.entries.length);
    expect(reference.columns.length).toBeGreaterThan(20);
  });
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  it('eight migrators in one process, five fresh databases: all succeed, one schema, each migration once', async () => {
    for (let round = 0; round < 5; round++) {
      const url = await fresh();
      const opened = await Promise.allSettled(Array.from({ length: 8 }, () => openPostgres(url, { max: 2 })));
      const failures = opened.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : []));
      await Promise.all(opened.map((o) => (o.status === 'fulfilled' ? o.value.close() : undefined)));
      expect(failures, `round ${round}`).toEqual([]);
      expect(await schemaOf(url), `round ${round}`).toEqual(reference);
    }
  });

  it('four `npm run db:migrate` processes at once', async () => {
    const url = await fresh();
    const script = join(migrationsFolder, '..', 'scripts', 'migrate.ts');
    const runs = await Promise.allSettled(
      Array.from({ length: 4 }, () => execFileAsync(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, DATABASE_URL: url }, timeout: 60_000 })),
    );
    for (const run of runs) {
      expect(run.status, run.status === 'rejected' ? String((run.reason as { stderr?: string }).stderr ?? run.reason) : '').toBe('fulfilled');
      if (run.status === 'fulfilled') expect(run.value.stdout.trim()).toBe('migrations applied');
    }
    expect(await schemaOf(url)).toEqual(reference);
  });
});
