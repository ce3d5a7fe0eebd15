import { boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { games } from './games';

/** A player: one identity across games. The key is shown once; only its SHA-256 is kept. */
export const players = pgTable(
  'players',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** SHA-256 of the current key (`tt_player_…`), lowercase hex; a rotation replaces it. */
    keyHash: text('key_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    keyCreatedAt: timestamp('key_created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** The reminder thresholds the player chose (`PUT /v1/me/reminders`): seconds left, largest
     * first; null: the server's default (REMINDER_THRESHOLDS). */
    reminders: jsonb('reminders').$type<number[]>(),
  },
  (t) => [uniqueIndex('players_key_hash').on(t.keyHash)],
);

/**
 * Read model ("my games"): one row per seat a player holds (or is invited to) in a game, kept by the
 * append that changes the game, in the same statement. Derived from the log: dropped and rebuilt by
 * `npm run db:rebuild-read-models` (src/app/players/rebuild.ts). It never decides anything.
 */
export const playerGames = pgTable(
  'player_games',
  {
    playerId: text('player_id').notNull().references(() => players.id, { onDelete: 'cascade' }),
    gameId: text('game_id').notNull().references(() => games.id, { onDelete: 'cascade' }),
    seat: integer('seat').notNull(),
    type: text('type').notNull(),
    /** waiting | active | finished | aborted */
    status: text('status').notNull(),
    /** 0 when the game awaits this seat (its turn, or an invitation to take it), else 1: sorts first. */
    turnRank: smallint('turn_rank').notNull(),
    deadline: timestamp('deadline', { withTimezone: true, mode: 'string' }),
    /** `deadline`, or 'infinity' when none runs: a total order for the index and the cursor. */
    deadlineKey: timestamp('deadline_key', { withTimezone: true, mode: 'string' }).notNull(),
    version: integer('version').notNull(),
    /** When the game last changed (its last log entry, or its creation). */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull(),
    /** False for a rematch seat kept for this player and not taken yet. */
    joined: boolean('joined').notNull(),
    /** `[{ seat, name }]`: every seat's name (null while free). */
    players: jsonb('players').notNull(),
    /** `[{ remaining, deadline }]` by seat: every seat's clock; null without one (or in a row written
     * before this column, until the game changes or the read models are rebuilt). */
    clocks: jsonb('clocks'),
  },
  (t) => [
    primaryKey({ name: 'player_games_pkey', columns: [t.playerId, t.gameId, t.seat] }),
    index('player_games_urgency').on(t.playerId, t.turnRank, t.deadlineKey, t.updatedAt, t.gameId, t.seat),
    index('player_games_status').on(t.playerId, t.status, t.turnRank, t.deadlineKey, t.updatedAt, t.gameId, t.seat),
    index('player_games_type').on(t.playerId, t.type, t.turnRank, t.deadlineKey, t.updatedAt, t.gameId, t.seat),
    index('player_games_game').on(t.gameId),
  ],
);

/** Read model (the lobby): listed games with a free seat, kept like `player_games`. */
export const lobby = pgTable(
  'lobby',
  {
    gameId: text('game_id').primaryKey().references(() => games.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    options: jsonb('options').notNull(),
    /** `[{ seat, name }]` (name null while free). */
    seats: jsonb('seats').notNull(),
    seatsTaken: integer('seats_taken').notNull(),
    seatCount: integer('seat_count').notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [index('lobby_open').on(t.createdAt, t.gameId), index('lobby_type').on(t.type, t.createdAt, t.gameId)],
);

/**
 * A player's declared leave (issue 27 item 2, README "Correspondence clocks"): while it runs the
 * player's clocks stop in every game that received its `declare-leave` entry. The games' logs are
 * the truth for the clocks; this table is the player's list and the yearly allowance's count.
 * `until` is cut to the cancel's time when leave under way is cancelled (to `from` when it had not
 * begun): the allowance counts leave taken, not leave once planned.
 */
export const playerLeave = pgTable(
  'player_leave',
  {
    id: text('id').primaryKey(),
    playerId: text('player_id').notNull().references(() => players.id, { onDelete: 'cascade' }),
    from: timestamp('from', { withTimezone: true, mode: 'string' }).notNull(),
    until: timestamp('until', { withTimezone: true, mode: 'string' }).notNull(),
    /** The games it was written into, and those whose creator forbade leave (`options.leave: false`). */
    games: jsonb('games').notNull(),
    excluded: jsonb('excluded').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [index('player_leave_player').on(t.playerId, t.from)],
);
