import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from './drizzle-store';
import { addLeave, cancelLeave, listLeave, setLeaveGames, type LeaveRecord } from './leave-store';
import type { PlayerRecord, PlayerStore } from './player-store';
import { playerGameVersions, type PlayerGameVersion } from './player-versions';
import { prunePlayerGames, setLobby, upsertPlayerGames } from './read-model-sql';
import type { LobbyQuery, LobbyRow, PlayerGameRow, PlayerGamesQuery } from './read-models';

const iso = (t: string | Date): string => new Date(t).toISOString();
const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** jsonb keeps keys in its own order: answer `{ seat, name }` as the views do. */
const seatNames = (v: unknown): PlayerGameRow['players'] => json(v as PlayerGameRow['players']).map((s) => ({ seat: s.seat, name: s.name }));

const toPlayer = (r: Record<string, unknown>): PlayerRecord => ({
  id: r.id as string,
  name: r.name as string,
  keyHash: r.key_hash as string,
  createdAt: iso(r.created_at as string),
  reminders: (r.reminders as number[] | null | undefined) ?? null,
});

/**
 * The query behind `GET /v1/me/games`, exported so that a test can EXPLAIN exactly it. Urgency order
 * is the order of the indexes player_games_urgency / player_games_status: the game's turn first
 * (turn_rank 0), the soonest deadline, the longest unchanged; a page starts after the cursor's row.
 */
export function playerGamesQuery(q: PlayerGamesQuery): SQL {
  const filters: SQL[] = [sql`player_id = ${q.playerId}`];
  if (q.status !== undefined) filters.push(sql`status = ${q.status}`);
  if (q.yourTurn === true) filters.push(sql`turn_rank = 0`);
  if (q.type !== undefined) filters.push(sql`type = ${q.type}`);
  if (q.after) {
    const a = q.after;
    filters.push(sql`(turn_rank, deadline_key, updated_at, game_id, seat) >
      (${a.yourTurn ? 0 : 1}::smallint, ${a.deadline ?? 'infinity'}::timestamptz, ${a.updatedAt}::timestamptz, ${a.gameId}, ${a.seat})`);
  }
  return sql`SELECT game_id, seat, type, status, turn_rank, deadline, version, updated_at, joined, players, clocks
    FROM player_games WHERE ${sql.join(filters, sql` AND `)}
    ORDER BY turn_rank, deadline_key, updated_at, game_id, seat LIMIT ${q.limit}`;
}

export function lobbyQuery(q: LobbyQuery): SQL {
  const filters: SQL[] = [sql`true`];
  if (q.type !== undefined) filters.push(sql`type = ${q.type}`);
  if (q.after) filters.push(sql`(created_at, game_id) > (${q.after.createdAt}::timestamptz, ${q.after.gameId})`);
  return sql`SELECT game_id, type, options, seats, seats_taken, seat_count, status, created_at FROM lobby
    WHERE ${sql.join(filters, sql` AND `)} ORDER BY created_at, game_id LIMIT ${q.limit}`;
}

export class DrizzlePlayerStore implements PlayerStore {
  constructor(private readonly db: Database) {}

  listLeave(playerId: string): Promise<LeaveRecord[]> {
    return listLeave(this.db, playerId);
  }

  addLeave(leave: LeaveRecord): Promise<boolean> {
    return addLeave(this.db, leave);
  }

  setLeaveGames(id: string, games: readonly string[], excluded: readonly string[]): Promise<void> {
    return setLeaveGames(this.db, id, games, excluded);
  }

  cancelLeave(playerId: string, id: string, until: string, at: string): Promise<boolean> {
    return cancelLeave(this.db, playerId, id, until, at);
  }

  async createPlayer(p: PlayerRecord): Promise<void> {
    await this.db.execute(sql`INSERT INTO players (id, name, key_hash, created_at, key_created_at)
      VALUES (${p.id}, ${p.name}, ${p.keyHash}, ${p.createdAt}::timestamptz, ${p.createdAt}::timestamptz)`);
  }

  async playerByKeyHash(keyHash: string): Promise<PlayerRecord | null> {
    const rows = rowsOf<Record<string, unknown>>(await this.db.execute(sql`SELECT id, name, key_hash, created_at, reminders FROM players WHERE key_hash = ${keyHash}`));
    return rows[0] ? toPlayer(rows[0]) : null;
  }

  async playerById(id: string): Promise<PlayerRecord | null> {
    const rows = rowsOf<Record<string, unknown>>(await this.db.execute(sql`SELECT id, name, key_hash, created_at, reminders FROM players WHERE id = ${id}`));
    return rows[0] ? toPlayer(rows[0]) : null;
  }

  async setReminders(id: string, thresholds: readonly number[] | null): Promise<void> {
    await this.db.execute(sql`UPDATE players SET reminders = ${thresholds === null ? null : JSON.stringify(thresholds)}::jsonb WHERE id = ${id}`);
  }

  async wakeGames(playerId: string, at: string): Promise<void> {
    await this.db.execute(sql`UPDATE games SET deadline_at = ${at}::timestamptz
      WHERE deadline_at > ${at}::timestamptz AND id IN (SELECT game_id FROM player_games WHERE player_id = ${playerId} AND status = 'active')`);
  }

  async replaceKey(id: string, oldHash: string, newHash: string, at: string): Promise<boolean> {
    const result = await this.db.execute(sql`UPDATE players SET key_hash = ${newHash}, key_created_at = ${at}::timestamptz
      WHERE id = ${id} AND key_hash = ${oldHash} RETURNING id`);
    return rowsOf(result).length > 0;
  }

  async listPlayerGames(q: PlayerGamesQuery): Promise<PlayerGameRow[]> {
    const rows = rowsOf<Record<string, unknown>>(await this.db.execute(playerGamesQuery(q)));
    return rows.map((r) => ({
      playerId: q.playerId,
      gameId: r.game_id as string,
      seat: Number(r.seat),
      type: r.type as string,
      status: r.status as PlayerGameRow['status'],
      yourTurn: Number(r.turn_rank) === 0,
      deadline: r.deadline === null ? null : iso(r.deadline as string),
      version: Number(r.version),
      updatedAt: iso(r.updated_at as string),
      joined: r.joined === true,
      players: seatNames(r.players),
      clocks: r.clocks === null || r.clocks === undefined ? null : json(r.clocks as PlayerGameRow['clocks'] & object),
    }));
  }

  async listLobby(q: LobbyQuery): Promise<LobbyRow[]> {
    const rows = rowsOf<Record<string, unknown>>(await this.db.execute(lobbyQuery(q)));
    return rows.map((r) => ({
      gameId: r.game_id as string,
      type: r.type as string,
      options: json(r.options),
      seats: seatNames(r.seats),
      seatsTaken: Number(r.seats_taken),
      seatCount: Number(r.seat_count),
      status: r.status as LobbyRow['status'],
      createdAt: iso(r.created_at as string),
    }));
  }

  playerGameVersions(playerId: string): Promise<PlayerGameVersion[]> {
    return playerGameVersions(this.db, playerId);
  }

  async clearReadModels(): Promise<void> {
    await this.db.execute(sql`WITH a AS (DELETE FROM player_games RETURNING 1), b AS (DELETE FROM lobby RETURNING 1) SELECT 1`);
  }

  async gameIds(after: string, limit: number): Promise<string[]> {
    return rowsOf<{ id: string }>(await this.db.execute(sql`SELECT id FROM games WHERE id > ${after} ORDER BY id LIMIT ${limit}`)).map((r) => r.id);
  }

  async writeReadModels(gameId: string, playerGames: readonly PlayerGameRow[], lobby: LobbyRow | null): Promise<void> {
    const always = sql`true`;
    const parts = [prunePlayerGames('pruned', gameId, playerGames, always), setLobby('listed', gameId, lobby, always)];
    if (playerGames.length > 0) parts.push(upsertPlayerGames('rows', playerGames, always));
    await this.db.execute(sql`WITH ${sql.join(parts, sql`, `)} SELECT 1`);
  }
}
