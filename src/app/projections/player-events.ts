import type { Seat } from '../../engine';
import { deadlineOf, remainingOf, endedBy, reminderBy, playerOfHolder, redactEvents, rematchCreatedBy, startedBy, turnsStarted, type CommitStep } from '../game';
import type { PlayerEventType } from '../../webhooks';

export { PLAYER_EVENT_TYPES, type PlayerEventType } from '../../webhooks';

/** One thing a player is told about one of their seats, as that seat may see it. */
export interface PlayerEvent {
  readonly type: PlayerEventType;
  readonly playerId: string;
  readonly seat: Seat;
  /** The game version (log entry) that caused it. */
  readonly version: number;
  readonly timestamp: string;
  /** Always `gameId`, `gameType`, `version` and `seat`; never another seat's card. */
  readonly data: Record<string, unknown>;
}

/**
 * The player seats of a step: per seat, the player holding it after the entry — or, for a seat the
 * entry freed (a player left, and so the game was called off), the one who held it before.
 */
export function seatHolders({ before, after }: CommitStep): (string | null)[] {
  return after.match.holders.map((h, seat) => playerOfHolder(h) ?? playerOfHolder(before.match.holders[seat]));
}

/**
 * Pure: the player events one committed entry causes, given the game before and after it and who
 * holds each seat (`seatHolders`), in the order they happened: `game.started` to every player
 * seated (their own hand in `events`), `turn.started` to each player whose turn began, `game.finished`
 * to every player (result and the revealed seed), `rematch.offered` to every player but the one who
 * asked. Each is redacted for that player's seat (game/present.ts), as the seat's own reads are.
 */
export function playerEventsOf(step: CommitStep, holders: readonly (string | null)[]): PlayerEvent[] {
  const { after, entry } = step;
  const { game, record } = after;
  const events: PlayerEvent[] = [];
  const add = (type: PlayerEventType, seat: Seat, data: Record<string, unknown>) => {
    const playerId = holders[seat];
    if (playerId) events.push({ type, playerId, seat, version: entry.seq, timestamp: entry.at, data: { gameId: record.id, gameType: record.type, version: entry.seq, seat, ...data } });
  };
  const seats = holders.map((_, seat) => seat);
  if (startedBy(step)) {
    for (const seat of seats) add('game.started', seat, { seats: after.match.seats, toAct: after.match.status.toAct, events: redactEvents(game, entry.events, seat) });
  }
  for (const seat of turnsStarted(step)) add('turn.started', seat, { deadline: deadlineOf(after, seat), remaining: remainingOf(after, seat) });
  const reminder = reminderBy(step);
  if (reminder) add('turn.reminder', reminder.seat, { threshold: reminder.threshold, deadline: reminder.deadline, left: reminder.left });
  const ended = endedBy(step);
  if (ended) for (const seat of seats) add('game.finished', seat, { status: ended.phase, result: { ...ended.result, seed: record.seed } });
  const rematch = rematchCreatedBy(step);
  if (rematch) {
    for (const seat of seats) if (seat !== entry.seat && holders[seat] !== holders[entry.seat ?? -1]) add('rematch.offered', seat, { rematch: { gameId: rematch }, by: entry.seat });
  }
  return events;
}
