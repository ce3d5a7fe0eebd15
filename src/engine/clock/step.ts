import { applyLeave, noLeave, runningMs } from './leave';
import type { ClockEntry, ClockSettings, ClockState, LeaveSpan } from './settings';

/** The clock of a game no entry has touched yet: nobody awaited, every bank full. */
export function initialClock(settings: ClockSettings, seats: number): ClockState {
  const starts = new Array<string | null>(seats).fill(null);
  return { starts, banks: settings.kind === 'bank' ? new Array<number>(seats).fill(settings.initial * 1000) : null, leaves: noLeave(seats) };
}

/** Whether `seat` is in `toAct` (written out: this runs for every seat of every replayed entry). */
function awaited(toAct: readonly number[], seat: number): boolean {
  for (let k = 0; k < toAct.length; k++) if (toAct[k] === seat) return true;
  return false;
}

/**
 * A seat's turn (re)starts when it becomes awaited, or when it moved and is still awaited (it owes
 * another move); its clock counts from there. Null while the seat is not awaited.
 */
function turnStartOf(before: string | null, seat: number, entry: ClockEntry): string | null {
  if (!awaited(entry.toAct, seat)) return null;
  return before === null || entry.seat === seat ? entry.at : before;
}

/**
 * The bank of `seat` after `entry`: a turn that ends (the seat moved, or is no longer awaited) is
 * charged the time since it began but for the seat's leave, never below zero; then a move of the
 * seat earns the increment, up to `max` (Fischer: the increment follows the move, so the cap applies
 * after it).
 */
function bankAfter(settings: Extract<ClockSettings, { kind: 'bank' }>, bank: number, start: string | null, seat: number, entry: ClockEntry, leave: readonly LeaveSpan[]): number {
  let left = bank;
  const ends = start !== null && (entry.seat === seat || !awaited(entry.toAct, seat));
  if (ends) left = Math.max(0, left - runningMs(Date.parse(start), Date.parse(entry.at), leave));
  if (entry.move && entry.seat === seat) {
    left += settings.increment * 1000;
    if (settings.max !== undefined) left = Math.min(left, settings.max * 1000);
  }
  return left;
}

/**
 * Applies one entry to `starts`, `banks` and `leaves` in place (arrays the caller owns: a replay
 * copies them once, not once per entry; a seat's spans are replaced, never changed) and answers
 * whether anything changed. The banks are charged against the turn starts as they stood before the
 * entry, so they are updated first. A leave entry changes its seat's spans and nothing else: it is no
 * move, and who is awaited stays the same.
 */
export function stepClockInPlace(settings: ClockSettings, starts: (string | null)[], banks: number[] | null, leaves: (readonly LeaveSpan[])[], entry: ClockEntry): boolean {
  if (entry.leave !== undefined) {
    const seat = entry.leave.seat;
    if (seat < 0 || seat >= leaves.length) return false;
    leaves[seat] = applyLeave(leaves[seat]!, entry.leave, entry.at);
    return true;
  }
  let changed = false;
  for (let seat = 0; seat < starts.length; seat++) {
    const before = starts[seat] ?? null;
    if (banks !== null && settings.kind === 'bank') {
      const bank = bankAfter(settings, banks[seat]!, before, seat, entry, leaves[seat]!);
      if (bank !== banks[seat]) {
        banks[seat] = bank;
        changed = true;
      }
    }
    const start = turnStartOf(before, seat, entry);
    if (start !== before) {
      starts[seat] = start;
      changed = true;
    }
  }
  return changed;
}

/** The clock after one more entry (a new state; `state` itself is never changed). */
export function stepClock(settings: ClockSettings, state: ClockState, entry: ClockEntry): ClockState {
  const starts = state.starts.slice();
  const banks = state.banks === null ? null : state.banks.slice();
  const leaves = state.leaves.slice();
  return stepClockInPlace(settings, starts, banks, leaves, entry) ? { starts, banks, leaves } : state;
}

/** The clock after a whole log, from the start: what the verifier and the tests recompute. */
export function clockOfLog(settings: ClockSettings, seats: number, entries: readonly ClockEntry[]): ClockState {
  const state = initialClock(settings, seats);
  const starts = state.starts.slice();
  const banks = state.banks === null ? null : state.banks.slice();
  const leaves = state.leaves.slice();
  for (const entry of entries) stepClockInPlace(settings, starts, banks, leaves, entry);
  return { starts, banks, leaves };
}
