import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Storage shape, not API shape. A game is its append-only log (`actions`); deals are never stored:
 * they are recomputed from the secret `seed`. */
export const games = pgTable('games', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** The ruleset version of `type` the game was created with and is replayed under. Games from
   * before versions existed were all played under version 1 (the column's default). */
  rulesetVersion: integer('ruleset_version').notNull().default(1),
  options: jsonb('options').notNull(),
  /** 32 secret bytes, lowercase hex. Never leaves the server before the game is finished. */
  seed: text('seed').notNull(),
  seedCommitment: text('seed_commitment').notNull(),
  adminTokenHash: text('admin_token_hash').notNull(),
  /** Table settings every game has (turnTimeout, autoPlayForced), apart from the game's own options. */
  settings: jsonb('settings').notNull().default({}),
  /** The earliest turn deadline now running, kept by every append, so the sweep finds due games. */
  deadlineAt: timestamp('deadline_at', { withTimezone: true, mode: 'string' }),
  /** Bumped whenever the game's subscriptions change, so an append computed from a cached game with
   * an outdated list of subscriptions is refused (it would miss a new subscriber's notifications). */
  hooksVersion: integer('hooks_version').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  /** Shown in the lobby while a seat is free (`listed: true` at creation). */
  listed: boolean('listed').notNull().default(false),
  /** The finished game this one is the rematch of; unique, so a game has at most one rematch. */
  rematchOf: text('rematch_of'),
  /** A rematch's seats kept for its players: per seat `{ player }` or `{ inviteHash }` (null: none). */
  reservations: jsonb('reservations'),
}, (t) => [index('games_deadline_at').on(t.deadlineAt), uniqueIndex('games_rematch_of').on(t.rematchOf)]);

export const seats = pgTable(
  'seats',
  {
    gameId: text('game_id').notNull().references(() => games.id, { onDelete: 'cascade' }),
    seat: integer('seat').notNull(),
    name: text('name').notNull(),
    /** SHA-256 of the seat token, lowercase hex: the token itself is shown once and never stored. */
    tokenHash: text('token_hash').notNull(),
    /** The level of the bot holding the seat (issue 16); null for a person. */
    bot: text('bot'),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'seats_pkey', columns: [t.gameId, t.seat] })],
);

/** The log. `(game_id, seq)` is the optimistic-concurrency guard: two writers at one seq, one wins. */
export const actions = pgTable(
  'actions',
  {
    gameId: text('game_id').notNull().references(() => games.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    kind: text('kind').notNull(),
    seat: integer('seat'),
    payload: jsonb('payload').notNull(),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'actions_pkey', columns: [t.gameId, t.seq] }),
    uniqueIndex('actions_idempotency_key').on(t.gameId, t.seat, t.idempotencyKey),
  ],
);

