import { applyCommand, type Command, type Outcome, type Seat } from '../../engine';
import type { AppendBatch, AppendConflict, EntryKind, LogEntry, NewSeat } from '../../store';
import { BotWork } from '../bots';
import { nowOf, watched, type AppDeps } from '../deps';
import { earliestDeadline, hasClock, loadedGame, record, remindableSeats, type CommitStep, type HistoryEntry, type LoadedGame } from '../game';
import { snapshotAfterCommit } from '../load';
import { deliveriesFor, playerNoticesFor, readModelChanges } from '../projections';
import { forcedMove } from './forced-move';

/** An entry about to be written, already judged legal on the game it follows. */
export interface Draft {
  readonly kind: EntryKind;
  /** Null for an entry of the game's admin (an abort, a reset names its seat). */
  readonly seat: Seat | null;
  readonly command: Command;
  readonly payload: unknown;
  readonly idempotencyKey?: string | null;
  readonly requestHash?: string | null;
}

/**
 * What a commit did. It never runs what follows itself (a commit is the bottom of the write path):
 * `botsPending` says bots are still to act — their share of this commit ran out, or they need the
 * whole log — and the use case that committed has them go on (turns/commit-and-follow.ts).
 */
export type CommitResult =
  | { readonly ok: true; readonly loaded: LoadedGame; readonly entries: readonly HistoryEntry[]; readonly botsPending: boolean; readonly botSteps: number }
  | { readonly ok: false; readonly conflict: AppendConflict };

/** What a lifecycle entry writes besides its entry: changed seat credentials, a game it created.
 * `botSteps`: the bots' share of this commit (default BOT_STEPS_PER_COMMIT; the bot queue's is
 * BOT_SHARE_STEPS less what its first move spent). */
export type CommitExtras = Pick<AppendBatch, 'seatChanges' | 'created'> & { readonly botSteps?: number };

/** The game as cached after a commit: with the seat credentials it wrote, so that the next request
 * from this isolate identifies a new token (and refuses a revoked one) without reading. */
function withCredentials(loaded: LoadedGame, claim: NewSeat | undefined, changes: CommitExtras['seatChanges'], at: string): LoadedGame {
  if (!claim && !changes?.length) return loaded;
  let seats = loaded.record.seats.slice();
  const set = (seat: Seat, to: NewSeat | null) => {
    seats = seats.filter((s) => s.seat !== seat);
    if (to) seats.push({ seat, name: to.name, tokenHash: to.tokenHash, bot: to.bot ?? null, joinedAt: at });
  };
  if (claim) set(claim.seat, claim);
  for (const c of changes ?? []) set(c.seat, c.to);
  seats.sort((a, b) => a.seat - b.seat);
  return loadedGame({ ...loaded.record, seats }, loaded.game, loaded.random, loaded.match, loaded.history, loaded.turnStarts, loaded.banks, loaded.leaves, loaded.origin);
}

/** Longest chain of forced moves played after one action (a safety bound; games end long before). */
const MAX_FORCED = 1000;

/**
 * Writes one judged entry, then every forced move that follows it (auto-played), with the outbox
 * rows they cause and the game's next turn deadline — all in one statement. On a conflict nothing is
 * written and the caller decides whether to reload and judge again. Call it through
 * `commitAndFollow` (turns/), which runs what the result says must follow.
 */
export async function commit(
  deps: AppDeps,
  loaded: LoadedGame,
  draft: Draft,
  outcome: Extract<Outcome, { ok: true }>,
  seatClaim?: NewSeat,
  { botSteps, ...extras }: CommitExtras = {},
): Promise<CommitResult> {
  const at = nowOf(deps).toISOString();
  const steps: CommitStep[] = [];
  const entries: LogEntry[] = [];
  let current = loaded;
  const history = loaded.history.slice();
  const add = (d: Draft, o: Extract<Outcome, { ok: true }>) => {
    const entry: LogEntry = {
      seq: current.match.version + 1,
      kind: d.kind,
      seat: d.seat,
      payload: d.payload,
      idempotencyKey: d.idempotencyKey ?? null,
      requestHash: d.requestHash ?? null,
      createdAt: at,
    };
    const next = record(current, entry, o, d.command, history);
    steps.push({ before: current, after: next, entry: next.history.at(-1)! });
    entries.push(entry);
    current = next;
  };
  add(draft, outcome);
  // Then the server's moves: forced ones, and the bots' while their budget lasts (bots/bot-turn.ts).
  const bots = new BotWork({ steps: botSteps, paid: draft.kind === 'bot' });
  for (let n = 0; n < MAX_FORCED; n++) {
    const forced = forcedMove(current);
    const bot = forced ? null : bots.next(current);
    const next = forced ?? bot;
    if (!next) break;
    const command: Command = { kind: 'action', seat: next.seat, action: next.action };
    const o = applyCommand(current.game, current.match, command, current.random);
    if (!o.ok) break;
    add(bot ? { kind: 'bot', seat: bot.seat, command, payload: { action: bot.action, bot: bot.level } } : { kind: 'auto', seat: next.seat, command, payload: { action: next.action } }, o);
  }
  // Bots left to play: due at once, so the sweep finds the game if the background work is lost.
  const botsPending = bots.pending(current);
  const clockless = !hasClock(current);
  const deliveries = deliveriesFor(current.record.webhooks, steps);
  const playerNotices = deps.webhooks ? playerNoticesFor(steps) : [];
  // Watched from before the append: a newer version heard meanwhile means this one is not the latest.
  const batch: AppendBatch = {
    entries,
    seat: seatClaim,
    deliveries,
    playerNotices,
    // The wake-up of the sweep: now while bots are to act, or a player's turn may want a reminder
    // (turns/reminders.ts moves it on); else the earliest deadline.
    deadlineAt: botsPending ? at : clockless ? (entries.some((e) => e.kind === 'bot') ? null : undefined) : deps.webhooks && remindableSeats(current).length > 0 ? at : earliestDeadline(current),
    hooksVersion: current.record.hooksVersion,
    ...readModelChanges(loaded, current),
    ...extras,
  };
  const result = await watched(deps, current.record.id, true, () => deps.store.append(current.record.id, batch), (r) => (r.ok ? current.match.version : null));
  if (!result.ok) {
    // Refused: the cached game (or its subscriptions) was stale; the retry reads the database.
    deps.currency?.forget(current.record.id);
    return result;
  }
  const committed = withCredentials(current, seatClaim, extras.seatChanges, at);
  deps.cache?.put(committed);
  snapshotAfterCommit(deps, steps);
  if (deliveries.length > 0 || (result.playerDeliveries ?? 0) > 0) deps.onDeliveries?.(current.record.id);
  return { ok: true, loaded: committed, entries: steps.map((s) => s.entry), botsPending, botSteps: bots.spent };
}

