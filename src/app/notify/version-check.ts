import type { AppDeps } from '../deps';
import { loadStored } from '../load';
import type { VersionCheck } from './polling';

/**
 * The Workers poller's check: each watched game read through the cache, i.e. only the entries after
 * the cached version, with the game's row — one indexed query per game, which also brings the new
 * entries when there are any. So the waiter that wakes answers from the cache, and an open stream
 * costs exactly one query per poll interval, change or not. (A wait across many games — a player's,
 * later — would check them all with one `max(seq)` query instead.)
 */
export function versionsThroughCache(deps: () => AppDeps): VersionCheck {
  return async (gameIds) => {
    const read = await Promise.all(gameIds.map(async (id) => [id, (await loadStored(deps(), id)).match.version] as const));
    return new Map(read);
  };
}
