import { openStreaming } from './live-stream';
import type { LiveGame, LiveOptions } from './live-types';

export type { ConnectionState, LiveGame, LiveOptions } from './live-types';

/** Opens the live updates of one game (live-types.ts: what the table may rely on). */
export function openLive(options: LiveOptions): LiveGame {
  return openStreaming(options);
}
