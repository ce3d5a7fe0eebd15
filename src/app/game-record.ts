import { matchStatus, type GameResult, type MatchEvent, type Seat, type Typed } from '../engine';
import { loadCurrent } from './current-game';
import type { AppDeps } from './deps';
import { AppError } from './errors';
import { fairnessOf, type Fairness } from './fairness';
import type { HistoryEntry } from './load-game';
import type { Settings } from '../store';

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
  readonly result: GameResult;
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
  /** Every event the entry caused, as the rules emitted them (every card included). */
  readonly events: readonly MatchEvent[];
}

export async function getGameRecord(deps: AppDeps, id: string): Promise<GameRecord> {
  // The whole log, not the entries after a snapshot or the cache's latest ones: a verifier replays it all.
  const loaded = await loadCurrent(deps, id, { fullHistory: true });
  const { record, game, match } = loaded;
  const status = matchStatus(game, match);
  if (status.phase !== 'finished') {
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
      events: h.events,
    })),
  };
}
