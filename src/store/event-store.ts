/** What the app needs from storage: a game's row, its seats and its append-only log. */

export interface StoredSeat {
  readonly seat: number;
  readonly name: string;
  readonly tokenHash: string;
  readonly joinedAt: string;
}

export type EntryKind = 'join' | 'action';

export interface LogEntry {
  readonly seq: number;
  readonly kind: EntryKind;
  readonly seat: number | null;
  readonly payload: unknown;
  readonly idempotencyKey: string | null;
  readonly requestHash: string | null;
  readonly createdAt: string;
}

export interface NewGame {
  readonly id: string;
  readonly type: string;
  readonly options: unknown;
  readonly seed: string;
  readonly seedCommitment: string;
  readonly adminTokenHash: string;
}

export interface StoredGame extends NewGame {
  readonly createdAt: string;
  readonly seats: readonly StoredSeat[];
  /** Log entries with `seq` greater than the `afterSeq` asked for, in order. */
  readonly log: readonly LogEntry[];
}

export interface NewEntry {
  readonly seq: number;
  readonly kind: EntryKind;
  readonly seat: number | null;
  readonly payload: unknown;
  readonly idempotencyKey?: string | null;
  readonly requestHash?: string | null;
}

export interface NewSeat {
  readonly seat: number;
  readonly name: string;
  readonly tokenHash: string;
}

/** Why an append lost: another entry holds its `seq`, another player its seat, or this seat already
 * used its idempotency key. Nothing was written. */
export type AppendConflict = 'version' | 'seat' | 'idempotency-key';

export type AppendResult = { readonly ok: true; readonly createdAt: string } | { readonly ok: false; readonly conflict: AppendConflict };

export interface EventStore {
  createGame(game: NewGame): Promise<string>;
  /** The game, its seats and its log after `afterSeq` (default: all), in one round trip. */
  loadGame(id: string, afterSeq?: number): Promise<StoredGame | null>;
  /** Appends one entry (and claims a seat for a join) atomically: all of it or nothing. */
  append(gameId: string, entry: NewEntry, seat?: NewSeat): Promise<AppendResult>;
  /** Database round trips made so far (for benchmarks). */
  readonly roundTrips: number;
}
