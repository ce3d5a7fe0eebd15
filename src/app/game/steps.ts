import { matchStatus, type Seat } from '../../engine';
import type { HistoryEntry, LoadedGame } from './loaded-game';

/** One committed entry with the game as it stood before and after it. */
export interface CommitStep {
  readonly before: LoadedGame;
  readonly after: LoadedGame;
  readonly entry: HistoryEntry;
}

/**
 * Facts about one entry that game and player notifications both report (projections/deliveries.ts,
 * projections/player-events.ts): pure functions of the step.
 */

/** The seats whose turn started with this entry: they became awaited, or acted and owe another move. */
export function turnsStarted({ before, after, entry }: CommitStep): Seat[] {
  const seats: Seat[] = [];
  // A leave entry or a reminder starts no turn, even written in the same millisecond as the entry that did.
  if (entry.command.kind === 'declare-leave' || entry.command.kind === 'cancel-leave' || entry.command.kind === 'remind') return seats;
  after.turnStarts.forEach((startedAt, seat) => {
    if (startedAt === entry.at && (before.turnStarts[seat] !== startedAt || entry.seat === seat)) seats.push(seat);
  });
  return seats;
}

/** The reminder this entry is (a `remind` entry), with the seconds from it to the deadline; else null. */
export function reminderBy({ entry }: CommitStep): { seat: Seat; threshold: number; deadline: string; left: number } | null {
  if (entry.command.kind !== 'remind') return null;
  const { seat, threshold, deadline } = entry.command;
  return { seat, threshold, deadline, left: (Date.parse(deadline) - Date.parse(entry.at)) / 1000 };
}

/** The game's status when this entry ended it — played out, resigned or aborted — else null. */
export function endedBy({ before, after }: CommitStep): ReturnType<typeof matchStatus> | null {
  const status = matchStatus(after.game, after.match);
  const over = (phase: string) => phase === 'finished' || phase === 'aborted';
  return over(status.phase) && !over(matchStatus(before.game, before.match).phase) ? status : null;
}

/** Whether this entry dealt the cards (the last seat was taken). */
export const startedBy = ({ entry }: CommitStep): boolean => entry.events.some((e) => e.type === 'game-started');

/** The rematch this entry created, if it did. */
export function rematchCreatedBy({ entry }: CommitStep): string | null {
  const event = entry.events.find((e) => e.type === 'rematch-created') as { gameId?: string } | undefined;
  return event?.gameId ?? null;
}
