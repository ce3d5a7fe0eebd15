import { matchStatus, type Typed } from '../engine';
import { credentialOf, identify, requireSeat, seatOf } from './caller';
import { loadCurrent } from './current-game';
import type { AppDeps } from './deps';
import { historyStart } from './load-game';
import { presentEntry, presentView, type GameView, type LogEvent } from './present';

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
}

export async function legalMoves(deps: AppDeps, id: string, token: string | undefined): Promise<LegalMoves> {
  const credential = await credentialOf(deps, token);
  const loaded = await loadCurrent(deps, id);
  const seat = requireSeat(identify(loaded, credential));
  const { game, match } = loaded;
  const status = matchStatus(game, match);
  const moves = status.toAct.includes(seat) ? (game.legalActions(match.state, seat) as Typed[]) : [];
  return { game: loaded.record.type, version: match.version, seat, moves };
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
  let loaded = await loadCurrent(deps, id);
  // Entries before the history in memory (a snapshot's, a cached game's cut) come from the log.
  if (after < historyStart(loaded)) loaded = await loadCurrent(deps, id, { fullHistory: true });
  const seat = seatOf(identify(loaded, credential));
  const entries = loaded.history.filter((h) => h.seq > after).slice(0, limit);
  const last = entries.at(-1)?.seq ?? after;
  return {
    game: loaded.record.type,
    version: loaded.match.version,
    events: entries.map((h) => presentEntry(loaded.game, h, seat)),
    next: last < loaded.match.version ? last : null,
  };
}
