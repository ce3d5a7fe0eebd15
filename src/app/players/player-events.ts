import { matchStatus, type Seat } from '../../engine';
import { playerOfHolder, seatsOf } from '../caller';
import type { CommitStep } from '../notifications';
import type { GameView } from '../present';
import { deadlineOf } from '../turn-clock';

/**
 * What a player is told about their games (`GET /v1/me/stream`, GraphQL `subscription { me }`, and
 * the player webhooks that can share this): a pure function of one log entry with the game before
 * and after it (a CommitStep), for one player. Redacted for the player's seat by construction: an
 * event names the game, the seat, the version, times and — at the end — the result, which is public
 * once the game is over; never a card.
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

export type PlayerEvent =
  /** The seat's turn began: it became awaited, or acted and owes another move (as the webhook's `turn.started`). */
  | (Base & { readonly kind: 'turn-started'; readonly deadline: string | null })
  /** The last seat was taken and the game began. */
  | (Base & { readonly kind: 'game-started'; readonly toAct: readonly Seat[] })
  /** Played out, resigned (`result.reason`) or aborted (`status`). */
  | (Base & { readonly kind: 'game-finished'; readonly status: 'finished' | 'aborted'; readonly result: GameView['result'] })
  /** A rematch of this (finished) game was created; a seat in it may be kept for you (`GET /v1/me/games`). */
  | (Base & { readonly kind: 'rematch-offered'; readonly rematchId: string });

export type PlayerEventKind = PlayerEvent['kind'];
export const PLAYER_EVENT_KINDS: readonly PlayerEventKind[] = ['turn-started', 'game-started', 'game-finished', 'rematch-offered'];

const over = (phase: string) => phase === 'finished' || phase === 'aborted';

/** The events one entry brings `playerId`, in the order they happened (none when they hold no seat after it). */
export function playerEventsOf({ before, after, entry }: CommitStep, playerId: string): PlayerEvent[] {
  const seats = seatsOf(after, playerId);
  if (seats.length === 0) return [];
  const { game, record } = after;
  const base = { gameId: record.id, type: record.type, seat: seats[0]!, version: entry.seq, at: entry.at };
  const status = matchStatus(game, after.match);
  const events: PlayerEvent[] = [];
  if (entry.events.some((e) => e.type === 'game-started')) events.push({ ...base, kind: 'game-started', toAct: status.toAct });
  // The rule of the webhooks' turn.started (notifications.ts): awaited from this entry on, newly or again.
  for (const seat of seats) {
    const startedAt = after.turnStarts[seat];
    if (startedAt === entry.at && (before.turnStarts[seat] !== startedAt || entry.seat === seat)) {
      events.push({ ...base, seat, kind: 'turn-started', deadline: deadlineOf(after, seat) });
    }
  }
  if (over(status.phase) && !over(matchStatus(game, before.match).phase)) {
    events.push({ ...base, kind: 'game-finished', status: status.phase as 'finished' | 'aborted', result: status.result ? { ...status.result, seed: record.seed } : null });
  }
  if (entry.kind === 'rematch') events.push({ ...base, kind: 'rematch-offered', rematchId: String((entry.payload as { gameId?: unknown }).gameId) });
  return events;
}

/** Every player one entry notifies, each with their events (for a fan-out at commit time: player webhooks). */
export function playerNotifications(step: CommitStep): Array<{ readonly playerId: string; readonly events: PlayerEvent[] }> {
  const players = new Set(step.after.match.holders.map(playerOfHolder).filter((p): p is string => p !== null));
  return [...players].map((playerId) => ({ playerId, events: playerEventsOf(step, playerId) })).filter((n) => n.events.length > 0);
}
