import { dispatchDue } from '../../webhooks';
import { loadCurrent } from './current-game';
import { nowOf, type AppDeps } from '../deps';
import { logBackgroundFailure } from '../errors/failures';

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
  const deliveries = await dispatchDue({ webhooks: deps.webhooks, now: () => nowOf(deps), checkTarget: deps.checkWebhookTarget });
  return { timeouts, deliveries };
}

/** Sends one game's due deliveries now (after a commit), in the background. */
export function sendSoon(deps: AppDeps, gameId: string): void {
  if (!deps.webhooks) return;
  const work = dispatchDue({ webhooks: deps.webhooks, now: () => nowOf(deps), checkTarget: deps.checkWebhookTarget }, { gameId }).catch((err) => logBackgroundFailure('webhook dispatch', err));
  if (deps.background) deps.background(work);
}
