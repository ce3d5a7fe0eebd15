import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import worker from '../../src/worker';
import { eventually } from '../support/eventually';
import { alarmOf, forgetAll } from '../support/hubs.workers';
import { answerWith, received } from '../support/receiver.workers';
import { callWorker, targets, testEnv } from '../support/target.workers';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function cron(): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' }) as never, env as never, ctx as never);
  await waitOnExecutionContext(ctx);
}

/** The Cron Trigger inside workerd, the safety net under the games' alarms: turn clocks and webhook retries of games whose objects lost their alarms run from `scheduled`. */
describe('Scheduled sweeps inside workerd', () => {
  it('first attempts go out in waitUntil; a failed one is retried by the cron; an overdue turn is played by the cron', async () => {
    const server = await targets()[0]!.start();
    await answerWith(503);
    const path = `/hook/${crypto.randomUUID()}`;
    const created = await server.api.request('POST', '/v1/games', {
      body: { type: 'tango', options: { firstDealer: 0, turnTimeout: 5 }, webhooks: [{ url: `${testEnv.RECEIVER_URL}${path}`, events: ['game.started', 'turn.timed-out'] }] },
    });
    expect(created.status, created.text).toBe(201);
    const { id, webhooks } = created.body;
    await server.api.join(id);
    await server.api.join(id);
    // A bank clock (issue 27) of the same 5 s, with no increment: the same cron times it out.
    const banked = await server.api.request('POST', '/v1/games', { body: { type: 'tango', options: { firstDealer: 0, autoPlayForced: false, clock: { kind: 'bank', initial: 5, increment: 0 } } } });
    expect(banked.status, banked.text).toBe(201);
    await server.api.join(banked.body.id);
    await server.api.join(banked.body.id);
    await sleep(200); // the first attempt runs after the answer, in waitUntil
    let mine = (await received()).filter((r) => r.path === path);
    expect(mine.map((r) => r.answered)).toEqual([503]);

    // The games' objects lose their alarms (evicted with their storage): the cron must do the work itself.
    await eventually(async () => (await alarmOf(id)) !== null && (await alarmOf(banked.body.id)) !== null, 'the alarms armed');
    await forgetAll(id);
    await forgetAll(banked.body.id);

    // The receiver recovers; 5 s later both the retry and the turn clock are due: the cron does both.
    await answerWith(200);
    await sleep(5_600);
    await cron();
    mine = (await received()).filter((r) => r.path === path);
    const delivered = mine.filter((r) => r.answered === 200).map((r) => JSON.parse(r.body));
    // (The retry and the new first attempt are independent: either may arrive first.)
    expect(delivered.map((d) => d.type).sort()).toEqual(['game.started', 'turn.timed-out']);
    for (const r of mine) new Webhook(webhooks[0].secret).verify(r.body, r.headers);
    const log = (await server.store.loadGame(id))!.log;
    expect(log.find((e) => e.kind === 'timeout')).toMatchObject({ seq: 3, seat: 0 }); // (forced moves may follow it)
    const bankLog = (await server.store.loadGame(banked.body.id))!.log;
    expect(bankLog.find((e) => e.kind === 'timeout')).toMatchObject({ seq: 3, seat: 0 });
  }, 60_000);

  it('the cron writes a reminder when a player’s turn reaches their threshold (issue 27 item 3)', async () => {
    const server = await targets()[0]!.start();
    const player = async (name: string) => (await server.api.request('POST', '/v1/players', { body: { name } })).body as { key: string };
    const [ada, bob] = [await player('Ada'), await player('Bob')];
    // A minute's notice on a 62 s turn: due 2 s after the turn began.
    expect((await server.api.request('PUT', '/v1/me/reminders', { token: ada.key, body: { thresholds: [60] } })).body).toEqual({ thresholds: [60], default: false });
    const created = await server.api.request('POST', '/v1/games', { body: { type: 'tango', options: { firstDealer: 0, autoPlayForced: false, clock: { kind: 'per-move', seconds: 62 } } } });
    const id = created.body.id as string;
    await server.api.join(id, {}, { token: ada.key });
    await server.api.join(id, {}, { token: bob.key });
    await cron();
    expect((await server.store.loadGame(id))!.log.filter((e) => e.kind === 'remind')).toEqual([]);
    await sleep(2_500);
    await cron();
    await cron(); // once per threshold per turn
    const reminders = (await server.store.loadGame(id))!.log.filter((e) => e.kind === 'remind');
    expect(reminders).toMatchObject([{ seat: 0, payload: { threshold: 60 } }]);
  }, 60_000);
});
