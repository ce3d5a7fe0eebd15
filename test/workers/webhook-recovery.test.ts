import { describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import { answerWith, received } from '../support/receiver.workers';
import { targets, testEnv } from '../support/target.workers';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Inside workerd, on the real clock: a receiver down for 10 s gets the next notification as soon as
 * it is back — its first attempt (in waitUntil) is held back by none of the failed ones, which wait
 * for their own retries.
 */
describe('Webhook recovery inside workerd', () => {
  it('a receiver back from a 10 s outage gets new deliveries at once; the missed ones stay on their schedule', async () => {
    const server = await targets()[0]!.start();
    const path = `/hook/${crypto.randomUUID()}`;
    const created = await server.api.request('POST', '/v1/games', {
      body: { type: 'tango', options: { firstDealer: 0, autoPlayForced: false }, webhooks: [{ url: `${testEnv.RECEIVER_URL}${path}`, events: ['action.applied'] }] },
    });
    const { id, adminToken, webhooks } = created.body;
    const tokens = [(await server.api.join(id, { seat: 0 })).body.token, (await server.api.join(id, { seat: 1 })).body.token];
    const move = async () => {
      const view = (await server.api.view(id)).body;
      const seat = view.toAct[0];
      const moves = (await server.api.legalMoves(id, tokens[seat])).body.moves;
      return (await server.api.act(id, tokens[seat], moves[0])).body.version as number;
    };
    const mine = async () => (await received()).filter((r) => r.path === path);
    await answerWith(503);
    try {
      const missed = [await move()];
      await sleep(10_000);
      missed.push(await move());
      // Both first attempts were refused before the receiver comes back (each missed version at least
      // once: two refusals may be the first one's attempt and its retry).
      const refused = async () => new Set((await mine()).filter((r) => r.answered === 503).map((r) => JSON.parse(r.body).data.version as number));
      await eventually(async () => { const seen = await refused(); return missed.every((v) => seen.has(v)); }, 'the first attempts to fail', 15_000);
      await answerWith(200);
      const fresh = await move();
      // A loose bound (15 s), not a timing: the fresh delivery goes out in the request's waitUntil.
      await eventually(async () => (await mine()).some((r) => r.answered === 200 && JSON.parse(r.body).data.version === fresh), 'the fresh delivery', 15_000);
      // The missed ones keep their own schedule: any sent by now was a retry that was due.
      const log = (await server.api.request('GET', `/v1/games/${id}/webhooks/${webhooks[0].id}/deliveries`, { token: adminToken })).body.deliveries;
      for (const d of log.filter((d: { version: number }) => missed.includes(d.version))) {
        const statuses = d.attempts.map((a: { status: number }) => a.status);
        if (d.status === 'delivered') expect([statuses.at(-1), statuses.slice(0, -1).every((s: number) => s === 503), statuses.length > 1]).toEqual([200, true, true]);
        else expect([d.status, statuses.every((s: number) => s === 503), Date.parse(d.nextAttemptAt) > Date.now()]).toEqual(['pending', true, true]);
      }
      expect(log.find((d: { version: number }) => d.version === fresh).attempts.map((a: { status: number }) => a.status)).toEqual([200]);
    } finally {
      await answerWith(200);
    }
  }, 60_000);
});
