import type { LobbyRow, PlayerGameRow } from './read-models';
import type { NewSnapshot, SnapshotQuery, StoredSnapshot } from './snapshot-store';
import type { NewWebhook } from './webhook-store';

/** What the app needs from storage: a game's row, its seats, its subscriptions and its append-only log. */

export interface StoredSeat {
  readonly seat: number;
  readonly name: string;
  readonly tokenHash: string;
  /** The level of the bot holding the seat; null (or absent, in older rows' JSON) for a person. */
  readonly bot?: string | null;
  readonly joinedAt: string;
}

/** `auto`: a forced move the server played (autoPlayForced); `timeout`: a move played for a seat
 * whose turn clock ran out; `bot`: a move of the bot holding the seat. All are actions of that seat,
 * taken by the server. The rest is the game's lifecycle: a seat left (before the deal), resigned, the
 * game was aborted, a seat was reset by the admin (freed or handed to a player), a rematch was created. */
export type EntryKind = 'join' | 'action' | 'auto' | 'timeout' | 'bot' | 'leave' | 'resign' | 'abort' | 'reset' | 'takeover' | 'rematch' | 'declare-leave' | 'cancel-leave' | 'remind';

/** A rematch's seat kept for one player, or for whoever presents the invite token hashed here. */
export type Reservation = { readonly player: string } | { readonly inviteHash: string } | null;

export interface LogEntry {
  readonly seq: number;
  readonly kind: EntryKind;
  readonly seat: number | null;
  readonly payload: unknown;
  readonly idempotencyKey: string | null;
  readonly requestHash: string | null;
  readonly createdAt: string;
}

/** Table settings every game has, apart from the game's own options. */
export interface Settings {
  /** Seconds a seat has to act; null: no clock. */
  readonly turnTimeout: number | null;
  /** Play a seat's only legal move at once. */
  readonly autoPlayForced: boolean;
  /** One player may hold several seats. */
  readonly hotSeat: boolean;
  /** Who plays a timed-out turn: a bot level (issue 16); absent: the fixed first-legal policy. */
  readonly onTimeout?: string;
  /** A bank clock (issue 27), in seconds; absent: `turnTimeout` says the clock (per move, or none). */
  readonly clock?: BankClock;
  /** `false`: the creator forbade leave (issue 27 item 2): declared leave never pauses this game's
   * clocks. Absent: leave allowed (kept absent so older games' settings read the same). */
  readonly leave?: false;
}

/** A time bank per seat with an increment after each of its moves, capped by `max` (seconds). */
export interface BankClock {
  readonly kind: 'bank';
  readonly initial: number;
  readonly increment: number;
  readonly max?: number;
}

export interface NewGame {
  readonly id: string;
  readonly type: string;
  /** The version of the type's rules the game was created with; it is replayed under it forever. */
  readonly rulesetVersion: number;
  readonly options: unknown;
  readonly settings: Settings;
  readonly seed: string;
  readonly seedCommitment: string;
  readonly adminTokenHash: string;
  readonly createdAt: string;
  /** Shown in the lobby while a seat is free. */
  readonly listed?: boolean;
  /** The finished game this one is the rematch of. */
  readonly rematchOf?: string | null;
  /** Per seat, who may take it (a rematch); null or absent: anyone. */
  readonly reservations?: readonly Reservation[] | null;
}

/** An active subscription, as the commit path needs it (no secret). */
export interface Subscription {
  readonly id: string;
  readonly events: readonly string[] | null;
  readonly seat: number | null;
}

export interface StoredGame extends NewGame {
  readonly listed: boolean;
  readonly rematchOf: string | null;
  readonly reservations: readonly Reservation[] | null;
  /** Changes whenever the subscriptions change (see AppendBatch.hooksVersion). */
  readonly hooksVersion: number;
  readonly seats: readonly StoredSeat[];
  readonly webhooks: readonly Subscription[];
  /** Log entries with `seq` greater than the `afterSeq` asked for — and than the snapshot's, when
   * one came with them — in order. */
  readonly log: readonly LogEntry[];
  /** The latest snapshot after `afterSeq`, when one was asked for and there is one. */
  readonly snapshot?: StoredSnapshot | null;
}

export interface NewEntry {
  readonly seq: number;
  readonly kind: EntryKind;
  readonly seat: number | null;
  readonly payload: unknown;
  readonly idempotencyKey?: string | null;
  readonly requestHash?: string | null;
  readonly createdAt: string;
}

export interface NewSeat {
  readonly seat: number;
  readonly name: string;
  readonly tokenHash: string;
  /** A bot's seat: its level. */
  readonly bot?: string;
}

/** One outbox row: a notification for one subscription. */
export interface NewDelivery {
  readonly id: string;
  readonly webhookId: string;
  readonly seq: number;
  readonly ordinal: number;
  readonly type: string;
  readonly payload: unknown;
}

/**
 * A notification for one player (their seat's view): the append queues it, in the same statement,
 * to each of that player's active subscriptions that takes its type, read as they stand then (so
 * no list of them is loaded with the game, and none created meanwhile is missed).
 */
export interface PlayerNotice {
  readonly playerId: string;
  readonly seq: number;
  readonly type: string;
  readonly payload: unknown;
}

/** Everything one commit writes, in one statement: all of it or nothing. */
export interface AppendBatch {
  readonly entries: readonly NewEntry[];
  /** A join's seat claim. */
  readonly seat?: NewSeat;
  readonly deliveries?: readonly NewDelivery[];
  readonly playerNotices?: readonly PlayerNotice[];
  /** The game's earliest running turn deadline after these entries (undefined: leave it). */
  readonly deadlineAt?: string | null;
  /** The subscriptions version the outbox rows were computed for: if the subscriptions changed
   * since, nothing is written (conflict `subscription`). */
  readonly hooksVersion: number;
  /** Seat credentials a lifecycle entry changed: released (`to` null: leave, reset) or replaced. */
  readonly seatChanges?: ReadonlyArray<{ readonly seat: number; readonly to: NewSeat | null }>;
  /** Every "my games" row of this game after these entries (rows not listed are removed);
   * undefined when the game has none before or after. */
  readonly playerGames?: readonly PlayerGameRow[];
  /** The game's lobby row after these entries; null: not in the lobby; undefined: unlisted game. */
  readonly lobby?: LobbyRow | null;
  /** A game created with these entries (a rematch), its subscriptions and its read-model rows. */
  readonly created?: { readonly game: NewGame; readonly subscriptions: readonly NewWebhook[]; readonly playerGames: readonly PlayerGameRow[] };
}

/** Why an append lost: another entry holds its `seq`, another player its seat, this seat already
 * used its idempotency key, or a subscription vanished meanwhile. Nothing was written. */
export type AppendConflict = 'version' | 'seat' | 'idempotency-key' | 'subscription';

export type AppendResult =
  /** `playerDeliveries`: the rows the player notices made (0 when none of those players subscribed). */
  | { readonly ok: true; readonly playerDeliveries?: number }
  | { readonly ok: false; readonly conflict: AppendConflict };

export interface EventStore {
  /** Creates the game with its first webhook subscriptions (and its lobby row), in one statement. */
  createGame(game: NewGame, subscriptions?: readonly NewWebhook[], lobby?: LobbyRow | null): Promise<void>;
  /** The game, its seats, active subscriptions and its log after `afterSeq` (default: all), in one
   * round trip; with `snapshot`, also the latest snapshot of that format, and the log after it. */
  loadGame(id: string, afterSeq?: number, snapshot?: SnapshotQuery): Promise<StoredGame | null>;
  /** Appends entries (with a seat claim, outbox rows, the new deadline) atomically, in one statement. */
  append(gameId: string, batch: AppendBatch): Promise<AppendResult>;
  /** Writes a snapshot (snapshot-store.ts); optional: without it, games are always replayed whole. */
  saveSnapshot?(snapshot: NewSnapshot, options?: { replace?: boolean }): Promise<void>;
  /** Database round trips made so far on requests' own paths (for benchmarks; snapshot writes,
   * done after the answer, are not counted). */
  readonly roundTrips: number;
}
