import { sql, type SQL } from 'drizzle-orm';
import type { NewGame, NewSeat } from './event-store';
import type { LobbyRow, PlayerGameRow } from './read-models';
import type { NewWebhook } from './webhook-store';

/**
 * SQL pieces for what an append writes besides the log (src/store/drizzle-store.ts): seat
 * credentials changed by lifecycle entries, the read models, and a game created with the entries (a
 * rematch). Each is a data-modifying CTE that writes only when `gate` holds (the log entries went in).
 */

const pgRecord = sql.raw(
  'r(player_id text, game_id text, seat int, type text, status text, turn_rank smallint, deadline timestamptz, deadline_key timestamptz, version int, updated_at timestamptz, joined boolean, players jsonb, clocks jsonb)',
);

export function playerGamesJson(rows: readonly PlayerGameRow[]): string {
  return JSON.stringify(
    rows.map((r) => ({
      player_id: r.playerId,
      game_id: r.gameId,
      seat: r.seat,
      type: r.type,
      status: r.status,
      turn_rank: r.yourTurn ? 0 : 1,
      deadline: r.deadline,
      deadline_key: r.deadline ?? 'infinity',
      version: r.version,
      updated_at: r.updatedAt,
      joined: r.joined,
      players: r.players,
      clocks: r.clocks,
    })),
  );
}

/** Upserts `rows` (of any games) into player_games. */
export function upsertPlayerGames(name: string, rows: readonly PlayerGameRow[], gate: SQL): SQL {
  return sql`${sql.raw(name)} AS (INSERT INTO player_games (player_id, game_id, seat, type, status, turn_rank, deadline, deadline_key, version, updated_at, joined, players, clocks)
    SELECT r.player_id, r.game_id, r.seat, r.type, r.status, r.turn_rank, r.deadline, r.deadline_key, r.version, r.updated_at, r.joined, r.players, r.clocks
    FROM jsonb_to_recordset(${playerGamesJson(rows)}::jsonb) AS ${pgRecord} WHERE ${gate}
    ON CONFLICT (player_id, game_id, seat) DO UPDATE SET type = excluded.type, status = excluded.status, turn_rank = excluded.turn_rank,
      deadline = excluded.deadline, deadline_key = excluded.deadline_key, version = excluded.version, updated_at = excluded.updated_at,
      joined = excluded.joined, players = excluded.players, clocks = excluded.clocks
    RETURNING 1)`;
}

/** Deletes the player_games rows of `gameId` that are not in `keep` (a seat left, reset, …). */
export function prunePlayerGames(name: string, gameId: string, keep: readonly PlayerGameRow[], gate: SQL): SQL {
  const kept = JSON.stringify(keep.map((r) => ({ player_id: r.playerId, seat: r.seat })));
  return sql`${sql.raw(name)} AS (DELETE FROM player_games p WHERE p.game_id = ${gameId} AND ${gate}
    AND NOT EXISTS (SELECT 1 FROM jsonb_to_recordset(${kept}::jsonb) AS k(player_id text, seat int) WHERE k.player_id = p.player_id AND k.seat = p.seat)
    RETURNING 1)`;
}

/** Puts a game in the lobby (or updates it there), or takes it out (`row` null). */
export function setLobby(name: string, gameId: string, row: LobbyRow | null, gate: SQL): SQL {
  if (row === null) return sql`${sql.raw(name)} AS (DELETE FROM lobby WHERE game_id = ${gameId} AND ${gate} RETURNING 1)`;
  return sql`${sql.raw(name)} AS (INSERT INTO lobby (game_id, type, options, seats, seats_taken, seat_count, status, created_at)
    SELECT ${row.gameId}, ${row.type}, ${JSON.stringify(row.options)}::jsonb, ${JSON.stringify(row.seats)}::jsonb, ${row.seatsTaken}, ${row.seatCount},
      ${row.status}, ${row.createdAt}::timestamptz WHERE ${gate}
    ON CONFLICT (game_id) DO UPDATE SET seats = excluded.seats, seats_taken = excluded.seats_taken, status = excluded.status
    RETURNING 1)`;
}

/** A seat's credentials released (`to` null) or replaced. */
export function changeSeat(name: string, gameId: string, seat: number, to: NewSeat | null, at: string, gate: SQL): SQL {
  if (to === null) return sql`${sql.raw(name)} AS (DELETE FROM seats WHERE game_id = ${gameId} AND seat = ${seat} AND ${gate} RETURNING 1)`;
  return sql`${sql.raw(name)} AS (INSERT INTO seats (game_id, seat, name, token_hash, bot, joined_at)
    SELECT ${gameId}, ${seat}, ${to.name}, ${to.tokenHash}, ${to.bot ?? null}, ${at}::timestamptz WHERE ${gate}
    ON CONFLICT (game_id, seat) DO UPDATE SET name = excluded.name, token_hash = excluded.token_hash, bot = excluded.bot, joined_at = excluded.joined_at
    RETURNING 1)`;
}

/** `INSERT INTO games …` of a new game, written only when `gate` holds; RETURNING its id. */
export function insertGame(name: string, game: NewGame, gate: SQL): SQL {
  const reservations = game.reservations ? JSON.stringify(game.reservations) : null;
  return sql`${sql.raw(name)} AS (INSERT INTO games (id, type, ruleset_version, options, settings, seed, seed_commitment, admin_token_hash, created_at, listed, rematch_of, reservations)
    SELECT ${game.id}, ${game.type}, ${game.rulesetVersion}, ${JSON.stringify(game.options)}::jsonb, ${JSON.stringify(game.settings)}::jsonb, ${game.seed},
      ${game.seedCommitment}, ${game.adminTokenHash}, ${game.createdAt}::timestamptz, ${game.listed ?? false}, ${game.rematchOf ?? null},
      ${reservations}::jsonb WHERE ${gate}
    RETURNING id)`;
}

/** The webhook subscriptions of the game `created` (a CTE answering its id). */
export function insertWebhooks(name: string, created: string, subscriptions: readonly NewWebhook[], at: string): SQL {
  const rows = JSON.stringify(subscriptions.map((w) => ({ id: w.id, url: w.url, events: w.events, seat: w.seat, secret: w.secret })));
  return sql`${sql.raw(name)} AS (INSERT INTO webhooks (id, game_id, url, events, seat, secret, created_at)
    SELECT w.id, c.id, w.url, w.events, w.seat, w.secret, ${at}::timestamptz
    FROM ${sql.raw(created)} c, jsonb_to_recordset(${rows}::jsonb) AS w(id text, url text, events jsonb, seat int, secret text)
    RETURNING 1)`;
}
