import type { Seat } from '../../engine';
import type { NewDelivery, Subscription } from '../../store';
import type { WebhookEventType } from '../../webhooks';
import { deadlineOf, remainingOf, endedBy, redactEvents, startedBy, statusOf, turnsStarted, type CommitStep } from '../game';
import { randomId } from '../tokens';


interface Notice {
  readonly type: WebhookEventType;
  readonly seq: number;
  readonly timestamp: string;
  /** What a reader sees: the seat of a seat-bound subscription, or null (public). */
  readonly data: (reader: Seat | null) => Record<string, unknown>;
}

/** The notifications one committed entry causes, in the order they happened. */
function noticesOf(step: CommitStep): Notice[] {
  const { before, after, entry } = step;
  const { game, record } = after;
  const base = { gameId: record.id, version: entry.seq };
  const notices: Notice[] = [];
  const add = (type: WebhookEventType, data: Notice['data']) => notices.push({ type, seq: entry.seq, timestamp: entry.at, data });
  if (startedBy(step)) {
    add('game.started', (reader) => ({ ...base, seats: after.match.seats, toAct: statusOf(after).toAct, events: redactEvents(game, entry.events, reader) }));
  }
  if (entry.kind === 'timeout') {
    add('turn.timed-out', () => ({ ...base, seat: entry.seat, deadline: deadlineOf(before, entry.seat!) }));
  }
  if (entry.kind === 'takeover') {
    add('seat.taken-over', () => ({ ...base, seat: entry.seat, bot: entry.bot }));
  }
  if (entry.kind === 'action' || entry.kind === 'auto' || entry.kind === 'timeout' || entry.kind === 'bot') {
    add('action.applied', (reader) => ({ ...base, seat: entry.seat, kind: entry.kind, events: redactEvents(game, entry.events, reader) }));
  }
  for (const event of entry.events) {
    const milestone = game.milestones[event.type];
    if (milestone) add(milestone === 'trick' ? 'trick.completed' : 'round.completed', (reader) => ({ ...base, event: redactEvents(game, [event], reader)[0] ?? null }));
  }
  for (const seat of turnsStarted(step)) add('turn.started', () => ({ ...base, seat, deadline: deadlineOf(after, seat), remaining: remainingOf(after, seat) }));
  // Played out, resigned or aborted: `status` and `result.reason` say which.
  const status = endedBy(step);
  if (status) add('game.finished', () => ({ ...base, status: status.phase, result: { ...status.result, seed: record.seed } }));
  return notices;
}

/**
 * The outbox rows for a commit: every notice, for every subscription that wants its type, as that
 * subscription's reader may see it. Written in the same statement as the entries (commit/commit.ts).
 */
export function deliveriesFor(subscriptions: readonly Subscription[], steps: readonly CommitStep[]): NewDelivery[] {
  if (subscriptions.length === 0) return [];
  const notices = steps.flatMap(noticesOf);
  const rows: NewDelivery[] = [];
  for (const sub of subscriptions) {
    let ordinal = 0;
    for (const notice of notices) {
      if (sub.events && !sub.events.includes(notice.type)) continue;
      const payload = { type: notice.type, timestamp: notice.timestamp, data: notice.data(sub.seat) };
      rows.push({ id: `msg_${randomId(22)}`, webhookId: sub.id, seq: notice.seq, ordinal: ordinal++, type: notice.type, payload });
    }
  }
  return rows;
}
