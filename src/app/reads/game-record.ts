import { recordEventOf, type Command, type MatchEvent, type MatchResult, type Seat, type Typed } from '../../engine';
import { loadCurrent } from '../turns';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import { fairnessOf, isOver, statusOf, type Fairness, type HistoryEntry } from '../game';
import type { Settings } from '../../store';

/**
 * A finished game's whole record (README "Fair deals"): every log entry with the command it holds and
 * every event it caused, nothing redacted, with the revealed seeds. Once a game is over nothing in it
 * is secret — the revealed seed recomputes every deal anyway — so anyone may read it, and a verifier
 * (src/verify/) can recompute the game from it. Before the end it would show hidden cards: refused.
 */
export interface GameRecord {
  readonly id: string;
  readonly type: string;
  readonly rulesetVersion: number;
  /** The game's own options (defaults applied), apart from the table settings. */
  readonly options: unknown;
  readonly settings: Settings;
  readonly createdAt: string;
  readonly version: number;
  readonly seats: Array<{ seat: Seat; name: string | null }>;
  readonly fairness: Fairness;
  readonly result: MatchResult;
  readonly log: RecordEntry[];
}

export interface RecordEntry {
  readonly seq: number;
  readonly at: string;
  readonly kind: HistoryEntry['kind'];
  readonly seat: Seat | null;
  /** A join's player name and entropy (hex; null: none sent); null for other entries. */
  readonly join: { name: string; entropy: string | null } | null;
  /** The action an `action`, `auto` or `timeout` entry holds; null for a join. */
  readonly action: Typed | null;
  /** What a lifecycle entry holds besides its kind and seat: a reset's new name, a rematch's game. */
  readonly lifecycle: { readonly name?: string | null; readonly gameId?: string; readonly bot?: string; readonly leave?: { readonly id: string; readonly from?: string; readonly until?: string }; readonly reminder?: { readonly threshold: number; readonly deadline: string } } | null;
  /** Every event the entry caused, as the rules emitted them (every card included), in the public
   * events' form and units (`Game.recordEvent`). */
  readonly events: readonly MatchEvent[];
}

export async function getGameRecord(deps: AppDeps, id: string): Promise<GameRecord> {
  // The whole log, not the entries after a snapshot or the cache's latest ones: a verifier replays it all.
  const loaded = await loadCurrent(deps, id, { fullHistory: true });
  const { record, match, game } = loaded;
  const status = statusOf(loaded);
  // An aborted game is over too, its seed revealed: nothing in it is secret any more.
  if (!isOver(loaded)) {
    throw new AppError('game-not-finished', 'the record of a game is public once it is finished: until then it would show hidden cards');
  }
  return {
    id: record.id,
    type: record.type,
    rulesetVersion: record.rulesetVersion,
    options: match.options,
    settings: record.settings,
    createdAt: record.createdAt,
    version: match.version,
    seats: match.seats.map((name, seat) => ({ seat, name })),
    fairness: fairnessOf(record, match, true, null),
    result: status.result!,
    log: loaded.history.map((h) => ({
      seq: h.seq,
      at: h.at,
      kind: h.kind,
      seat: h.seat,
      join: h.command.kind === 'join' ? { name: h.command.name, entropy: h.command.entropy ?? null } : null,
      action: h.command.kind === 'action' ? h.command.action : null,
      lifecycle: lifecycleOf(h.command),
      events: h.events.map((e) => recordEventOf(game, e)),
    })),
  };
}

/** The part of a lifecycle command the record shows (holders are not shown: they name players). */
function lifecycleOf(command: Command): RecordEntry['lifecycle'] {
  switch (command.kind) {
    case 'join':
    case 'action':
      return null;
    case 'reset':
      return { name: command.name };
    case 'takeover':
      return { bot: command.bot };
    case 'rematch':
      return { gameId: command.gameId };
    case 'declare-leave':
      return { leave: { id: command.id, from: command.from, until: command.until } };
    case 'cancel-leave':
      return { leave: { id: command.id } };
    case 'remind':
      return { reminder: { threshold: command.threshold, deadline: command.deadline } };
    case 'leave':
    case 'resign':
    case 'abort':
      return {};
    default: {
      const never: never = command;
      throw new Error(`unknown command ${JSON.stringify(never)}`);
    }
  }
}
