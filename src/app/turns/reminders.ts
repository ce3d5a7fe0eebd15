import { applyCommand } from '../../engine';
import { DEFAULT_REMINDERS, nowOf, type AppDeps } from '../deps';
import { deadlineOf, earliestDeadline, historyStart, isOver, playerOfHolder, remainingOf, remindableSeats, type LoadedGame } from '../game';
import { botToAct } from '../bots';
import { commitAndFollow } from './current-game';
import { nextReminderAt, reminderDue } from './reminder-due';

/**
 * Reminders (issue 27 item 3, README "Reminders"): for each awaited seat a player holds in a game
 * whose clock runs, the reminder due now (reminder-due.ts) is written as a `remind` entry — so the
 * player's webhook (`turn.reminder`), the player stream and the verifier all read it from the log —
 * and the game's wake-up is moved to what falls due next: the next reminder or the earliest deadline.
 * Called by the sweep for each game due (after its due timeouts were played). What triggers it only
 * decides when a reminder goes, never whether: the log says what was sent this turn.
 */
export async function remindAndRewake(deps: AppDeps, game: LoadedGame): Promise<{ loaded: LoadedGame; reminded: number }> {
  const store = deps.webhooks;
  let loaded = game;
  let reminded = 0;
  if (!store || isOver(loaded)) return { loaded, reminded };
  let next: number | null = null;
  for (const seat of remindableSeats(loaded)) {
    const playerId = playerOfHolder(loaded.match.holders[seat])!;
    const thresholds = (await deps.players?.playerById(playerId))?.reminders ?? deps.reminders ?? DEFAULT_REMINDERS;
    const start = loaded.turnStarts[seat]!;
    const deadline = deadlineOf(loaded, seat)!;
    const turn = { heldMs: remainingOf(loaded, seat)! * 1000, deadlineMs: Date.parse(deadline) };
    const sent = await remindedSince(store, loaded, seat, start);
    const now = nowOf(deps).getTime();
    const due = reminderDue(thresholds, turn, sent, now);
    if (due !== null) {
      const command = { kind: 'remind' as const, seat, threshold: due, deadline };
      const outcome = applyCommand(loaded.game, loaded.match, command, loaded.random);
      if (!outcome.ok) continue;
      const done = await commitAndFollow(deps, loaded, { kind: 'remind', seat, command, payload: { threshold: due, deadline, by: 'server' } }, outcome);
      // Another entry came first: its append set the wake-up to now, so the next sweep looks again.
      if (!done.ok) return { loaded, reminded };
      loaded = done.loaded;
      reminded++;
      sent.push(due);
    }
    const at = nextReminderAt(thresholds, turn, sent, now);
    if (at !== null && (next === null || at < next)) next = at;
  }
  // Bots to act keep the wake-up at now (the queue's safety net): only the bots move it.
  if (botToAct(loaded)) return { loaded, reminded };
  const deadline = earliestDeadline(loaded);
  const wake = next === null ? deadline : deadline === null || next < Date.parse(deadline) ? new Date(next).toISOString() : deadline;
  await store.setWake(loaded.record.id, loaded.match.version, wake);
  return { loaded, reminded };
}

/**
 * The thresholds `seat` was reminded of since its turn began at `start`: from the game's history when
 * it reaches back that far (a cached game keeps its last entries), else from the log in PostgreSQL.
 */
async function remindedSince(store: NonNullable<AppDeps['webhooks']>, loaded: LoadedGame, seat: number, start: string): Promise<number[]> {
  const covered = historyStart(loaded) === 0 || (loaded.history[0] !== undefined && loaded.history[0].at < start);
  if (covered) return loaded.history.filter((h) => h.command.kind === 'remind' && h.command.seat === seat && h.at >= start).map((h) => (h.command as { threshold: number }).threshold);
  return (await store.entriesSince(loaded.record.id, 'remind', seat, start)).map((e) => Number((e.payload as { threshold?: unknown }).threshold));
}
