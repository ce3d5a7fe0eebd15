import { DEFAULT_REMINDERS, nowOf, type AppDeps } from '../deps';
import { playersOf, requirePlayer } from './players';
import { thresholdsOrThrow } from './reminder-thresholds';

/** A player's reminder thresholds (README "Reminders"): seconds left, largest first; `default`:
 * none chosen, these are the server's (REMINDER_THRESHOLDS). */
export interface RemindersView {
  readonly thresholds: readonly number[];
  readonly default: boolean;
}

const viewOf = (deps: AppDeps, chosen: readonly number[] | null | undefined): RemindersView =>
  chosen ? { thresholds: chosen, default: false } : { thresholds: deps.reminders ?? DEFAULT_REMINDERS, default: true };

/** `GET /v1/me/reminders`. */
export async function myReminders(deps: AppDeps, token: string | undefined): Promise<RemindersView> {
  const player = await requirePlayer(deps, token);
  return viewOf(deps, player.reminders);
}

/**
 * `PUT /v1/me/reminders`: the thresholds from now on, in every game (null: back to the server's
 * default; `[]`: no reminders). Each active game of the player is woken, so the sweep looks at its
 * turn with the new thresholds — a threshold already passed in a running turn is sent at once.
 */
export async function setMyReminders(deps: AppDeps, token: string | undefined, thresholds: readonly number[] | null): Promise<RemindersView> {
  const player = await requirePlayer(deps, token);
  const chosen = thresholds === null ? null : thresholdsOrThrow(thresholds);
  const store = playersOf(deps);
  await store.setReminders(player.id, chosen);
  await store.wakeGames(player.id, nowOf(deps).toISOString());
  return viewOf(deps, chosen);
}
