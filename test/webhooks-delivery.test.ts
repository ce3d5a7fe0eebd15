import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mulberry32 } from '../src/engine';
import { databaseKinds } from './support/databases';
import { auditAnswerEvents, auditOneEvent, loadInternal } from './support/leak-audit';
import { Receiver } from './support/receiver';
import { startServer, type NodeTestServer } from './support/server';

/** Plays `count` legal moves (or to the end) as the seats to act, through HTTP. */
async function play(server: NodeTestServer, id: string, tokens: string[], count: number, seed = 5): Promise<void> {
  const choose = mulberry32(seed);
  for (let i = 0; i < count; i++) {
    const view = (await server.api.view(id)).body;
    if (view.status === 'finished') return;
    const seat = view.toAct[0];
    const moves = (await server.api.legalMoves(id, tokens[seat])).body.moves;
    const res = await server.api.act(id, tokens[seat], moves[choose(moves.length)]);
    expect(res.status, res.text).toBe(200);
  }
}

async function createWith(server: NodeTestServer, webhooks: unknown[], options: object = {}) {
  const created = await server.api.request('POST', '/v1/games', { body: { type: 'tango', options, webhooks } });
  expect(created.status, created.text).toBe(201);
  const tokens: string[] = [];
  for (let i = 0; i < 2; i++) {
    const joined = await server.api.join(created.body.id);
    tokens[joined.body.seat] = joined.body.token;
  }
  return { id: created.body.id as string, adminToken: created.body.adminToken as string, hooks: created.body.webhooks as Array<{ id: string; secret: string; url: string }>, tokens };
}

describe.each(databaseKinds())('Webhook delivery on $name', (kind) => {
  let server: NodeTestServer;
  let receiver: Receiver;
  let now = Date.parse('2026-11-29T12:00:00Z');
  beforeAll(async () => {
    server = await startServer(kind, { clock: () => new Date(now) });
  });
  afterAll(() => server?.close());
  beforeEach(async () => {
    receiver = await Receiver.start();
  });
  afterEach(() => receiver.close());

  /** Runs the sweep (as the cron does) until nothing is left to send now. */
  async function drain(): Promise<void> {
    await server.settle();
    while ((await server.sweep()).deliveries > 0);
  }

  it('a whole Tango game with a public and a seat-bound subscription: every event arrives signed, verifiable, in order, and shows nothing its subscriber may not see', async () => {
    const g = await createWith(server, [{ url: `${receiver.url}?sub=public` }, { url: `${receiver.url}?sub=seat1`, seat: 1 }]);
    await play(server, g.id, g.tokens, 10_000);
    await drain();
    const loaded = await loadInternal(server.store, g.id);
    expect(loaded.match.version).toBeGreaterThan(40);
    for (const [hook, reader] of [[g.hooks[0]!, null], [g.hooks[1]!, 1]] as const) {
      const verifier = new Webhook(hook.secret);
      // This subscription's deliveries are the ones sent to its URL; each verifies with its secret.
      const deliveries = receiver.delivered.filter((r) => r.url.endsWith(reader === null ? 'sub=public' : 'sub=seat1'));
      for (const r of deliveries) verifier.verify(r.body, r.headers as Record<string, string>);
      const log = (await server.api.request('GET', `/v1/games/${g.id}/webhooks/${hook.id}/deliveries?limit=500`, { token: g.adminToken })).body.deliveries;
      expect(log.length).toBeGreaterThan(0);
      expect(log.every((d: { status: string }) => d.status === 'delivered')).toBe(true);
      expect(new Set(deliveries.map((r) => r.headers['webhook-id'])).size).toBe(log.length);
      expect(deliveries).toHaveLength(log.length);
      // In version order, each one small.
      const versions = deliveries.map((r) => r.json.data.version as number);
      expect(versions).toEqual([...versions].sort((a, b) => a - b));
      for (const r of deliveries) expect(r.body.length).toBeLessThan(20_000);
      const types = new Set(deliveries.map((r) => r.json.type));
      for (const t of ['game.started', 'turn.started', 'action.applied', 'trick.completed', 'round.completed', 'game.finished']) expect(types).toContain(t);
      // The leak audit: each payload against what its reader may know right then.
      for (const r of deliveries) {
        const { type, data } = r.json;
        if (type === 'action.applied' || type === 'game.started') expect(auditAnswerEvents(loaded, data.version - 1, data.version, data.events, reader)).toEqual([]);
        if (type === 'trick.completed' || type === 'round.completed') expect(auditOneEvent(loaded, data.version, data.event, reader)).toEqual([]);
      }
      // The seat-bound subscription sees its own hand in the deal; the public one sees no hand.
      const started = deliveries.find((r) => r.json.type === 'game.started')!;
      const dealt = started.json.data.events.find((e: { type: string }) => e.type === 'round-dealt');
      expect(dealt.hand).toEqual(reader === null ? null : loaded.history.find((h) => h.events.some((e) => e.type === 'game-started'))!.events.find((e) => e.type === 'round-dealt')!['hands' as never][reader]);
    }
    // Both subscriptions received everything: together, exactly the deliveries logged.
    expect(receiver.delivered.length).toBe(receiver.received.length);
  });

  it('a receiver that fails for a while, then recovers, gets every delivery once: each failed one is retried on its own schedule and holds back none', async () => {
    receiver.respond = () => ({ status: 503 });
    const g = await createWith(server, [{ url: receiver.url }]);
    await play(server, g.id, g.tokens, 12);
    await drain();
    expect(receiver.delivered).toHaveLength(0);
    const logOf = async () => (await server.api.request('GET', `/v1/games/${g.id}/webhooks/${g.hooks[0]!.id}/deliveries?limit=500`, { token: g.adminToken })).body.deliveries;
    const queued = await logOf();
    // Every delivery had its first attempt (none waited behind a failing one), in version order.
    const firstIds = receiver.received.map((r) => r.headers['webhook-id']);
    expect(new Set(firstIds).size).toBe(queued.length);
    expect(firstIds).toHaveLength(queued.length);
    const firstVersions = receiver.received.map((r) => r.json.data.version as number);
    expect(firstVersions).toEqual([...firstVersions].sort((a, b) => a - b));
    // Time passes: the 5 s retry of each fails too; then the receiver recovers, and the 5 min retries land.
    now += 6_000;
    await drain();
    expect(receiver.received).toHaveLength(2 * queued.length);
    receiver.respond = () => ({ status: 200 });
    now += 6 * 60_000;
    await drain();
    const log = await logOf();
    expect(log.every((d: { status: string }) => d.status === 'delivered')).toBe(true);
    const ids = receiver.delivered.map((r) => r.headers['webhook-id']);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(log.length);
    // Every payload carries its version, so a receiver can order what arrives out of order.
    for (const r of receiver.received) expect(r.json.data.version, r.body).toEqual(expect.any(Number));
    // The first delivery's log shows its three attempts: two 503s, then 200.
    const first = log.at(-1);
    expect(first.attempts.map((a: { status: number }) => a.status)).toEqual([503, 503, 200]);
    expect(first.attempts[0]).toMatchObject({ error: 'HTTP 503' });
    expect(typeof first.attempts[0].latencyMs).toBe('number');
    for (const r of receiver.received) new Webhook(g.hooks[0]!.secret).verify(r.body, r.headers as Record<string, string>);
  });

  it('honours Retry-After, and gives up after the 10th attempt of the schedule', async () => {
    receiver.respond = () => ({ status: 429, headers: { 'retry-after': '600' } });
    const g = await createWith(server, [{ url: receiver.url, events: ['game.started'] }]);
    await drain();
    const logOf = async () => (await server.api.request('GET', `/v1/games/${g.id}/webhooks/${g.hooks[0]!.id}/deliveries`, { token: g.adminToken })).body.deliveries[0];
    let delivery = await logOf();
    expect(delivery.attempts).toHaveLength(1);
    expect(Date.parse(delivery.nextAttemptAt) - now).toBeGreaterThanOrEqual(600_000);
    receiver.respond = () => ({ status: 500 });
    // Each retry when it is due (the whole schedule takes about 3 days: less than the 5 days of
    // failures that disable a subscription).
    for (let i = 0; i < 12 && delivery.status === 'pending'; i++) {
      now = Date.parse(delivery.nextAttemptAt) + 1000;
      await drain();
      delivery = await logOf();
    }
    expect(delivery.attempts).toHaveLength(10);
    expect(delivery.status).toBe('failed');
  });

  it('410 Gone disables the subscription: nothing more is queued or sent', async () => {
    receiver.respond = () => ({ status: 410 });
    const g = await createWith(server, [{ url: receiver.url }]);
    await drain();
    const list = (await server.api.request('GET', `/v1/games/${g.id}/webhooks`, { token: g.adminToken })).body.webhooks;
    expect(list[0].disabledAt).not.toBeNull();
    expect(list[0].disabledReason).toContain('410');
    const sent = receiver.received.length;
    await play(server, g.id, g.tokens, 5);
    now += 3600_000;
    await drain();
    expect(receiver.received.length).toBe(sent);
  });

  it('a redelivery sends a delivery again with the same webhook-id', async () => {
    const g = await createWith(server, [{ url: receiver.url, events: ['game.started'] }]);
    await drain();
    const [delivery] = (await server.api.request('GET', `/v1/games/${g.id}/webhooks/${g.hooks[0]!.id}/deliveries`, { token: g.adminToken })).body.deliveries;
    const again = await server.api.request('POST', `/v1/games/${g.id}/webhooks/${g.hooks[0]!.id}/deliveries/${delivery.id}/redeliver`, { token: g.adminToken });
    expect(again.status).toBe(202);
    await drain();
    expect(receiver.delivered.map((r) => r.headers['webhook-id'])).toEqual([delivery.id, delivery.id]);
  });
});
