import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './support/databases';
import { auditAnswerEvents, leaked, loadInternal, secretsAt } from './support/leak-audit';
import { actOnce, lifecycle, newPlayer, playToEnd, type TestPlayer } from './support/players';
import { Receiver, type Received } from './support/receiver';
import { startServer, type NodeTestServer } from './support/server';

/**
 * Player webhooks (issue 15, item 4): `POST /v1/me/webhooks` with a player key gets that player's
 * notifications across all their games — turn.started (theirs), game.started, game.finished,
 * rematch.offered — each redacted for their seat, signed, with the same delivery log, redelivery,
 * disabling and URL policy as a game's webhooks. On an injected clock, sent by the sweep.
 */
describe.each(databaseKinds())('Player webhooks on $name', (kind) => {
  let server: NodeTestServer;
  let receiver: Receiver;
  let now = Date.parse('2026-12-01T09:00:00Z');
  beforeAll(async () => {
    server = await startServer(kind, { clock: () => new Date(now) });
    receiver = await Receiver.start();
  });
  afterAll(async () => {
    await receiver?.close();
    await server?.close();
  });

  async function drain(): Promise<void> {
    await server.settle();
    while ((await server.sweep()).deliveries > 0);
  }

  const subscribe = (player: TestPlayer, body: unknown) => server.api.request('POST', '/v1/me/webhooks', { token: player.key, body });
  const sentTo = (tag: string): Received[] => receiver.received.filter((r) => r.url.endsWith(`?${tag}`));
  const logOf = async (player: TestPlayer, hookId: string, query = 'limit=500') =>
    (await server.api.request('GET', `/v1/me/webhooks/${hookId}/deliveries?${query}`, { token: player.key })).body;

  /** A Tango game with these credentials joining seats 0 and 1 (undefined: anonymous); a day per turn, unless `clockless`. */
  async function game(seat0: string | undefined, seat1: string | undefined, clockless = false, webhooks: unknown[] = []) {
    const created = await server.api.request('POST', '/v1/games', { body: { type: 'tango', options: clockless ? { firstDealer: 0 } : { firstDealer: 0, turnTimeout: 86_400 }, webhooks } });
    expect(created.status, created.text).toBe(201);
    const tokens: string[] = [];
    for (const [seat, key] of [seat0, seat1].entries()) {
      const joined = await server.api.join(created.body.id, { seat }, { token: key });
      expect(joined.status, joined.text).toBe(201);
      tokens[seat] = key ?? joined.body.token;
    }
    return { id: created.body.id as string, adminToken: created.body.adminToken as string, tokens };
  }

  it("a player's notifications across their games: signed, for their seat only, in order, with data.version and webhook-id", async () => {
    const ada = await newPlayer(server.api, 'Ada');
    const bob = await newPlayer(server.api, 'Bob');
    const adaHook = await subscribe(ada, { url: `${receiver.url}?ada` });
    expect(adaHook.status, adaHook.text).toBe(201);
    expect(adaHook.body).toMatchObject({ url: `${receiver.url}?ada`, events: null, secret: expect.stringMatching(/^whsec_/) });
    const bobHook = await subscribe(bob, { url: `${receiver.url}?bob`, events: ['turn.started'] });
    expect(bobHook.status, bobHook.text).toBe(201);

    // Game A: Ada against Bob, played out; game B: Ada against an anonymous seat, a few moves.
    // Game A also has a game webhook bound to Ada's seat, for turn.started: the same turns, to compare.
    const a = await game(ada.key, bob.key, false, [{ url: `${receiver.url}?seat0`, seat: 0, events: ['turn.started'] }]);
    const b = await game(undefined, ada.key);
    await playToEnd(server.api, a.id, (seat) => a.tokens[seat]!);
    const playedA = await loadInternal(server.store, a.id);
    for (let i = 0; i < 4; i++) await actOnce(server.api, b.id, (seat) => b.tokens[seat]!);
    // Bob asks for a rematch of A: Ada is offered it (Bob, who asked, is not told).
    const rematch = await lifecycle(server.api, a.id, 'rematch', bob.key);
    expect(rematch.status, rematch.text).toBe(201);
    await drain();

    const verifier = new Webhook(adaHook.body.secret);
    const toAda = sentTo('ada');
    for (const r of toAda) verifier.verify(r.body, r.headers as Record<string, string>);
    expect(() => new Webhook(bobHook.body.secret).verify(toAda[0]!.body, toAda[0]!.headers as Record<string, string>)).toThrow();
    const types = new Set(toAda.map((r) => r.json.type));
    expect([...types].sort()).toEqual(['game.finished', 'game.started', 'rematch.offered', 'turn.started']);
    expect(new Set(toAda.map((r) => r.json.data.gameId))).toEqual(new Set([a.id, b.id]));
    const seatOf = (gameId: string) => (gameId === a.id ? 0 : 1);
    const loaded = { [a.id]: playedA, [b.id]: await loadInternal(server.store, b.id) };
    for (const r of toAda) {
      const { type, data } = r.json;
      expect(data, type).toMatchObject({ gameId: expect.any(String), gameType: 'tango', version: expect.any(Number), seat: seatOf(data.gameId) });
      expect(r.headers['webhook-id']).toMatch(/^msg_/);
      // Never another seat's card: each payload against what Ada's seat may know at its version.
      expect(leaked(data, secretsAt(loaded[data.gameId]!, data.version, data.seat)), type).toEqual([]);
      if (type === 'game.started') expect(auditAnswerEvents(loaded[data.gameId]!, data.version - 1, data.version, data.events, data.seat)).toEqual([]);
      if (type === 'turn.started') expect(Date.parse(data.deadline)).toBe(Date.parse(r.json.timestamp) + 86_400_000);
    }
    // game.started shows her own hand in the deal, and only hers.
    const started = toAda.find((r) => r.json.type === 'game.started' && r.json.data.gameId === a.id)!;
    const dealt = started.json.data.events.find((e: { type: string }) => e.type === 'round-dealt');
    expect(dealt.hand).toHaveLength(10);
    // Every turn of hers that started, and no other seat's: the same as the game webhook's for her seat.
    const turnsA = toAda.filter((r) => r.json.type === 'turn.started' && r.json.data.gameId === a.id);
    const seatTurns = sentTo('seat0').filter((r) => r.json.data.seat === 0).map((r) => r.json.data.version);
    expect(seatTurns.length).toBeGreaterThan(10);
    expect(turnsA.map((r) => r.json.data.version)).toEqual(seatTurns);
    expect(turnsA.every((r) => r.json.data.seat === 0)).toBe(true);
    // Per game, in version order; the finish carries the result and the revealed seed.
    for (const id of [a.id, b.id]) {
      const versions = toAda.filter((r) => r.json.data.gameId === id).map((r) => r.json.data.version as number);
      expect(versions).toEqual([...versions].sort((x, y) => x - y));
    }
    const finished = toAda.find((r) => r.json.type === 'game.finished')!;
    expect(finished.json.data).toMatchObject({ gameId: a.id, status: 'finished', result: { seed: expect.stringMatching(/^[0-9a-f]+$/) } });
    const offered = toAda.find((r) => r.json.type === 'rematch.offered')!;
    expect(offered.json.data).toMatchObject({ gameId: a.id, seat: 0, rematch: { gameId: rematch.body.id }, by: 1 });
    // Bob asked for turn.started only: his, in game A.
    const toBob = sentTo('bob');
    expect(toBob.length).toBeGreaterThan(5);
    expect(toBob.every((r) => r.json.type === 'turn.started' && r.json.data.gameId === a.id && r.json.data.seat === 1)).toBe(true);

    // The delivery log: every one delivered, naming its game; cursor pages; filters; refusals.
    const whole = (await logOf(ada, adaHook.body.id)).deliveries;
    expect(whole).toHaveLength(toAda.length);
    expect(whole.every((d: { status: string }) => d.status === 'delivered')).toBe(true);
    expect(whole.map((d: { id: string }) => d.id).reverse()).toEqual(toAda.map((r) => r.headers['webhook-id']));
    expect(new Set(whole.map((d: { gameId: string }) => d.gameId))).toEqual(new Set([a.id, b.id]));
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { deliveries: Array<{ id: string }>; next: string | null } = await logOf(ada, adaHook.body.id, `limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      paged.push(...page.deliveries.map((d) => d.id));
      cursor = page.next;
    } while (cursor !== null);
    expect(paged).toEqual(whole.map((d: { id: string }) => d.id));
    expect((await logOf(ada, adaHook.body.id, 'status=failed,pending')).deliveries).toEqual([]);
    for (const query of ['colour=red', 'status=lost', 'cursor=bm9wZQ', 'limit=0']) {
      const res = await server.api.request('GET', `/v1/me/webhooks/${adaHook.body.id}/deliveries?${query}`, { token: ada.key });
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe('invalid-request');
    }
    // Redelivery: the same message again, same webhook-id, signed anew.
    const again = whole.at(-1)!.id;
    const redone = await server.api.request('POST', `/v1/me/webhooks/${adaHook.body.id}/deliveries/${again}/redeliver`, { token: ada.key });
    expect(redone.status, redone.text).toBe(202);
    await drain();
    const resent = sentTo('ada').filter((r) => r.headers['webhook-id'] === again);
    expect(resent).toHaveLength(2);
    verifier.verify(resent[1]!.body, resent[1]!.headers as Record<string, string>);
    expect(resent[1]!.body).toBe(resent[0]!.body);
    // Another player's key sees none of it.
    expect((await server.api.request('GET', `/v1/me/webhooks/${adaHook.body.id}/deliveries`, { token: bob.key })).status).toBe(404);
    expect((await server.api.request('POST', `/v1/me/webhooks/${adaHook.body.id}/deliveries/${again}/redeliver`, { token: bob.key })).status).toBe(404);
  });

  it('are managed with the player key only, refuse bad input and changing nothing, and stop when deleted', async () => {
    const cy = await newPlayer(server.api, 'Cy');
    const dee = await newPlayer(server.api, 'Dee');
    const g = await game(cy.key, undefined);
    for (const [token, status] of [[undefined, 401], [g.adminToken, 401], [g.tokens[1], 401]] as const) {
      const res = await server.api.request('POST', '/v1/me/webhooks', { token, body: { url: `${receiver.url}?cy` } });
      expect(res.status, res.text).toBe(status);
      expect(res.body.code).toBe('unauthorized');
    }
    for (const body of [{ url: 'https://10.0.0.1/hook' }, { url: 'http://example.com/hook' }, { url: `${receiver.url}?cy`, events: ['action.applied'] }, { url: `${receiver.url}?cy`, seat: 0 }, {}]) {
      const res = await subscribe(cy, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('invalid-request');
    }
    expect((await server.api.request('GET', '/v1/me/webhooks', { token: cy.key })).body.webhooks).toEqual([]);
    const hook = (await subscribe(cy, { url: `${receiver.url}?cy`, events: ['turn.started'] })).body;
    const listed = await server.api.request('GET', '/v1/me/webhooks', { token: cy.key });
    expect(listed.body.webhooks).toEqual([{ id: hook.id, url: hook.url, events: ['turn.started'], disabledAt: null, disabledReason: null, failingSince: null, createdAt: hook.createdAt }]);
    expect(JSON.stringify(listed.body)).not.toContain(hook.secret);
    expect((await server.api.request('GET', '/v1/me/webhooks', { token: dee.key })).body.webhooks).toEqual([]);
    expect((await server.api.request('DELETE', `/v1/me/webhooks/${hook.id}`, { token: dee.key })).status).toBe(404);
    // Moves until Cy's turn starts again: his turn.started arrives.
    const before = sentTo('cy').length;
    for (let n = 0; sentTo('cy').length === before; n++) {
      expect(n).toBeLessThan(20);
      await actOnce(server.api, g.id, (seat) => g.tokens[seat]!);
      await drain();
    }
    const sent = sentTo('cy').length;
    expect((await server.api.request('DELETE', `/v1/me/webhooks/${hook.id}`, { token: cy.key })).status).toBe(204);
    expect((await server.api.request('DELETE', `/v1/me/webhooks/${hook.id}`, { token: cy.key })).status).toBe(404);
    for (let i = 0; i < 6; i++) await actOnce(server.api, g.id, (seat) => g.tokens[seat]!);
    await drain();
    expect(sentTo('cy').length).toBe(sent);
  });

  it("a player's subscription failing for 5 days is disabled, and the player's other subscriptions are told", async () => {
    const failing = await Receiver.start();
    failing.respond = () => ({ status: 500 });
    const eve = await newPlayer(server.api, 'Eve');
    const bad = (await subscribe(eve, { url: failing.url })).body;
    const good = (await subscribe(eve, { url: `${receiver.url}?eve`, events: ['subscription.disabled'] })).body;
    const g = await game(eve.key, undefined, true);
    await drain();
    const badHook = async () => (await server.api.request('GET', '/v1/me/webhooks', { token: eve.key })).body.webhooks.find((h: { id: string }) => h.id === bad.id);
    const started = now;
    let day = 0;
    let dayStart = 0;
    while ((await badHook()).disabledAt === null) {
      expect(day++, 'disabled within 5 days of failures').toBeLessThan(6);
      now = started + day * 86_400_000;
      dayStart = (await server.api.view(g.id)).body.version;
      // Each day Eve's turn comes round again (a turn.started for her, so an attempt that day): after a
      // trick the loser may swap and the winner leads (TANGO-11), so a fixed count of moves may not.
      do await actOnce(server.api, g.id, (seat) => g.tokens[seat]!);
      while (!(await server.api.view(g.id)).body.toAct.includes(0));
      await drain();
    }
    expect(day).toBe(5);
    const disabled = await badHook();
    expect(disabled.disabledReason).toMatch(/failed since .* \(5 days\)/);
    expect((await logOf(eve, bad.id, 'status=pending')).deliveries).toEqual([]);
    const notices = sentTo('eve');
    expect(notices).toHaveLength(1);
    new Webhook(good.secret).verify(notices[0]!.body, notices[0]!.headers as Record<string, string>);
    // At the game's version when it was disabled: after one of the 5th day's moves (each sends at once).
    expect(notices[0]!.json.data.version).toBeGreaterThan(dayStart);
    expect(notices[0]!.json.data.version).toBeLessThanOrEqual((await server.api.view(g.id)).body.version);
    expect(notices[0]!.json).toMatchObject({ type: 'subscription.disabled', data: { gameId: g.id, version: expect.any(Number), webhookId: bad.id, url: failing.url, reason: disabled.disabledReason, failingSince: disabled.failingSince } });
    await failing.close();
  });
});
