/**
 * When a seat is reminded that its time runs short (issue 27 item 3, README "Reminders"): pure, from
 * its turn (what it held when the turn began, its deadline), its player's thresholds (seconds left),
 * the thresholds already reminded in this turn, and now. The log is the only record of what was sent.
 *
 * - A threshold counts only in a turn that began with more time than it: a turn that starts with
 *   30 minutes has no "1 hour left" (its `turn.started` already said the deadline).
 * - Once a threshold was reminded, it and every larger one are done for the turn: a late sweep that
 *   finds two passed sends only the most urgent, never "24 h left" after "1 h left".
 * - Only before the deadline: at the deadline a timeout is due, not a reminder.
 */

export interface SeatTurn {
  /** Milliseconds the seat held when its turn began. */
  readonly heldMs: number;
  /** Epoch milliseconds of its deadline. */
  readonly deadlineMs: number;
}

function open(thresholds: readonly number[], turn: SeatTurn, sent: readonly number[]): number[] {
  return thresholds.filter((t) => turn.heldMs > t * 1000 && !sent.some((s) => s <= t));
}

/** The threshold to remind now (the smallest one reached), or null. */
export function reminderDue(thresholds: readonly number[], turn: SeatTurn, sent: readonly number[], nowMs: number): number | null {
  if (nowMs >= turn.deadlineMs) return null;
  const reached = open(thresholds, turn, sent).filter((t) => turn.deadlineMs - t * 1000 <= nowMs);
  return reached.length === 0 ? null : Math.min(...reached);
}

/** When the next reminder of this turn falls due (epoch ms), or null: none is left. */
export function nextReminderAt(thresholds: readonly number[], turn: SeatTurn, sent: readonly number[], nowMs: number): number | null {
  const ahead = open(thresholds, turn, sent)
    .map((t) => turn.deadlineMs - t * 1000)
    .filter((at) => at > nowMs);
  return ahead.length === 0 ? null : Math.min(...ahead);
}
