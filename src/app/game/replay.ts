import {
  applyCommand,
  clockEntryOf,
  hexToBytes,
  initialClock,
  newMatch,
  replay,
  seededRandom,
  stepClock,
  stepClockInPlace,
  type AnyGame,
  type ClockEntry,
  type Command,
  type LeaveSpan,
  type Match,
  type MatchEvent,
  type Outcome,
  type Seat,
  type Typed,
} from '../../engine';
import { findGame } from '../../games/registry';
import type { LogEntry, StoredGame } from '../../store';
import { randomFor } from './fairness';
import { clockSettingsOf } from '../catalogue';
import { historyStart, loadedGame, type HistoryEntry, type LoadedGame } from './loaded-game';

export function commandOf(entry: Pick<LogEntry, 'kind' | 'seat' | 'payload'>): Command {
  const payload = entry.payload as Record<string, unknown>;
  switch (entry.kind) {
    case 'join':
      return {
        kind: 'join',
        seat: entry.seat!,
        name: String(payload.name),
        entropy: typeof payload.entropy === 'string' ? payload.entropy : null,
        holder: (payload.holder as string | undefined) ?? null,
      };
    case 'action':
    case 'auto':
    case 'timeout':
    case 'bot':
      return { kind: 'action', seat: entry.seat!, action: payload.action as Typed };
    case 'leave':
      return { kind: 'leave', seat: entry.seat! };
    case 'resign':
      return { kind: 'resign', seat: entry.seat! };
    case 'abort':
      return { kind: 'abort', seat: entry.seat };
    case 'reset':
      return { kind: 'reset', seat: entry.seat!, name: (payload.name as string | null) ?? null, holder: (payload.holder as string | null | undefined) ?? null };
    case 'takeover':
      return { kind: 'takeover', seat: entry.seat!, bot: String(payload.bot) };
    case 'rematch':
      return { kind: 'rematch', gameId: String(payload.gameId) };
    case 'declare-leave':
      return { kind: 'declare-leave', seat: entry.seat!, id: String(payload.id), from: String(payload.from), until: String(payload.until) };
    case 'cancel-leave':
      return { kind: 'cancel-leave', seat: entry.seat!, id: String(payload.id) };
    case 'remind':
      return { kind: 'remind', seat: entry.seat!, threshold: Number(payload.threshold), deadline: String(payload.deadline) };
    default: {
      const never: never = entry.kind;
      throw new Error(`unknown log entry kind ${String(never)}`);
    }
  }
}

/**
 * Adds one accepted entry, pushing it onto `history` — a fresh array the caller made for a batch,
 * so a replay of n entries copies the history once, not n times.
 */
export function record(
  loaded: LoadedGame,
  entry: LogEntry,
  outcome: Extract<Outcome, { ok: true }>,
  command: Command,
  history: HistoryEntry[],
): LoadedGame {
  history.push(historyEntry(entry, command, outcome.events));
  const clock = stepClock(clockSettingsOf(loaded.record.settings), { starts: loaded.turnStarts, banks: loaded.banks, leaves: loaded.leaves }, clockEntry(entry, command, outcome.match.status.toAct));
  const random = randomFor(loaded.record, loaded.match, loaded.random, command);
  return loadedGame(loaded.record, loaded.game, random, outcome.match, history, clock.starts, clock.banks, clock.leaves, loaded.origin);
}

const historyEntry = (entry: LogEntry, command: Command, events: readonly MatchEvent[]): HistoryEntry => ({
  seq: entry.seq,
  kind: entry.kind,
  seat: entry.seat,
  at: entry.createdAt,
  command,
  events,
  idempotencyKey: entry.idempotencyKey,
  requestHash: entry.requestHash,
  bot: botOf(entry),
  payload: entry.payload,
});

/** A log entry as the clock sees it (engine/clock-entry.ts): its time, its seat, whether it is a move, its leave, who is awaited after it. */
const clockEntry = (entry: LogEntry, command: Command, toAct: readonly Seat[]): ClockEntry => clockEntryOf(entry.createdAt, entry.seat, command, toAct);

const botOf = (entry: LogEntry): string | null => {
  const bot = (entry.payload as { bot?: unknown } | null)?.bot;
  return typeof bot === 'string' ? bot : null;
};

/** Replays stored entries on top of `loaded`. A stored entry was accepted once, so a rejection
 * here means corrupt data or changed rules: a bug, and it throws. With `keep`, when the entries
 * are at least that many, the history keeps only the last `keep` of them (what a cache holds). */
export function extend(loaded: LoadedGame, entries: readonly LogEntry[], keep = Infinity): LoadedGame {
  if (entries.length === 0) return loaded;
  const { game } = loaded;
  const skip = entries.length >= keep ? entries.length - keep : 0;
  const history = skip > 0 ? [] : loaded.history.slice();
  let origin = loaded.origin;
  let match = loaded.match;
  let random = loaded.random;
  // Copied on the first change, then updated in place (loaded.turnStarts and banks are never changed).
  const clock = clockSettingsOf(loaded.record.settings);
  let turnStarts: (string | null)[] | null = null;
  let banks: number[] | null = null;
  let leaves: (readonly LeaveSpan[])[] | null = null;
  for (let i = 0; i < entries.length; i++) {
    if (i === skip && skip > 0) origin = match;
    const entry = entries[i]!;
    const command = commandOf(entry);
    random = randomFor(loaded.record, match, random, command);
    const outcome = applyCommand(game, match, command, random);
    if (!outcome.ok) {
      throw new Error(`log replay of ${loaded.record.id} rejected at seq ${entry.seq}: ${outcome.rejection.code} ${outcome.rejection.message}`);
    }
    match = outcome.match;
    if (i >= skip) history.push(historyEntry(entry, command, outcome.events));
    const step = clockEntry(entry, command, match.status.toAct);
    if (turnStarts !== null) stepClockInPlace(clock, turnStarts, banks, leaves!, step);
    else {
      const copy = loaded.turnStarts.slice();
      const bankCopy = loaded.banks === null ? null : loaded.banks.slice();
      const leaveCopy = loaded.leaves.slice();
      if (stepClockInPlace(clock, copy, bankCopy, leaveCopy, step)) [turnStarts, banks, leaves] = [copy, bankCopy, leaveCopy];
    }
  }
  return loadedGame(loaded.record, game, random, match, history, turnStarts ?? loaded.turnStarts, turnStarts ? banks : loaded.banks, leaves ?? loaded.leaves, origin);
}

/** The match as it stood right after log entry `seq` (at least `historyStart(loaded)`). */
export function matchAt(loaded: LoadedGame, seq: number): Match {
  if (seq < historyStart(loaded)) throw new Error(`the history of ${loaded.record.id} starts after version ${historyStart(loaded)}, not ${seq}`);
  const commands = loaded.history.filter((h) => h.seq <= seq).map((h) => h.command);
  return replay(loaded.game, loaded.origin ?? newMatch(loaded.game, loaded.record.options), commands, loaded.random);
}

/** The game a stored record and its log (from version 0) replay to; `keep` as in `extend`. */
export function fromStored(stored: StoredGame, keep = Infinity): LoadedGame {
  const game = gameOf(stored);
  const { log, snapshot: _, ...recordFields } = stored;
  const match = newMatch(game, stored.options);
  const clock = initialClock(clockSettingsOf(stored.settings), match.seats.length);
  const empty = loadedGame(recordFields, game, seededRandom(hexToBytes(stored.seed)), match, [], clock.starts, clock.banks, clock.leaves);
  return extend(empty, log, keep);
}

/** The rules a stored game replays under: its type at its own ruleset version, for good. */
export function gameOf(stored: Pick<StoredGame, 'id' | 'type' | 'rulesetVersion'>): AnyGame {
  const game = findGame(stored.type, stored.rulesetVersion);
  if (!game) throw new Error(`stored game ${stored.id} has unknown type ${stored.type} or ruleset version ${stored.rulesetVersion}`);
  return game;
}
