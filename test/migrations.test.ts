import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { bytesToHex, seedCommitment } from '../src/engine';
import { GameCache, type AppDeps } from '../src/app';
import { hashToken, newToken } from '../src/app/tokens';
import { createApp } from '../src/http/app';
import { DrizzleEventStore, DrizzlePlayerStore, DrizzleWebhookStore, type Database } from '../src/store';
import { migrationsFolder } from '../src/store/clients/migrations-folder';
import { gameOf, randomLog, seedOf } from '../scripts/bench/logs';
import { Api } from './support/api';
import { scratchDatabase } from './support/scratch-database';
import { TEST_TOKEN_SECRET } from './support/server';

/**
 * Migrations run on existing data (issue 14, item 7): a database made by the schema before players
 * (migrations 0000–0004), holding games in play, is migrated to the latest schema; its games go on
 * with their seat tokens, and the new features work beside them. On PGlite and on PostgreSQL 15.
 */
const PREVIOUS = 5; // migrations of the schema before players (0000–0004: up to snapshots)

/** migrations/ with only its first `count` migrations (drizzle reads the journal to know them). */
function olderMigrations(count: number): { folder: string; remove: () => void } {
  const folder = mkdtempSync(join(tmpdir(), 'tt-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(journalFile, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** A Tango game in play, written as the previous schema's code wrote it: the game, its seats, its log. */
async function oldGame(db: Database, n: number): Promise<{ id: string; tokens: string[] }> {
  const id = `g_old${n}`;
  const seed = seedOf(n);
  const options = { variant: 'roses', firstDealer: 0 };
  const { entries } = randomLog(gameOf('tango'), options, seed, 12, n);
  const tokens = [newToken('seat'), newToken('seat')];
  await db.execute(sql`INSERT INTO games (id, type, options, settings, seed, seed_commitment, admin_token_hash, created_at)
    VALUES (${id}, 'tango', ${JSON.stringify(gameOf('tango').schemas.options.parse(options))}::jsonb, '{"turnTimeout":null,"autoPlayForced":false}'::jsonb,
      ${bytesToHex(seed)}, ${seedCommitment(seed)}, ${hashToken(newToken('admin'))}, '2026-01-01T00:00:00Z')`);
  for (const [seat, token] of tokens.entries()) {
    await db.execute(sql`INSERT INTO seats (game_id, seat, name, token_hash) VALUES (${id}, ${seat}, ${`p${seat}`}, ${hashToken(token)})`);
  }
  for (const e of entries) {
    await db.execute(sql`INSERT INTO actions (game_id, seq, kind, seat, payload, created_at)
      VALUES (${id}, ${e.seq}, ${e.kind}, ${e.seat}, ${JSON.stringify(e.payload)}::jsonb, ${e.createdAt}::timestamptz)`);
  }
  return { id, tokens };
}

function apiOn(db: Database): Api {
  const deps: AppDeps = {
    store: new DrizzleEventStore(db),
    webhooks: new DrizzleWebhookStore(db),
    players: new DrizzlePlayerStore(db),
    tokenSecret: TEST_TOKEN_SECRET,
    cache: new GameCache(),
  };
  const app = createApp(deps);
  return new Api('http://migrated', (url, init) => Promise.resolve(app.request(url, init)));
}

/** What must hold after the migration: old games play on, by their old tokens, beside players. */
async function playsOn(db: Database, old: Array<{ id: string; tokens: string[] }>): Promise<void> {
  const api = apiOn(db);
  for (const g of old) {
    const view = (await api.view(g.id, g.tokens[0])).body;
    expect(view).toMatchObject({ status: 'active', version: 12, you: 0, rematch: null, rematchOf: null });
    for (let n = 0; n < 6; n++) {
      const now = (await api.view(g.id)).body;
      const seat = now.toAct[0];
      const moves = (await api.legalMoves(g.id, g.tokens[seat])).body.moves;
      expect((await api.act(g.id, g.tokens[seat], moves[0])).status).toBe(200);
    }
    const resigned = await api.request('POST', `/v1/games/${g.id}/resign`, { token: g.tokens[1] });
    expect(resigned.body.view.result).toMatchObject({ reason: 'resigned', winners: [0] });
  }
  const player = (await api.request('POST', '/v1/players', { body: { name: 'Ada' } })).body;
  const rematch = (await api.request('POST', `/v1/games/${old[0]!.id}/rematch`, { token: old[0]!.tokens[0] })).body;
  expect(rematch.rematchOf).toBe(old[0]!.id);
  const { body: fresh } = await api.create('tango');
  expect((await api.join(fresh.id, {}, { token: player.key })).status).toBe(201);
  expect((await api.request('GET', '/v1/me/games', { token: player.key })).body.games).toHaveLength(1);
}

describe('migrations on a database of the previous schema, with games in it', () => {
  const older = olderMigrations(PREVIOUS);
  afterAll(() => older.remove());

  it('PGlite: migrated, the games play on', async () => {
    const client = new PGlite();
    try {
      const db = drizzlePglite(client) as unknown as Database;
      await migratePglite(drizzlePglite(client), { migrationsFolder: older.folder });
      const old = [await oldGame(db, 1), await oldGame(db, 2)];
      await migratePglite(drizzlePglite(client), { migrationsFolder });
      await playsOn(db, old);
    } finally {
      await client.close();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL: migrated, the games play on', async () => {
    const scratch = await scratchDatabase(process.env.TEST_DATABASE_URL!, 'tt_migrate');
    const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
    pool.on('error', () => {}); // (as in test/ruleset-migration.test.ts: the forced drop may end a closing client)
    try {
      const db = drizzlePg(pool) as unknown as Database;
      await migratePg(drizzlePg(pool), { migrationsFolder: older.folder });
      const old = [await oldGame(db, 3), await oldGame(db, 4)];
      await migratePg(drizzlePg(pool), { migrationsFolder });
      await playsOn(db, old);
    } finally {
      await pool.end();
      await scratch.drop();
    }
  });
});
