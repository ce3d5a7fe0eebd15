import type { Attempt, AttemptResult, DueDelivery, WebhookStore } from '../store/webhook-store';
import { nextAttemptAt, parseRetryAfter } from './schedule';
import { signatureHeaders } from './sign';

export interface DispatchContext {
  readonly webhooks: WebhookStore;
  readonly now: () => Date;
  readonly fetch?: typeof fetch;
  /** Judges where a delivery would go, right before each send (Node: address-guard.ts): a refusal
   * is recorded as the attempt's error, and nothing is sent. */
  readonly checkTarget?: (url: string) => Promise<string | null>;
}

export const ATTEMPT_TIMEOUT_MS = 15_000;
/** A claimed delivery is leased this long: longer than an attempt can take. */
const LEASE_MS = 60_000;

function outcome(status: number | null, attempts: number, now: Date, retryAfterS: number | null): AttemptResult {
  if (status !== null && status >= 200 && status < 300) return { kind: 'delivered' };
  // 410 Gone: the receiver says this subscription is over (Standard Webhooks).
  if (status === 410) return { kind: 'disable', reason: 'the receiver answered 410 Gone' };
  const next = nextAttemptAt(attempts, now, retryAfterS);
  return next ? { kind: 'retry', nextAttemptAt: next.toISOString() } : { kind: 'failed' };
}

async function attempt(ctx: DispatchContext, d: DueDelivery): Promise<void> {
  const body = JSON.stringify(d.payload);
  const sentAt = ctx.now();
  // The signature's timestamp is the real time of sending (receivers check it against their clock),
  // even when scheduling runs on an injected clock.
  const signedAt = new Date();
  const started = performance.now();
  let status: number | null = null;
  let error: string | null = (await ctx.checkTarget?.(d.url)) ?? null;
  let retryAfter: number | null = null;
  if (!error) try {
    const response = await (ctx.fetch ?? fetch)(d.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Tricktable-Webhooks/1', ...signatureHeaders(d.secret, d.id, signedAt, body) },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
    status = response.status;
    retryAfter = parseRetryAfter(response.headers.get('retry-after'), sentAt);
    await response.body?.cancel();
    if (status < 200 || status >= 300) error = `HTTP ${status}`;
  } catch (err) {
    error = err instanceof Error && err.name === 'TimeoutError' ? `no answer within ${ATTEMPT_TIMEOUT_MS / 1000} s` : `could not connect: ${err instanceof Error ? err.message : String(err)}`;
  }
  const record: Attempt = {
    deliveryId: d.id,
    webhookId: d.webhookId,
    attemptedAt: sentAt.toISOString(),
    status,
    latencyMs: Math.round(performance.now() - started),
    error,
    result: outcome(status, d.attempts + 1, ctx.now(), retryAfter),
  };
  await ctx.webhooks.recordAttempt(record);
}

/**
 * Sends what is due: each pass claims the head of every subscription's queue, so one subscription's
 * deliveries go out one at a time in version order; passes repeat until nothing is due (bounded).
 * Returns the number of attempts made.
 */
export async function dispatchDue(ctx: DispatchContext, { gameId, limit = 50, passes = 25 }: { gameId?: string; limit?: number; passes?: number } = {}): Promise<number> {
  let made = 0;
  for (let pass = 0; pass < passes; pass++) {
    const now = ctx.now();
    const claimed = await ctx.webhooks.claimDue(now.toISOString(), new Date(now.getTime() + LEASE_MS).toISOString(), limit, gameId);
    if (claimed.length === 0) break;
    await Promise.all(claimed.map((d) => attempt(ctx, d)));
    made += claimed.length;
  }
  return made;
}
