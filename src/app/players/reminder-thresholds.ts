import { AppError } from '../errors';

/** At most this many thresholds a player (or the server's default) may have. */
export const MAX_REMINDERS = 4;
/** Each threshold, seconds left: from a minute to 30 days. */
export const REMINDER_RANGE = { min: 60, max: 30 * 86_400 } as const;

/**
 * A list of reminder thresholds as kept and used (README "Reminders"): whole seconds inside
 * REMINDER_RANGE, no more than MAX_REMINDERS, no two alike, largest first. An empty list means no
 * reminders. Answers the problem in words, or the list in order.
 */
export function judgeThresholds(values: readonly number[]): { ok: true; thresholds: number[] } | { ok: false; problem: string } {
  if (values.length > MAX_REMINDERS) return { ok: false, problem: `at most ${MAX_REMINDERS} thresholds` };
  for (const v of values) {
    if (!Number.isInteger(v) || v < REMINDER_RANGE.min || v > REMINDER_RANGE.max) return { ok: false, problem: `each threshold is whole seconds from ${REMINDER_RANGE.min} to ${REMINDER_RANGE.max}: ${v} is not` };
  }
  if (new Set(values).size !== values.length) return { ok: false, problem: 'no threshold twice' };
  return { ok: true, thresholds: [...values].sort((a, b) => b - a) };
}

/** The same for a request: a problem is `400 invalid-request` at `thresholds`. */
export function thresholdsOrThrow(values: readonly number[]): number[] {
  const judged = judgeThresholds(values);
  if (!judged.ok) throw new AppError('invalid-request', judged.problem, { errors: [{ path: 'thresholds', message: judged.problem }] });
  return judged.thresholds;
}
