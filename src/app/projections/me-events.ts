import type { Seat } from '../../engine';
import { deadlineOf, remainingOf, endedBy, reminderBy, rematchCreatedBy, seatsOf, startedBy, statusOf, turnsStarted, type CommitStep, type GameView } from '../game';

/**
 * What a player's stream tells them about their games (`GET /v1/me/stream`, GraphQL
 * `subscription { me }`): a pure function of one log entry with the game before and after it (a
 * CommitStep), for one player, from the same facts as the player webhooks (game/steps.ts;
 * player-events.ts builds the webhooks' payloads, which carry the seat's own cards at a deal, so
 * they differ in shape). Redacted for the player's seat by construction: an event names the game,
 * the seat, the version, times and — at the end — the result, which is public once the game is
 * over; never a card.
 */
interface Base {
  readonly gameId: string;
  /** The game's type (`tango`, …). */
  readonly type: string;
  /** The player's seat (their lowest, holding several). */
  readonly seat: Seat;
  /** The version the entry brought the game to (its `seq`). */
  readonly version: number;
  /** When the entry was written. */
  readonly at: string;
}

export type MeEvent =
  /** The seat's turn began: it became awaited, or acted and owes another move (as the webhook's `turn.started`). */
  | (Base & { readonly kind: 'turn-started'; readonly deadline: string | null; readonly remaining: number | null })
  /** The seat's time runs short: `threshold` (seconds left, as the player set it) was reached (a `remind` entry; the webhook's `turn.reminder`). */
  | (Base & { readonly kind: 'turn-reminder'; readonly threshold: number; readonly deadline: string; readonly left: number })
  /** The last seat was taken and the game began. */
  | (Base & { readonly kind: 'game-started'; readonly toAct: readonly Seat[] })
  /** Played out, resigned (`result.reason`) or aborted (`status`). */
  | (Base & { readonly kind: 'game-finished'; readonly status: 'finished' | 'aborted'; readonly result: GameView['result'] })
  /** A rematch of this (finished) game was created; a seat in it may be kept for you (`GET /v1/me/games`). */
  | (Base & { readonly kind: 'rematch-offered'; readonly rematchId: string });


/** The events one entry brings `playerId`, in the order they happened (none when they hold no seat after it). */
export function meEventsOf(step: CommitStep, playerId: string): MeEvent[] {
  const { after, entry } = step;
  const seats = seatsOf(after, playerId);
  if (seats.length === 0) return [];
  const { record } = after;
  const base = { gameId: record.id, type: record.type, seat: seats[0]!, version: entry.seq, at: entry.at };
  const events: MeEvent[] = [];
  if (startedBy(step)) events.push({ ...base, kind: 'game-started', toAct: statusOf(after).toAct });
  // The rule of the webhooks' turn.started: awaited from this entry on, newly or again.
  const started = turnsStarted(step);
  for (const seat of seats) if (started.includes(seat)) events.push({ ...base, seat, kind: 'turn-started', deadline: deadlineOf(after, seat), remaining: remainingOf(after, seat) });
  const reminder = reminderBy(step);
  if (reminder && seats.includes(reminder.seat)) events.push({ ...base, kind: 'turn-reminder', ...reminder });
  const ended = endedBy(step);
  if (ended) events.push({ ...base, kind: 'game-finished', status: ended.phase as 'finished' | 'aborted', result: ended.result ? { ...ended.result, seed: record.seed } : null });
  const rematch = rematchCreatedBy(step);
  if (rematch) events.push({ ...base, kind: 'rematch-offered', rematchId: rematch });
  return events;
}
