import type { Client } from './client';
import type { GameView, Snapshot } from './types';
import { openPolling } from './live-poll';

/**
 * Live updates of one game, as one reader sees it. The table only ever talks to this interface, so
 * the way updates arrive can change under it: today by polling the view (`If-None-Match`, answered
 * `304` while nothing changed); once `GET /v1/games/{id}/stream` lands (SSE: a `view` event with the
 * view and legal moves, then one event per log entry, `id:` = version, `Last-Event-ID` to resume), a
 * stream implementation of `openLive` replaces `openPolling` and nothing else changes.
 */
export interface LiveOptions {
  readonly gameId: string;
  /** Reads as the reader: with their seat token, or as a spectator. */
  readonly client: Client;
  /** Each newer view (and the reader's legal moves at that version). */
  onSnapshot(snapshot: Snapshot): void;
  /** `live` while updates arrive; `reconnecting` while the server cannot be reached (it retries). */
  onConnection(state: ConnectionState): void;
  /** A refusal that retrying will not mend (the game does not exist, the token is not valid). */
  onFailure(err: unknown): void;
}

export type ConnectionState = 'live' | 'reconnecting';

export interface LiveGame {
  /** A view the reader already has (the answer to their own action): shown without reading it again.
   * Settles once it is shown (with its legal moves), so the table never offers moves of the old one. */
  accept(view: GameView): Promise<void>;
  /** Look again now (after a refused move, when the page becomes visible). */
  refresh(): void;
  close(): void;
}

export function openLive(options: LiveOptions): LiveGame {
  return openPolling(options);
}
