import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from './drizzle-store';

/** A player's declared leave as stored (schema/players.ts `player_leave`). ISO times. */
export interface LeaveRecord {
  readonly id: string;
  readonly playerId: string;
  readonly from: string;
  /** Cut to the cancel's time when leave under way was cancelled (to `from` when it had not begun). */
  readonly until: string;
  /** The games its `declare-leave` entries went into; the games that forbid leave (`options.leave: false`). */
  readonly games: readonly string[];
  readonly excluded: readonly string[];
  readonly createdAt: string;
  readonly cancelledAt: string | null;
}

const iso = (t: string | Date): string => new Date(t).toISOString();
const list = (v: unknown): string[] => (typeof v === 'string' ? (JSON.parse(v) as string[]) : (v as string[]));

const toLeave = (r: Record<string, unknown>): LeaveRecord => ({
  id: r.id as string,
  playerId: r.player_id as string,
  from: iso(r.from as string),
  until: iso(r.until as string),
  games: list(r.games),
  excluded: list(r.excluded),
  createdAt: iso(r.created_at as string),
  cancelledAt: r.cancelled_at === null || r.cancelled_at === undefined ? null : iso(r.cancelled_at as string),
});

/** Every leave of the player, in `from` order (the index's). */
export async function listLeave(db: Database, playerId: string): Promise<LeaveRecord[]> {
  const result = await db.execute(sql`SELECT id, player_id, "from", "until", games, excluded, created_at, cancelled_at
    FROM player_leave WHERE player_id = ${playerId} ORDER BY "from", "until", id`);
  return rowsOf<Record<string, unknown>>(result).map(toLeave);
}

/**
 * Adds leave unless the player holds leave it overlaps (not cancelled to nothing: until > from), in
 * one statement: false when it overlaps. (Two declarations at the same moment may both pass the
 * check: a player racing themselves gets two spans, which the clock counts once.)
 */
export async function addLeave(db: Database, l: LeaveRecord): Promise<boolean> {
  const result = await db.execute(sql`INSERT INTO player_leave (id, player_id, "from", "until", games, excluded, created_at)
    SELECT ${l.id}, ${l.playerId}, ${l.from}::timestamptz, ${l.until}::timestamptz, ${JSON.stringify(l.games)}::jsonb, ${JSON.stringify(l.excluded)}::jsonb, ${l.createdAt}::timestamptz
    WHERE NOT EXISTS (SELECT 1 FROM player_leave WHERE player_id = ${l.playerId} AND "until" > "from"
      AND "from" < ${l.until}::timestamptz AND "until" > ${l.from}::timestamptz)
    RETURNING id`);
  return rowsOf(result).length === 1;
}

/** Records which games received the leave's entries (after they were written). */
export async function setLeaveGames(db: Database, id: string, games: readonly string[], excluded: readonly string[]): Promise<void> {
  await db.execute(sql`UPDATE player_leave SET games = ${JSON.stringify(games)}::jsonb, excluded = ${JSON.stringify(excluded)}::jsonb WHERE id = ${id}`);
}

/** Cancels leave not over at `at`: its `until` becomes `until` (the cancel's time, or `from`). False when it was over or cancelled. */
export async function cancelLeave(db: Database, playerId: string, id: string, until: string, at: string): Promise<boolean> {
  const result = await db.execute(sql`UPDATE player_leave SET "until" = ${until}::timestamptz, cancelled_at = ${at}::timestamptz
    WHERE id = ${id} AND player_id = ${playerId} AND cancelled_at IS NULL AND "until" > ${at}::timestamptz RETURNING id`);
  return rowsOf(result).length === 1;
}
