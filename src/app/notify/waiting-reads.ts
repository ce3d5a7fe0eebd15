import { identify, requireSeat, seatOf } from '../caller';
import { loadCurrent } from '../current-game';
import type { AppDeps } from '../deps';
import type { LoadedGame } from '../load-game';
import { presentView, type GameView } from '../present';
import { movesOf, pageOf, withHistoryAfter, type EventPage, type LegalMoves } from '../read-game';
import { GameWatch, type WaitOptions } from './wait';

/**
 * The reads of `GET /v1/games/{id}`, `…/legal-moves` and `…/events` with a wait (RFC 7240 `Prefer:
 * wait`): each answers at once when the game is already past what the client has seen, else as soon
 * as it moves past it, else "unchanged" when the wait runs out (the edge answers `304 Not Modified`). The
 * caller is identified before any wait, so a bad token is refused at once.
 */

/** An answer, or "not modified": the game is still at `version`, one the client holds. */
export type Past<T> = { readonly changed: true; readonly value: T } | { readonly changed: false; readonly version: number };

const changed = <T>(value: T): Past<T> => ({ changed: true, value });

/** What the client has seen and how long it will wait for more (no `wait`: answer at once). */
export interface Seen {
  /** Versions the client holds (`If-None-Match`); an answer at any of them is "not modified". */
  readonly versions: readonly number[];
  readonly wait?: WaitOptions;
}

/**
 * Reads the game, and when it is still at a version the client holds, waits for it to move on: the
 * watch starts before the read, so a move at any moment between the two wakes the wait.
 */
async function readPast<T>(deps: AppDeps, id: string, seen: Seen, who: (loaded: LoadedGame) => (loaded: LoadedGame) => T): Promise<Past<T>> {
  const watch = seen.wait && seen.versions.length > 0 && GameWatch.possible(deps) ? new GameWatch(deps, id, seen.wait.signal) : null;
  try {
    const loaded = await loadCurrent(deps, id);
    const answer = who(loaded);
    const version = loaded.match.version;
    if (!seen.versions.includes(version)) return changed(answer(loaded));
    const next = watch ? await watch.past(loaded, seen.wait!.timeoutMs) : null;
    return next ? changed(answer(next)) : { changed: false, version };
  } finally {
    watch?.stop();
  }
}

/** The caller's view, unless it is still at a version the client holds. */
export function viewPast(deps: AppDeps, id: string, token: string | undefined, seen: Seen): Promise<Past<GameView>> {
  return readPast(deps, id, seen, (loaded) => {
    const seat = seatOf(identify(loaded, token));
    return (now) => presentView(now, seat);
  });
}

/** The caller's legal moves, unless the game is still at a version the client holds. */
export function legalMovesPast(deps: AppDeps, id: string, token: string | undefined, seen: Seen): Promise<Past<LegalMoves>> {
  return readPast(deps, id, seen, (loaded) => {
    const seat = requireSeat(identify(loaded, token));
    return (now) => movesOf(now, seat);
  });
}

/**
 * The log after `after`: at once when there is something after it; with a wait, as soon as there is;
 * "unchanged" when the wait runs out. Without a wait, an empty page (as always).
 */
export async function eventsPast(deps: AppDeps, id: string, token: string | undefined, after: number, limit: number, wait?: WaitOptions): Promise<Past<EventPage>> {
  const watch = wait && GameWatch.possible(deps) ? new GameWatch(deps, id, wait.signal) : null;
  try {
    const loaded = await loadCurrent(deps, id);
    const seat = seatOf(identify(loaded, token));
    const pageAfter = async (now: LoadedGame) => changed(pageOf(await withHistoryAfter(deps, id, now, after), seat, after, limit));
    if (loaded.match.version > after || !watch) return pageAfter(loaded);
    // Past `after`, which may be ahead of the game: wait for each version until one is past it.
    const end = Date.now() + wait!.timeoutMs;
    let next: LoadedGame | null = loaded;
    while (next && next.match.version <= after) next = await watch.past(next, end - Date.now());
    return next ? pageAfter(next) : { changed: false, version: loaded.match.version };
  } finally {
    watch?.stop();
  }
}
