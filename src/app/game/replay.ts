import { applyCommand, hexToBytes, newMatch, replay, seededRandom, type AnyGame, type Command, type Match, type MatchEvent, type Outcome, type Seat, type Typed } from '../../engine';
import { findGame } from '../../games/registry';
import type { LogEntry, StoredGame } from '../../store';
import { randomFor } from './fairness';
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
  const turnStarts = turnStartsAfter(loaded.turnStarts, outcome.match.status.toAct, entry);
  const random = randomFor(loaded.record, loaded.match, loaded.random, command);
  return loadedGame(loaded.record, loaded.game, random, outcome.match, history, turnStarts, loaded.origin);
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

const botOf = (entry: LogEntry): string | null => {
  const bot = (entry.payload as { bot?: unknown } | null)?.bot;
  return typeof bot === 'string' ? bot : null;
};

/**
 * When each seat's current turn began, after `entry`: a seat's turn (re)starts when it becomes
 * awaited, or when it acted and is still awaited (it owes another move); the turn clock counts from
 * there. Answers `prev` itself when nothing changed.
 */
function turnStartsAfter(prev: readonly (string | null)[], toAct: readonly Seat[], entry: LogEntry): readonly (string | null)[] {
  const next = prev.slice();
  return setTurnStarts(next, toAct, entry) ? next : prev;
}

/**
 * `turnStartsAfter`, in place: sets the seats of `starts` whose turn start changes and answers
 * whether any did. `extend` owns the array it updates (the steps in between are never seen), so a
 * replay copies it once instead of once per entry.
 */
function setTurnStarts(starts: (string | null)[], toAct: readonly Seat[], entry: LogEntry): boolean {
  let changed = false;
  for (let seat = 0; seat < starts.length; seat++) {
    const now = turnStartOf(starts, seat, toAct, entry);
    if (now !== (starts[seat] ?? null)) {
      starts[seat] = now;
      changed = true;
    }
  }
  return changed;
}

/** When `seat`'s turn began, after `entry` (see turnStartsAfter). */
function turnStartOf(starts: readonly (string | null)[], seat: Seat, toAct: readonly Seat[], entry: LogEntry): string | null {
  const before = starts[seat] ?? null;
  // toAct.includes(seat), written out: this runs for every seat of every replayed entry.
  let awaited = false;
  for (let k = 0; k < toAct.length; k++) {
    if (toAct[k] === seat) {
      awaited = true;
      break;
    }
  }
  return !awaited ? null : before === null || entry.seat === seat ? entry.createdAt : before;
}

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
  // Copied on the first change, then updated in place (loaded.turnStarts itself is never changed).
  let turnStarts: (string | null)[] | null = null;
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
    if (turnStarts !== null) setTurnStarts(turnStarts, match.status.toAct, entry);
    else {
      const copy = loaded.turnStarts.slice();
      if (setTurnStarts(copy, match.status.toAct, entry)) turnStarts = copy;
    }
  }
  return loadedGame(loaded.record, game, random, match, history, turnStarts ?? loaded.turnStarts, origin);
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
  const empty = loadedGame(recordFields, game, seededRandom(hexToBytes(stored.seed)), match, [], match.seats.map(() => null));
  return extend(empty, log, keep);
}

/** The rules a stored game replays under: its type at its own ruleset version, for good. */
export function gameOf(stored: Pick<StoredGame, 'id' | 'type' | 'rulesetVersion'>): AnyGame {
  const game = findGame(stored.type, stored.rulesetVersion);
  if (!game) throw new Error(`stored game ${stored.id} has unknown type ${stored.type} or ruleset version ${stored.rulesetVersion}`);
  return game;
}
