import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { games } from './games';

/**
 * Derived data: the latest snapshot of each game's replayed state, per snapshot format, so a cold
 * request replays only the entries after it (src/app/snapshots/). Never decides anything: the app
 * ignores a snapshot whose format, ruleset version or digest does not match, and every row can be
 * dropped at any time.
 */
export const snapshots = pgTable(
  'snapshots',
  {
    gameId: text('game_id').notNull().references(() => games.id, { onDelete: 'cascade' }),
    /** The app's snapshot format (SNAPSHOT_FORMAT): a row of another format is never read. */
    format: integer('format').notNull(),
    /** The ruleset version of the game the state was replayed under. */
    rulesetVersion: integer('ruleset_version').notNull(),
    /** The log version the state is at. */
    seq: integer('seq').notNull(),
    /** The encoded state (JSON text, read back as it was written). */
    data: text('data').notNull(),
    /** SHA-256 over the game id, format, ruleset version, seq and data: a changed row is ignored. */
    digest: text('digest').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ name: 'snapshots_pkey', columns: [t.gameId, t.format] })],
);
