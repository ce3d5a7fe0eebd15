import { runOut } from './leave';
import type { ClockSettings, ClockState } from './settings';

/** What a seat's clock shows: the milliseconds it holds (for a running clock: when its turn began),
 * and when it runs out (null while the seat is not awaited). */
export interface SeatClock {
  readonly remainingMs: number;
  readonly deadline: string | null;
}

/** The milliseconds `seat` has as of its turn's start (or now, when not awaited); null: no clock. */
export function remainingMs(settings: ClockSettings, state: ClockState, seat: number): number | null {
  switch (settings.kind) {
    case 'none':
      return null;
    case 'per-move':
      return settings.seconds * 1000;
    case 'bank':
      return state.banks?.[seat] ?? settings.initial * 1000;
    default: {
      const never: never = settings;
      throw new Error(`unknown clock ${JSON.stringify(never)}`);
    }
  }
}

/** When `seat`'s time runs out: its turn's start plus what it held then, pushed by each of its leave
 * spans the clock meets before it runs out (leave begun during the turn stops it at once); null when
 * no clock runs. */
export function deadlineAt(settings: ClockSettings, state: ClockState, seat: number): string | null {
  const start = state.starts[seat] ?? null;
  const left = remainingMs(settings, state, seat);
  if (start === null || left === null) return null;
  return new Date(runOut(Date.parse(start), left, state.leaves[seat] ?? [])).toISOString();
}

/** Every seat's clock; null when the game has none. */
export function seatClocks(settings: ClockSettings, state: ClockState): SeatClock[] | null {
  if (settings.kind === 'none') return null;
  return state.starts.map((_, seat) => ({ remainingMs: remainingMs(settings, state, seat)!, deadline: deadlineAt(settings, state, seat) }));
}

/** Whether a timeout of `seat` written at `at` is due: its deadline has come (at or after it). */
export function timeoutDue(settings: ClockSettings, state: ClockState, seat: number, at: string): boolean {
  const deadline = deadlineAt(settings, state, seat);
  return deadline !== null && Date.parse(deadline) <= Date.parse(at);
}
