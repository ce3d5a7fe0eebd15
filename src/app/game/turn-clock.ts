import { matchStatus, type Seat } from '../../engine';
import type { LoadedGame } from './loaded-game';

/** A seat's deadline: when its current turn began plus the game's turnTimeout; null without a clock. */
export function deadlineOf(loaded: LoadedGame, seat: Seat): string | null {
  const timeout = loaded.record.settings.turnTimeout;
  const started = loaded.turnStarts[seat] ?? null;
  if (timeout === null || started === null) return null;
  return new Date(Date.parse(started) + timeout * 1000).toISOString();
}

/** Every seat's deadline (null where none runs). */
export function deadlines(loaded: LoadedGame): Array<string | null> {
  return loaded.match.seats.map((_, seat) => deadlineOf(loaded, seat));
}

/** The earliest deadline now running, for the sweep's index; null when none. */
export function earliestDeadline(loaded: LoadedGame): string | null {
  const running = deadlines(loaded).filter((d): d is string => d !== null);
  return running.length === 0 ? null : running.reduce((a, b) => (a < b ? a : b));
}

/** A seat whose deadline has passed at `now`, if any (the lowest seat first). */
export function overdueSeat(loaded: LoadedGame, now: Date): Seat | null {
  if (loaded.record.settings.turnTimeout === null) return null;
  const status = matchStatus(loaded.game, loaded.match);
  for (const seat of status.toAct) {
    const deadline = deadlineOf(loaded, seat);
    if (deadline !== null && Date.parse(deadline) <= now.getTime()) return seat;
  }
  return null;
}
