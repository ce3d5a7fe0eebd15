import { dispatchDue } from '../../webhooks';
import { nowOf, type AppDeps } from '../deps';
import { logBackgroundFailure } from '../errors';

/** The dispatcher's view of the app's dependencies (src/webhooks: `dispatchDue`). */
export const dispatcherOf = (deps: AppDeps & { readonly webhooks: NonNullable<AppDeps['webhooks']> }): Parameters<typeof dispatchDue>[0] => ({
  webhooks: deps.webhooks,
  now: () => nowOf(deps),
  checkTarget: deps.checkWebhookTarget,
  onRetry: deps.onRetry,
});

/** Sends one game's due deliveries now (after a commit), in the background. */
export function sendSoon(deps: AppDeps, gameId: string): void {
  if (!deps.webhooks) return;
  const work = dispatchDue(dispatcherOf({ ...deps, webhooks: deps.webhooks }), { gameId }).catch((err) => logBackgroundFailure('webhook dispatch', err));
  if (deps.background) deps.background(work);
}
