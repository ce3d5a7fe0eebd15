import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadStored } from '../src/app';
import { seedCommitment, hexToBytes } from '../src/engine';
import { DrizzleEventStore, type Database } from '../src/store';
import { migrationsFolder } from '../src/store/clients/migrations-folder';
import { digest } from './support/digest';
import { entryOf, fixtureGames } from './support/ruleset-fixture';
import { scratchDatabase } from './support/scratch-database';

// The ruleset-versions migration adds games.ruleset_version: every game stored before it was played
// under ruleset 1, so the migration gives them 1, and they replay under it.
// (Found by name: its number may change when branches merge.)
const MIGRATION = /^\d+_ruleset-versions$/;

/** A copy of migrations/ holding only the migrations before the one whose tag matches `tag`. */
function migrationsBefore(tag: RegExp): { folder: string; drop: () => void } {
  const folder = mkdtempSync(join(tmpdir(), 'tt-migrations-'));
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
  const upTo = journal.entries.findIndex((e: { tag: string }) => tag.test(e.tag));
  if (upTo < 0) throw new Error(`no migration ${tag}`);
  const entries = journal.entries.slice(0, upTo);
  mkdirSync(join(folder, 'meta'));
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries) copyFileSync(join(migrationsFolder, `${e.tag}.sql`), join(folder, `${e.tag}.sql`));
  return { folder, drop: () => rmSync(folder, { recursive: true, force: true }) };
}

interface Unmigrated {
  readonly db: Database;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

const kinds: Array<{ name: string; open: () => Promise<Unmigrated> }> = [
  {
    name: 'PGlite',
    async open() {
      const client = new PGlite();
      const db = drizzlePglite(client);
      return { db: db as unknown as Database, migrate: (folder) => migratePglite(db, { migrationsFolder: folder }), close: () => client.close() };
    },
  },
];
const url = process.env.TEST_DATABASE_URL;
if (url) {
  kinds.push({
    name: 'PostgreSQL',
    async open() {
      const scratch = await scratchDatabase(url, 'tt_migrate');
      const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
      // The scratch drop (WITH FORCE) may end a connection pool.end() is still closing: an idle
      // client's 'error' with no listener would be an uncaught exception that fails the whole run.
      pool.on('error', () => {});
      const db = drizzlePg(pool);
      return {
        db: db as unknown as Database,
        migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
        close: async () => {
          await pool.end();
          await scratch.drop();
        },
      };
    },
  });
}

describe.each(kinds)('Migration to ruleset versions on $name', (kind) => {
  const cleanup: Array<() => unknown> = [];
  afterAll(async () => {
    for (const f of cleanup.reverse()) await f();
  });

  it('a Tantony game stored before ruleset versions gets version 1 and replays under it, entry by entry', async () => {
    const database = await kind.open();
    cleanup.push(() => database.close());
    const before = migrationsBefore(MIGRATION);
    cleanup.push(before.drop);
    await database.migrate(before.folder);

    // The game as the code before the migration stored it (no ruleset_version column yet).
    const g = fixtureGames.find((x) => x.type === 'tantony' && x.options.variant === 'split-partner')!;
    const at = '2026-11-29T17:00:00.000Z';
    await database.db.execute(sql`INSERT INTO games (id, type, options, settings, seed, seed_commitment, admin_token_hash, created_at)
      VALUES ('g_old', 'tantony', ${JSON.stringify(g.options)}::jsonb, '{"turnTimeout":null,"autoPlayForced":false}'::jsonb, ${g.seed},
        ${seedCommitment(hexToBytes(g.seed))}, 'x', ${at}::timestamptz)`);
    for (const [i, { command }] of g.entries.entries()) {
      const e = entryOf(command, i + 1, at);
      await database.db.execute(sql`INSERT INTO actions (game_id, seq, kind, seat, payload, created_at)
        VALUES ('g_old', ${e.seq}, ${e.kind}, ${e.seat}, ${JSON.stringify(e.payload)}::jsonb, ${at}::timestamptz)`);
    }

    await database.migrate(migrationsFolder);
    const store = new DrizzleEventStore(database.db);
    expect((await store.loadGame('g_old'))!.rulesetVersion).toBe(1);
    const loaded = await loadStored({ store }, 'g_old', { fullHistory: true });
    expect(loaded.history.map((h) => digest(h.events))).toEqual(g.entries.map((e) => e.events));
    expect(loaded.match.status.result).toEqual({ ...g.result, reason: 'played-out', by: null });
  });
});
