import { watched, type AppDeps } from '../deps';
import { AppError } from '../errors';
import { extend, loadedGame, type LoadedGame } from '../game';
import { botsPlay } from './bot-window';
import { loadCold } from './cold-load';

/** What a game id can be made of (printable ASCII): anything else names no game. Checked before the
 * query, because PostgreSQL refuses some strings outright (a NUL byte was a 500). */
const POSSIBLE_ID = /^[\x21-\x7e]{1,64}$/;

/**
 * Loads a game as stored (without applying any due timeout: see turns/current-game.ts): from memory
 * when the cached game is known to be current (AppDeps.currency: no database read at all); else in
 * one round trip, from the cache and the entries after the cached version, or cold — from the latest
 * snapshot and the entries after it (load/cold-load.ts). `fullHistory`: with every entry of the log
 * in `history` (a reader of old entries; kept in the cache only for its bots, cut as the cache cuts).
 */
export async function loadStored(deps: AppDeps, id: string, { fullHistory = false }: { fullHistory?: boolean } = {}): Promise<LoadedGame> {
  if (!POSSIBLE_ID.test(id)) throw new AppError('not-found', `there is no game ${JSON.stringify(id)}`);
  const cached = deps.cache?.get(id);
  const fromCache = cached !== undefined && (!fullHistory || cached.origin === null);
  if (fromCache && (await deps.currency?.isCurrent(id, cached.match.version))) return cached;
  const read = () => (fromCache ? extendCached(deps, cached) : loadCold(deps, id, { fullHistory }));
  const loaded = await watched(deps, id, false, read, (l) => l?.match.version ?? null);
  if (!loaded) {
    deps.cache?.drop(id);
    throw new AppError('not-found', `there is no game ${id}`);
  }
  // A whole log read for a bot is kept too (the cache cuts it short of the bot's window): the next
  // bot move then needs no second read and replay of it (load/bot-window.ts).
  if (!fullHistory || fromCache || botsPlay(loaded)) deps.cache?.put(loaded);
  return loaded;
}

/** The cached game and the entries committed after it (null: the game is gone). */
async function extendCached(deps: AppDeps, cached: LoadedGame): Promise<LoadedGame | null> {
  const stored = await deps.store.loadGame(cached.record.id, cached.match.version);
  if (!stored) return null;
  const { log, snapshot: _, ...recordFields } = stored;
  return extend(loadedGame(recordFields, cached.game, cached.random, cached.match, cached.history, cached.turnStarts, cached.banks, cached.leaves, cached.origin), log);
}
