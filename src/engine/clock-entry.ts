import type { ClockEntry } from './clock';
import type { Seat } from './contract';
import type { Command } from './match-state';

/**
 * A log entry as the clock sees it (engine/clock/), from its time, its command and who the rules
 * await after it: the app's replay and the verifier both make them here, so both clocks see the same
 * log. A move is an action (the seat's own, or played for it: auto, timeout, bot); a leave entry is no
 * move of its seat and starts no turn (seat null), it changes the seat's leave.
 */
export function clockEntryOf(at: string, seat: Seat | null, command: Command, toAct: readonly Seat[]): ClockEntry {
  switch (command.kind) {
    case 'declare-leave':
      return { at, seat: null, move: false, toAct, leave: { kind: 'declared', seat: command.seat, id: command.id, from: command.from, until: command.until } };
    case 'cancel-leave':
      return { at, seat: null, move: false, toAct, leave: { kind: 'cancelled', seat: command.seat, id: command.id } };
    case 'remind':
      // A reminder is no move and starts no turn: the seat's clock runs on as before it.
      return { at, seat: null, move: false, toAct };
    default:
      return { at, seat, move: command.kind === 'action', toAct };
  }
}
