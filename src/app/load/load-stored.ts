import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import { extend, loadedGame, type LoadedGame } from '../game';
import { botsPlay } from './bot-window';
import { loadCold } from './cold-load';

/** What a game id can be made of (printable ASCII): anything else names no game. Checked before the
 * query, because PostgreSQL refuses some strings outright (a NUL byte was a 500). */
const POSSIBLE_ID = /^[\x21-\x7e]{1,64}$/;

/**
 * Loads a game as stored (without applying any due timeout: see turns/current-game.ts), in one round
 * trip: from the cache and the entries after the cached version, or cold — from the latest snapshot
 * and the entries after it (load/cold-load.ts). `fullHistory`: with every entry of the log in
 * `history` (a reader of old entries; kept in the cache only for its bots, cut as the cache cuts).
 */
export async function loadStored(deps: AppDeps, id: string, { fullHistory = false }: { fullHistory?: boolean } = {}): Promise<LoadedGame> {
  if (!POSSIBLE_ID.test(id)) throw new AppError('not-found', `there is no game ${JSON.stringify(id)}`);
  const cached = deps.cache?.get(id);
  if (!cached || (fullHistory && cached.origin !== null)) {
    const loaded = await loadCold(deps, id, { fullHistory });
    if (!loaded) {
      deps.cache?.drop(id);
      throw new AppError('not-found', `there is no game ${id}`);
    }
    // A whole log read for a bot is kept too (the cache cuts it short of the bot's window): the
    // next bot move then needs no second read and replay of it (load/bot-window.ts).
    if (!fullHistory || botsPlay(loaded)) deps.cache?.put(loaded);
    return loaded;
  }
  const stored = await deps.store.loadGame(id, cached.match.version);
  if (!stored) {
    deps.cache?.drop(id);
    throw new AppError('not-found', `there is no game ${id}`);
  }
  const { log, snapshot: _, ...recordFields } = stored;
  const loaded = extend(loadedGame(recordFields, cached.game, cached.random, cached.match, cached.history, cached.turnStarts, cached.banks, cached.leaves, cached.origin), log);
  deps.cache?.put(loaded);
  return loaded;
}
