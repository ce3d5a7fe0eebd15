import { dispatchDue } from '../../webhooks';
import { nowOf, type AppDeps } from '../deps';
import { logBackgroundFailure } from '../errors';
import { dispatcherOf } from '../webhooks';
import { loadCurrent } from './current-game';

export interface SweepReport {
  /** Games whose overdue turns were played by the server. */
  readonly timeouts: number;
  /** Webhook delivery attempts made. */
  readonly deliveries: number;
}

/**
 * The scheduled sweep (Workers: the Cron Trigger; Node: the in-process loop): plays overdue turns of
 * games nobody is reading, then sends every due webhook delivery (first attempts and retries).
 */
export async function runSweep(deps: AppDeps, { games = 100 }: { games?: number } = {}): Promise<SweepReport> {
  if (!deps.webhooks) return { timeouts: 0, deliveries: 0 };
  const due = await deps.webhooks.gamesDue(nowOf(deps).toISOString(), games);
  let timeouts = 0;
  for (const id of due) {
    try {
      await loadCurrent(deps, id);
      timeouts++;
    } catch (err) {
      logBackgroundFailure(`the turn clock of ${id}`, err);
    }
  }
  const deliveries = await dispatchDue(dispatcherOf({ ...deps, webhooks: deps.webhooks }));
  return { timeouts, deliveries };
}
