import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './support/databases';
import { Receiver } from './support/receiver';
import { startServer, type NodeTestServer } from './support/server';

/**
 * Deliveries that recover at once (issue 15 §5), on an injected clock: a receiver back from an
 * outage gets new notifications at once while the missed ones come on their own schedule; a
 * subscription failing for 5 days is disabled and its siblings are told; the delivery log pages.
 */
describe.each(databaseKinds())('Webhook recovery on $name', (kind) => {
  let server: NodeTestServer;
  let now = Date.parse('2026-12-01T09:00:00Z');
  beforeAll(async () => {
    server = await startServer(kind, { clock: () => new Date(now) });
  });
  afterAll(() => server?.close());

  /** Runs the sweep (as the cron does) until nothing is left to send now. */
  async function drain(): Promise<void> {
    await server.settle();
    while ((await server.sweep()).deliveries > 0);
  }

  async function game(webhooks: unknown[]) {
    const created = await server.api.request('POST', '/v1/games', { body: { type: 'tango', options: { firstDealer: 0, autoPlayForced: false }, webhooks } });
    expect(created.status, created.text).toBe(201);
    const { id, adminToken } = created.body;
    const tokens: string[] = [];
    for (let i = 0; i < 2; i++) tokens[i] = (await server.api.join(id, { seat: i })).body.token;
    return { id: id as string, adminToken: adminToken as string, hooks: created.body.webhooks as Array<{ id: string; secret: string }>, tokens };
  }

  /** One legal move by the seat to act. */
  async function move(g: { id: string; tokens: string[] }): Promise<number> {
    const view = (await server.api.view(g.id)).body;
    const seat = view.toAct[0];
    const moves = (await server.api.legalMoves(g.id, g.tokens[seat])).body.moves;
    const res = await server.api.act(g.id, g.tokens[seat], moves[0]);
    expect(res.status, res.text).toBe(200);
    return res.body.version;
  }

  const logOf = async (g: { id: string; adminToken: string }, hookId: string, query = 'limit=500') =>
    (await server.api.request('GET', `/v1/games/${g.id}/webhooks/${hookId}/deliveries?${query}`, { token: g.adminToken })).body;

  it('a receiver down for 10 s gets the new deliveries as soon as it is back, and the missed ones on their schedule', async () => {
    let receiver = await Receiver.start();
    const port = receiver.port;
    const g = await game([{ url: receiver.url, events: ['action.applied'] }]);
    await drain();
    // The receiver goes down: connections are refused for 10 s, while the game goes on.
    await receiver.close();
    const down = now;
    const missed: number[] = [];
    for (let t = 0; t < 10; t += 2) {
      now += 2_000;
      missed.push(await move(g));
      await drain();
    }
    expect((await logOf(g, g.hooks[0]!.id)).deliveries.every((d: { status: string }) => d.status === 'pending')).toBe(true);
    // Back after 10 s. The next move's notification goes out at once: no earlier failure holds it back.
    now = down + 10_000;
    receiver = await Receiver.start(port);
    now += 1_000;
    const fresh = await move(g);
    await server.settle();
    expect(receiver.delivered.map((r) => r.json.data.version)).toContain(fresh);
    expect(now - (down + 10_000)).toBeLessThanOrEqual(15_000); // (on the injected clock)
    // The missed ones come on their own schedule: those sent by now were retries that were due, and
    // none still pending is overdue...
    const log = (await logOf(g, g.hooks[0]!.id)).deliveries;
    for (const d of log.filter((d: { version: number }) => d.version !== fresh)) {
      if (d.status === 'delivered') expect(d.attempts.length, JSON.stringify(d)).toBeGreaterThan(1);
      else expect(Date.parse(d.nextAttemptAt), JSON.stringify(d)).toBeGreaterThan(now);
    }
    expect(log.some((d: { status: string }) => d.status === 'pending')).toBe(true);
    // ...and each lands when it is due (after its 5 s, then 5 min retry), exactly once.
    const due = Math.max(...log.filter((d: { status: string }) => d.status === 'pending').map((d: { nextAttemptAt: string }) => Date.parse(d.nextAttemptAt)));
    now = due + 1_000;
    await drain();
    const versions = receiver.delivered.map((r) => r.json.data.version as number);
    expect([...versions].sort((a, b) => a - b)).toEqual([...missed, fresh].sort((a, b) => a - b));
    expect(new Set(receiver.delivered.map((r) => r.headers['webhook-id'])).size).toBe(versions.length);
    expect((await logOf(g, g.hooks[0]!.id)).deliveries.every((d: { status: string }) => d.status === 'delivered')).toBe(true);
    await receiver.close();
  });

  it("a subscription failing for 5 days is disabled, with a final subscription.disabled to the game's other subscriptions that take it", async () => {
    const failing = await Receiver.start();
    failing.respond = () => ({ status: 500 });
    const other = await Receiver.start();
    const g = await game([{ url: failing.url }, { url: other.url }, { url: `${other.url}?filtered`, events: ['game.finished'] }]);
    await drain();
    const started = now;
    const failingHook = async () =>
      (await server.api.request('GET', `/v1/games/${g.id}/webhooks`, { token: g.adminToken })).body.webhooks.find((h: { id: string }) => h.id === g.hooks[0]!.id);
    // A move a day; every attempt to `failing` fails. On the 5th day of failures it is disabled.
    let version = 0;
    let day = 0;
    while ((await failingHook()).disabledAt === null) {
      expect(day++, 'disabled within 5 days of failures').toBeLessThan(6);
      now = started + day * 86_400_000;
      version = await move(g);
      await drain();
    }
    expect(day).toBe(5);
    const disabled = await failingHook();
    expect(disabled.disabledReason).toMatch(/failed since .* \(5 days\)/);
    expect(Date.parse(disabled.disabledAt) - Date.parse(disabled.failingSince)).toBeGreaterThanOrEqual(5 * 86_400_000);
    // Its pending deliveries are cancelled; nothing more is queued for it.
    expect((await logOf(g, g.hooks[0]!.id, 'status=pending')).deliveries).toEqual([]);
    const notices = other.delivered.filter((r) => r.json.type === 'subscription.disabled');
    expect(notices).toHaveLength(1); // the filtered sibling (game.finished only) gets none
    const notice = notices[0]!;
    expect(notice.url).not.toContain('filtered');
    new Webhook(g.hooks[1]!.secret).verify(notice.body, notice.headers as Record<string, string>);
    expect(notice.json.data).toEqual({ gameId: g.id, version, webhookId: g.hooks[0]!.id, url: failing.url, reason: disabled.disabledReason, failingSince: disabled.failingSince });
    const sent = failing.received.length;
    now += 86_400_000;
    await move(g);
    await drain();
    expect(failing.received).toHaveLength(sent);
    await failing.close();
    await other.close();
  });

  it('the delivery log pages with a cursor, newest first, filters by status, and refuses unknown parameters', async () => {
    const receiver = await Receiver.start();
    let answered = 0;
    receiver.respond = () => ({ status: answered++ < 4 ? 200 : 503 });
    const g = await game([{ url: receiver.url, events: ['action.applied', 'turn.started'] }]);
    for (let i = 0; i < 5; i++) await move(g);
    await drain();
    const hook = g.hooks[0]!.id;
    const whole = (await logOf(g, hook)).deliveries;
    expect(whole.length).toBeGreaterThan(6);
    expect(whole.map((d: { version: number }) => d.version)).toEqual([...whole.map((d: { version: number }) => d.version)].sort((a, b) => b - a));
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { deliveries: Array<{ id: string }>; next: string | null } = await logOf(g, hook, `limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.deliveries.length).toBeLessThanOrEqual(3);
      paged.push(...page.deliveries.map((d) => d.id));
      cursor = page.next;
    } while (cursor !== null);
    expect(paged).toEqual(whole.map((d: { id: string }) => d.id));
    const delivered = (await logOf(g, hook, 'status=delivered')).deliveries;
    expect(delivered.map((d: { status: string }) => d.status)).toEqual(['delivered', 'delivered', 'delivered', 'delivered']);
    const both = (await logOf(g, hook, 'status=pending,delivered')).deliveries;
    expect(both).toHaveLength(whole.length);
    for (const query of ['colour=red', 'status=lost', 'status=pending&status=failed', 'cursor=bm9wZQ', 'limit=0']) {
      const res = await server.api.request('GET', `/v1/games/${g.id}/webhooks/${hook}/deliveries?${query}`, { token: g.adminToken });
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe('invalid-request');
    }
    await receiver.close();
  });
});
