import { sql, type SQL } from 'drizzle-orm';

/**
 * Snapshots of replayed games: derived data, never decisions. A snapshot is a game's replayed state
 * at one version, written after an answer, read by a cold request so that it replays only the
 * entries after it. One row per game and snapshot format (the latest one written); the app checks
 * its format, ruleset version and digest before trusting it, and ignores it otherwise. Dropping
 * every row changes nothing but the time a cold request takes.
 */
export interface StoredSnapshot {
  /** The log version the snapshot holds the state at. */
  readonly seq: number;
  readonly format: number;
  readonly rulesetVersion: number;
  /** The encoded state (the app's format, opaque here). */
  readonly data: string;
  /** The app's integrity check over the fields above and the game id. */
  readonly digest: string;
  /** The log's version when it was read with the snapshot (a snapshot past it is stale). */
  readonly logVersion: number;
}

export interface NewSnapshot extends Omit<StoredSnapshot, 'logVersion'> {
  readonly gameId: string;
  readonly createdAt: string;
}

/** `loadGame`'s snapshot option: the latest snapshot of this format after the version asked for. */
export interface SnapshotQuery {
  readonly format: number;
}

/** The pieces `DrizzleEventStore.loadGame` adds to its one statement when a snapshot is asked for. */
export function snapshotSql(query: SnapshotQuery | undefined, afterSeq: number): { columns: SQL; join: SQL; logAfter: SQL } {
  if (!query) return { columns: sql``, join: sql``, logAfter: sql`` };
  return {
    columns: sql`, snap.seq AS snapshot_seq, snap.ruleset_version AS snapshot_ruleset_version, snap.data AS snapshot_data,
      snap.digest AS snapshot_digest, (SELECT max(v.seq) FROM actions v WHERE v.game_id = g.id) AS log_version`,
    join: sql`LEFT JOIN LATERAL (SELECT s.seq, s.ruleset_version, s.data, s.digest FROM snapshots s
      WHERE s.game_id = g.id AND s.format = ${query.format} AND s.seq > ${afterSeq}) snap ON true`,
    logAfter: sql`AND a.seq > COALESCE(snap.seq, 0)`,
  };
}

/** The snapshot columns of a loaded row, or null when none came with it. */
export function snapshotOf(row: Record<string, unknown>, query: SnapshotQuery | undefined): StoredSnapshot | null {
  if (!query || row.snapshot_seq === null || row.snapshot_seq === undefined) return null;
  return {
    seq: Number(row.snapshot_seq),
    format: query.format,
    rulesetVersion: Number(row.snapshot_ruleset_version),
    data: String(row.snapshot_data),
    digest: String(row.snapshot_digest),
    logVersion: Number(row.log_version ?? 0),
  };
}

/**
 * Writes a snapshot: it replaces the game's snapshot of that format only when it is newer, unless
 * `replace` (the one there was found unusable). A game deleted meanwhile makes it fail: the caller
 * ignores failures, as for any derived data.
 */
export function saveSnapshotSql(s: NewSnapshot, replace: boolean): SQL {
  return sql`
    INSERT INTO snapshots (game_id, format, ruleset_version, seq, data, digest, created_at)
    VALUES (${s.gameId}, ${s.format}, ${s.rulesetVersion}, ${s.seq}, ${s.data}, ${s.digest}, ${s.createdAt}::timestamptz)
    ON CONFLICT (game_id, format) DO UPDATE SET ruleset_version = EXCLUDED.ruleset_version, seq = EXCLUDED.seq,
      data = EXCLUDED.data, digest = EXCLUDED.digest, created_at = EXCLUDED.created_at
    WHERE ${replace}::boolean OR snapshots.seq < EXCLUDED.seq`;
}
