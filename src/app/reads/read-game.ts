import type { Seat, Typed } from '../../engine';
import { credentialOf, identify, requireSeat, seatOf } from '../callers';
import { loadCurrent } from '../turns';
import type { AppDeps } from '../deps';
import { awaits, entriesAfter, historyStart, legalActionsOf, presentEntry, presentView, type GameView, type LoadedGame, type LogEvent } from '../game';
import { explainMoves, type MoveRefusal } from './explain-moves';

export async function getView(deps: AppDeps, id: string, token: string | undefined): Promise<GameView> {
  const credential = await credentialOf(deps, token);
  const loaded = await loadCurrent(deps, id);
  return presentView(loaded, seatOf(identify(loaded, credential)));
}

export interface LegalMoves {
  /** The game type, to switch on. */
  readonly game: string;
  readonly version: number;
  readonly seat: number;
  readonly moves: Typed[];
  /** With `explain`: why each other move the seat might try is refused now (explain-moves.ts). */
  readonly refusals?: MoveRefusal[];
}

export async function legalMoves(deps: AppDeps, id: string, token: string | undefined, explain = false): Promise<LegalMoves> {
  const credential = await credentialOf(deps, token);
  const loaded = await loadCurrent(deps, id);
  return movesOf(loaded, requireSeat(identify(loaded, credential)), explain);
}

/** A seat's legal moves in `loaded` (none when it is not the seat's turn), and with `explain` the refusals of the rest. */
export function movesOf(loaded: LoadedGame, seat: Seat, explain = false): LegalMoves {
  const moves = awaits(loaded, seat) ? legalActionsOf(loaded, seat) : [];
  return { game: loaded.record.type, version: loaded.match.version, seat, moves, ...(explain ? { refusals: explainMoves(loaded, seat, moves) } : {}) };
}

export interface EventPage {
  /** The game type, to switch on. */
  readonly game: string;
  readonly version: number;
  readonly events: LogEvent[];
  /** Pass as `after` to read on; null when this page reaches the current version. */
  readonly next: number | null;
}

export async function listEvents(deps: AppDeps, id: string, token: string | undefined, after: number, limit: number): Promise<EventPage> {
  const credential = await credentialOf(deps, token);
  const loaded = await withHistoryAfter(deps, id, await loadCurrent(deps, id), after);
  return pageOf(loaded, seatOf(identify(loaded, credential)), after, limit);
}

/**
 * `loaded` when its history holds every entry after `after`, else the game read again with its whole
 * history: entries before the history in memory (a snapshot's, a cached game's cut) come from the log.
 */
export async function withHistoryAfter(deps: AppDeps, id: string, loaded: LoadedGame, after: number): Promise<LoadedGame> {
  return after < historyStart(loaded) ? loadCurrent(deps, id, { fullHistory: true }) : loaded;
}

/** The log after `after` (at most `limit` entries) as `seat` (null: a spectator) may see it; `loaded`
 * must hold every entry after `after` (see withHistoryAfter). */
export function pageOf(loaded: LoadedGame, seat: Seat | null, after: number, limit: number): EventPage {
  const entries = entriesAfter(loaded, after).slice(0, limit);
  const last = entries.at(-1)?.seq ?? after;
  return {
    game: loaded.record.type,
    version: loaded.match.version,
    events: entries.map((h) => presentEntry(loaded.game, h, seat)),
    next: last < loaded.match.version ? last : null,
  };
}
