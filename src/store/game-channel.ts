/**
 * The PostgreSQL notification channel of game changes: `<gameId>:<version>`, sent by the process
 * that appended, right after the append committed (ChangeAnnouncer), so a listener never hears of an
 * entry it cannot read yet. It is a hint, not the log: a hint lost (a crash between commit and
 * notify) is caught by the waiters' slow safety check (src/node.ts).
 */
export const GAME_CHANNEL = 'tricktable_game';

/**
 * The same channel carries `<playerId>:0` (player ids start `p_`, game ids `g_`): "a game of this
 * player changed" — sent for every player whose "my games" rows an append wrote, so a player's wait
 * or stream (`/v1/me/…`) wakes without watching each of their games.
 */
export function gameChangePayload(gameId: string, version: number): string {
  return `${gameId}:${version}`;
}

/** The game and version of a notification, or null for a payload that is not ours. */
export function parseGameChange(payload: string): { gameId: string; version: number } | null {
  const at = payload.lastIndexOf(':');
  if (at <= 0) return null;
  const version = Number(payload.slice(at + 1));
  return Number.isInteger(version) && version >= 0 ? { gameId: payload.slice(0, at), version } : null;
}

/** A LISTEN on one channel, on a connection of its own; `close` ends it. */
export interface Listening {
  /**
   * A round trip on the listening connection itself: resolves once every notification committed
   * before the call has been handed to `onPayload` (the server sends pending notifications before it
   * answers a query), with the number of the connection it ran on — each (re)connection gets a new
   * one — or null when there is no live connection (lost, or no answer in time). What the game
   * cache's currency check stands on (src/app/notify/currency.ts).
   */
  fence(): Promise<number | null>;
  close(): Promise<void>;
}

/**
 * Starts listening on `channel`: `onPayload` gets each notification's payload; `onReconnect` is
 * called after the connection was lost and made again (notifications sent meanwhile are lost, so
 * whoever waits should look again).
 */
export type Listen = (channel: string, onPayload: (payload: string) => void, onReconnect: () => void) => Promise<Listening>;

/** Sends `payloads` on `channel`, all in one transaction, which need not wait for a disk flush. */
export type Notify = (channel: string, payloads: readonly string[]) => Promise<void>;
