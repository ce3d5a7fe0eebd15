import type { StreamEntry } from '../../../clients/typescript/index';
import type { Client } from './client';
import type { GameView, Snapshot } from './types';

/**
 * Live updates of one game, as one reader sees it. The table only ever talks to this interface:
 * today it is the game's stream (live-stream.ts: `GET /v1/games/{id}/stream`, resumed with
 * Last-Event-ID after a drop), the way updates arrive can change under it without the table knowing.
 */
export interface LiveOptions {
  readonly gameId: string;
  /** Reads as the reader: with their seat token or player key, or as a spectator. */
  readonly client: Client;
  /** The same credential, for the stream (sent as `Authorization`, never in the URL). */
  readonly token: string | undefined;
  /** Each newer view (and the reader's legal moves at that version). */
  onSnapshot(snapshot: Snapshot): void;
  /** Each new log entry, redacted for the reader, once and in order (after a resume too). */
  onEntry(entry: StreamEntry): void;
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
  /** Look again now (after a refused move). */
  refresh(): void;
  close(): void;
}
