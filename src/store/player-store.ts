import type { LeaveRecord } from './leave-store';
import type { PlayerGameVersion } from './player-versions';
import type { LobbyQuery, LobbyRow, PlayerGameRow, PlayerGamesQuery } from './read-models';

export interface PlayerRecord {
  readonly id: string;
  readonly name: string;
  /** SHA-256 of the current key, lowercase hex. */
  readonly keyHash: string;
  readonly createdAt: string;
  /** The reminder thresholds the player chose, seconds left, largest first; null or absent: the
   * server's default. */
  readonly reminders?: readonly number[] | null;
}

/** Players and the read models that serve them ("my games", the lobby). */
export interface PlayerStore {
  createPlayer(player: PlayerRecord): Promise<void>;
  /** The player whose current key hashes to `keyHash` (an index lookup: the digest of 256 random bits). */
  playerByKeyHash(keyHash: string): Promise<PlayerRecord | null>;
  playerById(id: string): Promise<PlayerRecord | null>;
  /** Sets the player's reminder thresholds (null: back to the server's default). */
  setReminders(id: string, thresholds: readonly number[] | null): Promise<void>;
  /** Sets the wake-up of the player's active games whose clock runs to `at` (the sweep looks again). */
  wakeGames(playerId: string, at: string): Promise<void>;
  /** Replaces the key, only if it is still `oldHash` (two rotations at once: one wins). */
  replaceKey(id: string, oldHash: string, newHash: string, at: string): Promise<boolean>;
  /** A page of "my games" in urgency order (`limit` rows at most). */
  listPlayerGames(query: PlayerGamesQuery): Promise<PlayerGameRow[]>;
  listLobby(query: LobbyQuery): Promise<LobbyRow[]>;
  /** Every game the player has a "my games" row for, with its version (player streams and waits). */
  playerGameVersions(playerId: string): Promise<PlayerGameVersion[]>;
  /** A player's declared leave (src/store/leave-store.ts), in `from` order. */
  listLeave(playerId: string): Promise<LeaveRecord[]>;
  /** Adds leave unless it overlaps the player's other leave: false when it does. */
  addLeave(leave: LeaveRecord): Promise<boolean>;
  setLeaveGames(id: string, games: readonly string[], excluded: readonly string[]): Promise<void>;
  /** Cancels leave not over at `at`, cutting `until`; false when it was over or cancelled already. */
  cancelLeave(playerId: string, id: string, until: string, at: string): Promise<boolean>;
  /** Rebuilding the read models from the log (src/app/players/rebuild.ts). */
  clearReadModels(): Promise<void>;
  /** Game ids in id order, after `after`: the rebuild walks every game with it. */
  gameIds(after: string, limit: number): Promise<string[]>;
  /** Replaces one game's read-model rows (the rebuild; appends keep them otherwise). */
  writeReadModels(gameId: string, playerGames: readonly PlayerGameRow[], lobby: LobbyRow | null): Promise<void>;
}
