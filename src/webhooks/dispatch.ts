import type { Attempt, AttemptResult, DueDelivery, WebhookStore } from '../store/webhook-store';
import { DISABLE_AFTER_FAILING_MS, nextAttemptAt, parseRetryAfter } from './schedule';
import { signatureHeaders } from './sign';

export interface DispatchContext {
  readonly webhooks: WebhookStore;
  readonly now: () => Date;
  readonly fetch?: typeof fetch;
  /** Judges where a delivery would go, right before each send (Node: address-guard.ts): a refusal
   * is recorded as the attempt's error, and nothing is sent. */
  readonly checkTarget?: (url: string) => Promise<string | null>;
  /** Told of each retry scheduled (the delivery's game, when it is due): Workers arm the game's alarm. */
  readonly onRetry?: (gameId: string, at: string) => void;
}

export const ATTEMPT_TIMEOUT_MS = 15_000;
/** A claimed delivery is leased this long: longer than an attempt can take. */
const LEASE_MS = 60_000;

function outcome(status: number | null, attempts: number, now: Date, retryAfterS: number | null, failingSince: string | null): AttemptResult {
  if (status !== null && status >= 200 && status < 300) return { kind: 'delivered' };
  // 410 Gone: the receiver says this subscription is over (Standard Webhooks).
  if (status === 410) return { kind: 'disable', reason: 'the receiver answered 410 Gone' };
  if (failingSince !== null && now.getTime() - Date.parse(failingSince) >= DISABLE_AFTER_FAILING_MS) {
    return { kind: 'disable', reason: `every attempt has failed since ${failingSince} (${DISABLE_AFTER_FAILING_MS / 86_400_000} days)` };
  }
  const next = nextAttemptAt(attempts, now, retryAfterS);
  return next ? { kind: 'retry', nextAttemptAt: next.toISOString() } : { kind: 'failed' };
}

/** What one send answered: the HTTP status (null: none came), why it failed, and the Retry-After. */
export interface Sent {
  readonly status: number | null;
  readonly error: string | null;
  readonly retryAfterS: number | null;
  readonly latencyMs: number;
}

/** The send step, and nothing else: one signed POST of one delivery (the attempt is recorded by the caller). */
export async function send(ctx: DispatchContext, d: DueDelivery, sentAt: Date): Promise<Sent> {
  const body = JSON.stringify(d.payload);
  // The signature's timestamp is the real time of sending (receivers check it against their clock),
  // even when scheduling runs on an injected clock.
  const signedAt = new Date();
  const started = performance.now();
  let status: number | null = null;
  // Where it would go is judged right before each send (issue 19): a refusal is the attempt's error.
  let error: string | null = (await ctx.checkTarget?.(d.url)) ?? null;
  let retryAfterS: number | null = null;
  if (!error) try {
    const response = await (ctx.fetch ?? fetch)(d.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Tricktable-Webhooks/1', ...signatureHeaders(d.secret, d.id, signedAt, body) },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
    status = response.status;
    retryAfterS = parseRetryAfter(response.headers.get('retry-after'), sentAt);
    await response.body?.cancel();
    if (status < 200 || status >= 300) error = `HTTP ${status}`;
  } catch (err) {
    error = err instanceof Error && err.name === 'TimeoutError' ? `no answer within ${ATTEMPT_TIMEOUT_MS / 1000} s` : `could not connect: ${err instanceof Error ? err.message : String(err)}`;
  }
  return { status, error, retryAfterS, latencyMs: Math.round(performance.now() - started) };
}

async function attempt(ctx: DispatchContext, d: DueDelivery): Promise<void> {
  const sentAt = ctx.now();
  const sent = await send(ctx, d, sentAt);
  const record: Attempt = {
    deliveryId: d.id,
    webhookId: d.webhookId,
    attemptedAt: sentAt.toISOString(),
    status: sent.status,
    latencyMs: sent.latencyMs,
    error: sent.error,
    // A failure at the first attempt of a run counts from now (failingSince is set by this record).
    result: outcome(sent.status, d.attempts + 1, ctx.now(), sent.retryAfterS, d.failingSince),
  };
  await ctx.webhooks.recordAttempt(record);
  if (record.result.kind === 'retry') ctx.onRetry?.(d.gameId, record.result.nextAttemptAt);
}

/**
 * Sends what is due: each pass claims every due retry and the next first attempt of each
 * subscription (so first attempts go out one at a time, in version order, and a failing delivery
 * holds back nothing: it waits for its own next attempt); passes repeat until nothing is due
 * (bounded). Returns the number of attempts made.
 */
export async function dispatchDue(ctx: DispatchContext, { gameId, limit = 50, passes = 25 }: { gameId?: string; limit?: number; passes?: number } = {}): Promise<number> {
  let made = 0;
  for (let pass = 0; pass < passes; pass++) {
    const now = ctx.now();
    const claimed = await ctx.webhooks.claimDue(now.toISOString(), new Date(now.getTime() + LEASE_MS).toISOString(), limit, gameId);
    if (claimed.length === 0) break;
    // Subscriptions in parallel, the claims of one subscription one after the other: two attempts of
    // one subscription recorded at once lock its rows in different orders (PostgreSQL aborts one as a
    // deadlock; retrying it once more is not enough when the same claims race again).
    const bySubscription = new Map<string, DueDelivery[]>();
    for (const d of claimed) {
      const group = bySubscription.get(d.webhookId);
      if (group) group.push(d);
      else bySubscription.set(d.webhookId, [d]);
    }
    await Promise.all([...bySubscription.values()].map(async (group) => {
      for (const d of group) await attempt(ctx, d);
    }));
    made += claimed.length;
  }
  return made;
}
