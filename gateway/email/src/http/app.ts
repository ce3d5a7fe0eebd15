import { timingSafeEqual, createHash } from 'node:crypto';
import { Hono, type Context as HonoContext } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { Webhook } from 'standardwebhooks';
import { z } from 'zod';
import type { Context } from '../context';
import { handleReply } from '../inbound/handle-reply';
import { httpStatus, type Outcome } from '../inbound/outcome';
import { mailNotice } from '../outbound/notices';
import { signOff, signUp } from '../players';
import { ApiError } from '../tricktable/api';
import type { PlayerNotice } from '../tricktable/types';

/** Remembers this many `webhook-id`s: a redelivered notice mails nothing (its Message-ID would be the same anyway). */
const SEEN_LIMIT = 10_000;

const signUpBody = z.union([
  z.object({ address: z.email(), key: z.string().startsWith('tt_player_') }).strict(),
  z.object({ address: z.email(), name: z.string().trim().min(1).max(40).optional() }).strict(),
]);

/**
 * The gateway's HTTP side (Hono):
 * - `POST /webhooks/:player` — that player's Tricktable notifications, Standard Webhooks signed;
 * - `POST /inbound` — a reply as raw MIME (`message/rfc822`), from an inbound-mail service or the
 *   Cloudflare Email Worker (worker/email-worker.ts), `Authorization: Bearer <INBOUND_SECRET>`;
 * - `POST /players`, `DELETE /players/:id` — sign-up and sign-off (`ADMIN_TOKEN`);
 * - `GET /health`.
 * Errors are application/problem+json, as Tricktable's own.
 */
export function gatewayApp(ctx: Context, webhookBase: () => string) {
  const app = new Hono();
  const seen = new Set<string>();
  const problem = (c: HonoContext, status: 400 | 401 | 403 | 404 | 410 | 413 | 422 | 503, code: string, detail: string) =>
    c.body(JSON.stringify({ type: 'about:blank', status, code, detail }), status, { 'content-type': 'application/problem+json' });

  app.get('/health', (c) => c.json({ ok: true }));

  app.post('/webhooks/:player', async (c) => {
    const player = ctx.store.player(c.req.param('player'));
    // Gone: the server disables a subscription answered 410, so a signed-off player's stops.
    if (!player) return problem(c, 410, 'unknown-player', 'no such player here');
    const body = await c.req.text();
    let notice: PlayerNotice;
    try {
      notice = new Webhook(player.webhookSecret).verify(body, Object.fromEntries(c.req.raw.headers)) as PlayerNotice;
    } catch {
      ctx.log({ event: 'webhook.rejected', player: player.id, detail: 'signature did not verify' });
      return problem(c, 401, 'bad-signature', 'the webhook signature does not verify');
    }
    const id = c.req.header('webhook-id') ?? '';
    if (seen.has(id)) return c.json({ ok: true, duplicate: true });
    try {
      const result = await mailNotice(ctx, player, notice, id);
      seen.add(id);
      if (seen.size > SEEN_LIMIT) seen.delete(seen.values().next().value!);
      return c.json({ ok: true, result });
    } catch (err) {
      // Not mailed (the relay or Tricktable is down): an error status, and Tricktable retries on its schedule.
      ctx.log({ event: 'notice.failed', player: player.id, type: notice.type, gameId: notice.data?.gameId, detail: err instanceof Error ? err.message : String(err) });
      return problem(c, 503, 'not-mailed', 'the notice could not be mailed now; retry later');
    }
  });

  app.post(
    '/inbound',
    bodyLimit({
      maxSize: ctx.config.maxMessageBytes,
      onError: (c) => {
        const outcome: Outcome = { kind: 'too-large', reason: 'too-large', detail: `a reply may be at most ${ctx.config.maxMessageBytes} bytes: write your move without attachments` };
        ctx.log({ event: 'reply.too-large', reason: outcome.reason, detail: outcome.detail, via: 'http', to: envelopeTo(c.req.header('x-envelope-to')) });
        return c.json({ outcome: outcome.kind, reason: outcome.reason, detail: outcome.detail }, 413);
      },
    }),
    async (c) => {
      const secret = ctx.config.inboundSecret;
      if (!secret) return problem(c, 404, 'inbound-off', 'HTTP inbound is off: set INBOUND_SECRET');
      if (!sameSecret(c.req.header('authorization') ?? '', `Bearer ${secret}`)) return problem(c, 401, 'unauthorized', 'Authorization: Bearer <INBOUND_SECRET> is needed');
      const raw = Buffer.from(await c.req.arrayBuffer());
      const outcome = await handleReply(ctx, { raw, envelopeTo: envelopeTo(c.req.header('x-envelope-to')), envelopeFrom: c.req.header('x-envelope-from') ?? null, via: 'http' });
      const status = httpStatus(outcome);
      if (status === 503) c.header('retry-after', '60');
      return c.json({ outcome: outcome.kind, reason: outcome.reason, detail: outcome.detail }, status);
    },
  );

  const admin = (c: HonoContext) => !ctx.config.adminToken || sameSecret(c.req.header('authorization') ?? '', `Bearer ${ctx.config.adminToken}`);

  app.post('/players', async (c) => {
    if (!admin(c)) return problem(c, 401, 'unauthorized', 'Authorization: Bearer <ADMIN_TOKEN> is needed');
    const parsed = signUpBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return problem(c, 400, 'invalid-request', 'give { address, key } for an existing player, or { address, name } to create one');
    try {
      const { player, key, created } = await signUp(ctx, webhookBase(), parsed.data);
      return c.json({ id: player.id, name: player.name, address: player.address, webhookId: player.webhookId, ...(key ? { key } : {}) }, created ? 201 : 200);
    } catch (err) {
      if (err instanceof ApiError && !err.temporary) return problem(c, err.status === 401 ? 403 : 422, err.problem?.code ?? 'refused', `Tricktable refused: ${err.problem?.detail ?? err.message}`);
      throw err;
    }
  });

  app.delete('/players/:id', async (c) => {
    if (!admin(c)) return problem(c, 401, 'unauthorized', 'Authorization: Bearer <ADMIN_TOKEN> is needed');
    const player = ctx.store.player(c.req.param('id'));
    if (!player) return problem(c, 404, 'not-found', 'no such player here');
    await signOff(ctx, player);
    return c.body(null, 204);
  });

  app.onError((err, c) => {
    ctx.log({ event: 'http.error', detail: err.message });
    return problem(c, 503, 'unavailable', 'try again later');
  });
  return app;
}

const envelopeTo = (header: string | undefined) => (header ? header.split(',').map((a) => a.trim()).filter(Boolean) : []);

/** Constant-time comparison of two secrets (their SHA-256, so lengths leak nothing either). */
function sameSecret(given: string, expected: string): boolean {
  const h = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(h(given), h(expected));
}
