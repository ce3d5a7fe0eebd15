import { deadlineAt, matchStatus, remainingMs, seatClocks as clocksOf, type ClockState, type Seat } from '../../engine';
import { clockSettingsOf } from '../catalogue';
import { playerOfHolder } from './facts';
import type { LoadedGame } from './loaded-game';

/** The clock of a game is computed by the engine (engine/clock/) from its settings and its log. */

/** Whether the game has a clock (per move or a bank) that can run out. */
export const hasClock = (loaded: LoadedGame): boolean => clockSettingsOf(loaded.record.settings).kind !== 'none';

const stateOf = (loaded: LoadedGame): ClockState => ({ starts: loaded.turnStarts, banks: loaded.banks, leaves: loaded.leaves });

/** A seat's clock as answers show it: seconds it holds (as its running turn began), and its deadline. */
export interface SeatClockView {
  readonly remaining: number;
  readonly deadline: string | null;
}

/** A seat's deadline: when its current turn began plus the time it had then; null without a clock. */
export function deadlineOf(loaded: LoadedGame, seat: Seat): string | null {
  return deadlineAt(clockSettingsOf(loaded.record.settings), stateOf(loaded), seat);
}

/** Every seat's deadline (null where none runs). */
export function deadlines(loaded: LoadedGame): Array<string | null> {
  return loaded.match.seats.map((_, seat) => deadlineOf(loaded, seat));
}

/** Every seat's clock (seconds, to the millisecond); null when the game has none. */
export function seatClocks(loaded: LoadedGame): SeatClockView[] | null {
  const clocks = clocksOf(clockSettingsOf(loaded.record.settings), stateOf(loaded));
  return clocks === null ? null : clocks.map((c) => ({ remaining: c.remainingMs / 1000, deadline: c.deadline }));
}

/** The seconds `seat` holds (SeatClockView.remaining); null when the game has no clock. Events that
 * start a turn carry it beside the deadline: a clock is public, like the seats' names. */
export function remainingOf(loaded: LoadedGame, seat: Seat): number | null {
  const ms = remainingMs(clockSettingsOf(loaded.record.settings), stateOf(loaded), seat);
  return ms === null ? null : ms / 1000;
}

/** The earliest deadline now running, for the sweep's index; null when none. */
export function earliestDeadline(loaded: LoadedGame): string | null {
  const running = deadlines(loaded).filter((d): d is string => d !== null);
  return running.length === 0 ? null : running.reduce((a, b) => (a < b ? a : b));
}

/**
 * The awaited seats a player holds in a game whose clock runs: those a reminder may be due for
 * (turns/reminders.ts). While there is one, every append sets the game's wake-up to now, so that the
 * sweep looks at the turn with the player's thresholds and moves the wake-up to the next reminder.
 */
export function remindableSeats(loaded: LoadedGame): Seat[] {
  if (!hasClock(loaded)) return [];
  return matchStatus(loaded.game, loaded.match).toAct.filter((seat) => playerOfHolder(loaded.match.holders[seat]) !== null && deadlineOf(loaded, seat) !== null);
}

/** A seat whose deadline has passed at `now`, if any (the lowest seat first). */
export function overdueSeat(loaded: LoadedGame, now: Date): Seat | null {
  if (!hasClock(loaded)) return null;
  const status = matchStatus(loaded.game, loaded.match);
  for (const seat of status.toAct) {
    const deadline = deadlineOf(loaded, seat);
    if (deadline !== null && Date.parse(deadline) <= now.getTime()) return seat;
  }
  return null;
}
