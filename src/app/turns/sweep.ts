import { dispatchDue } from '../../webhooks';
import { nowOf, type AppDeps } from '../deps';
import { logBackgroundFailure } from '../errors';
import { dispatcherOf } from '../webhooks';
import { loadCurrent } from './current-game';
import { remindAndRewake } from './reminders';

export interface SweepReport {
  /** Games whose overdue turns were played by the server. */
  readonly timeouts: number;
  /** Webhook delivery attempts made. */
  readonly deliveries: number;
  /** Reminders written (`remind` entries). */
  readonly reminders: number;
}

/**
 * The scheduled sweep (Workers: the Cron Trigger; Node: the in-process loop): plays overdue turns of
 * games nobody is reading and writes their due reminders (moving each game's wake-up to what falls
 * due next), then sends every due webhook delivery (first attempts and retries).
 */
export async function runSweep(deps: AppDeps, { games = 100 }: { games?: number } = {}): Promise<SweepReport> {
  if (!deps.webhooks) return { timeouts: 0, deliveries: 0, reminders: 0 };
  const started = nowOf(deps).toISOString();
  const due = await deps.webhooks.gamesDue(started, games);
  let timeouts = 0;
  let reminders = 0;
  for (const id of due) {
    try {
      const loaded = await loadCurrent(deps, id);
      // A game woken for a reminder (or for nothing: its wake-up was early) played no timeout.
      if (loaded.history.some((h) => h.kind === 'timeout' && h.at >= started)) timeouts++;
      reminders += (await remindAndRewake(deps, loaded)).reminded;
    } catch (err) {
      logBackgroundFailure(`the turn clock of ${id}`, err);
    }
  }
  const deliveries = await dispatchDue(dispatcherOf({ ...deps, webhooks: deps.webhooks }));
  return { timeouts, deliveries, reminders };
}
