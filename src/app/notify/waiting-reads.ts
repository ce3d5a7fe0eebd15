import type { Seat } from '../../engine';
import { credentialOf, identify, requireSeat, seatOf, type Credential } from '../callers';
import { loadCurrent } from '../turns';
import type { AppDeps } from '../deps';
import { presentView, type GameView, type LoadedGame } from '../game';
import { movesOf, pageOf, withHistoryAfter, type EventPage, type LegalMoves } from '../reads';
import { GameWatch, type WaitOptions } from './wait';

/**
 * The reads of `GET /v1/games/{id}`, `…/legal-moves` and `…/events` with a wait (RFC 7240 `Prefer:
 * wait`): each answers at once when the game is already past what the client has seen, else as soon
 * as it moves past it, else "unchanged" when the wait runs out (the edge answers `304 Not Modified`). The
 * caller is identified before any wait, so a bad token is refused at once, and again in the version
 * answered: a seat reset or left while the request waited is no longer that reader's (its token or
 * player key was revoked for it).
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
async function readPast<S, T>(deps: AppDeps, id: string, token: string | undefined, seen: Seen, reader: Reader<S>, answer: (loaded: LoadedGame, seat: S) => T): Promise<Past<T>> {
  const credential = await credentialOf(deps, token);
  const watch = seen.wait && seen.versions.length > 0 && GameWatch.possible(deps) ? new GameWatch(deps, id, seen.wait.signal) : null;
  try {
    const loaded = await loadCurrent(deps, id);
    const seat = reader(loaded, credential);
    const version = loaded.match.version;
    if (!seen.versions.includes(version)) return changed(answer(loaded, seat));
    const next = watch ? await watch.past(loaded, seen.wait!.timeoutMs) : null;
    return next ? changed(answer(next, reader(next, credential))) : { changed: false, version };
  } finally {
    watch?.stop();
  }
}

/** Who reads, in one version of the game (throws when the credential may not read it). */
type Reader<S> = (loaded: LoadedGame, credential: Credential) => S;
const anyReader: Reader<Seat | null> = (loaded, credential) => seatOf(identify(loaded, credential));
const seatReader: Reader<Seat> = (loaded, credential) => requireSeat(identify(loaded, credential));

/** The caller's view, unless it is still at a version the client holds. */
export function viewPast(deps: AppDeps, id: string, token: string | undefined, seen: Seen): Promise<Past<GameView>> {
  return readPast(deps, id, token, seen, anyReader, presentView);
}

/** The caller's legal moves, unless the game is still at a version the client holds. */
export function legalMovesPast(deps: AppDeps, id: string, token: string | undefined, seen: Seen, explain = false): Promise<Past<LegalMoves>> {
  return readPast(deps, id, token, seen, seatReader, (loaded, seat) => movesOf(loaded, seat, explain));
}

/**
 * The log after `after`: at once when there is something after it; with a wait, as soon as there is;
 * "unchanged" when the wait runs out. Without a wait, an empty page (as always).
 */
export async function eventsPast(deps: AppDeps, id: string, token: string | undefined, after: number, limit: number, wait?: WaitOptions): Promise<Past<EventPage>> {
  const credential = await credentialOf(deps, token);
  const watch = wait && GameWatch.possible(deps) ? new GameWatch(deps, id, wait.signal) : null;
  try {
    const loaded = await loadCurrent(deps, id);
    anyReader(loaded, credential); // a bad token is refused before any wait
    const pageAfter = async (now: LoadedGame) => {
      const page = await withHistoryAfter(deps, id, now, after);
      return changed(pageOf(page, anyReader(page, credential), after, limit));
    };
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
