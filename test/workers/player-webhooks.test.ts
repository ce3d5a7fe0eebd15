import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import { actOnce, newPlayer } from '../support/players';
import { received } from '../support/receiver.workers';
import { targets, testEnv } from '../support/target.workers';

/**
 * Player webhooks inside workerd (Neon's drivers): a player's subscription gets their turn.started
 * (sent in the request's waitUntil), signed and for their seat, and its delivery log under /v1/me.
 */
describe('Player webhooks inside workerd', () => {
  it("a player's turns arrive signed, for their seat, in order; the delivery log lists them", async () => {
    const server = await targets()[0]!.start();
    const ada = await newPlayer(server.api, 'Ada');
    const path = `/hook/${crypto.randomUUID()}`;
    const hook = await server.api.request('POST', '/v1/me/webhooks', { token: ada.key, body: { url: `${testEnv.RECEIVER_URL}${path}`, events: ['turn.started', 'game.started'] } });
    expect(hook.status, hook.text).toBe(201);
    const created = await server.api.create('tango', { firstDealer: 0, autoPlayForced: false });
    const id: string = created.body.id;
    expect((await server.api.join(id, { seat: 1 }, { token: ada.key })).status).toBe(201);
    const other = (await server.api.join(id, { seat: 0 })).body.token;
    const tokens = [other, ada.key];
    for (let i = 0; i < 6; i++) await actOnce(server.api, id, (seat) => tokens[seat]!);
    const log = async () => (await server.api.request('GET', `/v1/me/webhooks/${hook.body.id}/deliveries?limit=100`, { token: ada.key })).body.deliveries as Array<{ id: string; gameId: string; type: string; status: string }>;
    await eventually(async () => {
      const all = await log();
      return all.length > 1 && all.every((d) => d.status === 'delivered');
    }, 'every delivery delivered', 30_000);
    const deliveries = await log();
    const mine = (await received()).filter((r) => r.path === path);
    expect(mine.map((r) => r.headers['webhook-id']).sort()).toEqual(deliveries.map((d) => d.id).sort());
    const verifier = new Webhook(hook.body.secret);
    for (const r of mine) verifier.verify(r.body, r.headers);
    const payloads = mine.map((r) => JSON.parse(r.body));
    expect(payloads.map((p) => p.type)).toContain('game.started');
    expect(payloads.every((p) => p.data.gameId === id && p.data.seat === 1)).toBe(true);
    const versions = payloads.map((p) => p.data.version as number);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    // The deal as Ada's seat sees it: her hand only.
    const dealt = payloads.find((p) => p.type === 'game.started').data.events.find((e: { type: string }) => e.type === 'round-dealt');
    expect(dealt.hand).toHaveLength(10);
    expect(JSON.stringify(dealt)).not.toContain('"hands"');
  }, 60_000);
});
