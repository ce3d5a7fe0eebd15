import { dispatchDue } from '../../webhooks';
import type { WakeUp } from '../../store';
import { nowOf, type AppDeps } from '../deps';
import { dispatcherOf } from '../webhooks';
import { loadCurrent } from './current-game';
import { remindAndRewake } from './reminders';
import type { SweepReport } from './sweep';

/** The earliest time of a wake-up (epoch ms), or null when nothing is pending. */
export function wakeAtOf(wake: WakeUp): number | null {
  const times = [wake.deadlineAt, wake.deliveryAt].filter((t): t is string => t !== null).map(Date.parse);
  return times.length === 0 ? null : Math.min(...times);
}

/**
 * One game's sweep (Workers: when its Durable Object's alarm fires): what PostgreSQL says is due of
 * that game now, and nothing else — its overdue turn played through `loadCurrent` (the same path as
 * the sweep and every read: the log decides whether a turn is overdue) and its due reminders
 * (reminders.ts, which moves the wake-up on), then its due deliveries
 * (first attempts and retries, of its subscriptions and its players'). An alarm that came early, or
 * late for a game that moved on, finds nothing due and does nothing. `due` answers what was found.
 */
export async function sweepGame(deps: AppDeps, gameId: string): Promise<SweepReport & { readonly due: WakeUp | null }> {
  if (!deps.webhooks) return { timeouts: 0, deliveries: 0, reminders: 0, due: null };
  const due = await deps.webhooks.wakeUp(gameId);
  const now = nowOf(deps).getTime();
  let timeouts = 0;
  let reminders = 0;
  if (due.deadlineAt !== null && Date.parse(due.deadlineAt) <= now) {
    // Its wake-up came: the overdue turn played, then any reminder due, and the wake-up moved on.
    reminders = (await remindAndRewake(deps, await loadCurrent(deps, gameId))).reminded;
    timeouts++;
  }
  const deliveries = due.deliveryAt !== null && Date.parse(due.deliveryAt) <= now ? await dispatchDue(dispatcherOf({ ...deps, webhooks: deps.webhooks }), { gameId }) : 0;
  return { timeouts, deliveries, reminders, due };
}

/**
 * The safety net's half of the alarms (Workers: the slower Cron Trigger, after its sweep): every
 * game that needs the server before `horizonMs` from now, earliest first, handed to `arm` (which
 * sets that game's alarm no later than that) — so an object evicted with its alarm, or a poke that
 * never came, costs at most one cron interval. At most `limit` games a run (the earliest).
 */
export async function rearmWakeUps(deps: AppDeps, arm: (gameId: string, at: string) => Promise<void>, { horizonMs, limit }: { horizonMs: number; limit: number }): Promise<number> {
  if (!deps.webhooks) return 0;
  const until = new Date(nowOf(deps).getTime() + horizonMs).toISOString();
  const wakeUps = await deps.webhooks.wakeUpsBefore(until, limit);
  await Promise.all(wakeUps.map((w) => arm(w.gameId, w.at)));
  return wakeUps.length;
}
