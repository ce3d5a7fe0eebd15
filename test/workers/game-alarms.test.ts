import { createExecutionContext, createScheduledController, env, runDurableObjectAlarm, runInDurableObject, waitOnExecutionContext } from 'cloudflare:test';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GameHub } from '../../src/objects';
import { rowsOf } from '../../src/store';
import { openNeonHttp, useLocalHttpEndpoint } from '../../src/store/clients/neon-http';
import worker from '../../src/worker';
import { eventually } from '../support/eventually';
import { alarmOf, apiWith, forgetAll } from '../support/hubs.workers';
import { answerAt, received } from '../support/receiver.workers';
import { testEnv } from '../support/target.workers';

/**
 * Issue 32, item 3, inside workerd: each game's Durable Object holds the game's next wake-up (its
 * turn deadline, its next webhook attempt) as an alarm, and its alarm runs that one game's sweep
 * against PostgreSQL; the cron (here never run unless a test says so) is only the safety net that
 * re-arms alarms from PostgreSQL. Times: the clocks are real (workerd's), so a test waits for the
 * deadline PostgreSQL holds (5 s, the shortest clock) and then fires the alarm itself with
 * `runDurableObjectAlarm` (workerd may have fired it already: either way, the alarm did the work).
 */
type Namespace = { idFromName(name: string): unknown; get(id: unknown): never };
const games = (env as unknown as { GAME_HUB: Namespace }).GAME_HUB;
const hubOf = (gameId: string) => games.get(games.idFromName(gameId));

interface Storage {
  setAlarm(at: number): Promise<void>;
  put(key: string, value: unknown): Promise<void>;
}
const inGameHub = <R>(gameId: string, fn: (hub: GameHub, state: { storage: Storage }) => R | Promise<R>) =>
  runInDurableObject(hubOf(gameId), fn as never) as Promise<R>;
const sweepsOf = (gameId: string) => inGameHub(gameId, (hub) => hub.sweeps);

async function query<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  useLocalHttpEndpoint(testEnv.NEON_HTTP_ENDPOINT);
  const neon = openNeonHttp(testEnv.DATABASE_URL);
  try {
    return rowsOf<T>(await neon.db.execute(statement));
  } finally {
    await neon.close();
  }
}
const deadlineOf = async (gameId: string) => {
  const [row] = await query<{ deadline_at: string | null }>(sql`SELECT deadline_at FROM games WHERE id = ${gameId}`);
  return row?.deadline_at ? Date.parse(row.deadline_at) : null;
};
const pendingOf = (gameId: string) => query<{ attempts: number; next_attempt_at: string }>(sql`SELECT attempts, next_attempt_at FROM deliveries WHERE game_id = ${gameId} AND status = 'pending' ORDER BY next_attempt_at`);
const timeoutsOf = async (gameId: string) => (await query<{ n: string }>(sql`SELECT count(*) AS n FROM actions WHERE game_id = ${gameId} AND kind = 'timeout'`)).map((r) => Number(r.n))[0]!;

const sleepUntil = (at: number) => new Promise((r) => setTimeout(r, Math.max(0, at - Date.now()) + 50));

async function cron(): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '*/5 * * * *' }) as never, env as never, ctx as never);
  await waitOnExecutionContext(ctx);
}

/** A started tango game (two seats joined), with these options and webhooks. */
async function startGame(options: Record<string, unknown>, webhooks: unknown[] = []): Promise<string> {
  const api = apiWith();
  const created = await api.request('POST', '/v1/games', { body: { type: 'tango', options: { firstDealer: 0, autoPlayForced: false, ...options }, webhooks } });
  expect(created.status, created.text).toBe(201);
  for (let i = 0; i < 2; i++) expect((await api.join(created.body.id)).status).toBe(201);
  return created.body.id;
}

/** A webhook to a fresh path of the receiver that answers 503 until told otherwise. */
async function failingHook(): Promise<{ path: string; hook: unknown }> {
  const path = `/hook/${crypto.randomUUID()}`;
  await answerAt(path, 503);
  return { path, hook: { url: `${testEnv.RECEIVER_URL}${path}`, events: ['game.started'] } };
}
const answersAt = async (path: string) => (await received()).filter((r) => r.path === path).map((r) => r.answered);

describe("A game's alarm instead of the minute sweep", () => {
  it('a turn clock runs out through the alarm the commit armed, with no cron', async () => {
    const id = await startGame({ turnTimeout: 5 });
    const deadline = await deadlineOf(id);
    expect(deadline).not.toBeNull();
    // The joins' poke carried the deadline the commit wrote: the alarm is set for exactly then.
    await eventually(async () => (await alarmOf(id)) === deadline, "the game's alarm at its deadline");
    expect(await timeoutsOf(id)).toBe(0);

    await sleepUntil(deadline!);
    await runDurableObjectAlarm(hubOf(id));
    await eventually(async () => (await timeoutsOf(id)) === 1, 'the timeout played by the alarm');
    expect(await sweepsOf(id)).toBeGreaterThan(0);
    // Re-armed from PostgreSQL: the next seat's deadline.
    const next = await deadlineOf(id);
    expect(next).toBeGreaterThan(deadline!);
    await eventually(async () => (await alarmOf(id)) === next, 'the alarm re-armed at the next deadline');
  }, 60_000);

  it("a player's reminder is written by the alarm, which then waits for the deadline, with no cron (issue 27 item 3)", async () => {
    const api = apiWith();
    const player = async (name: string) => (await api.request('POST', '/v1/players', { body: { name } })).body as { key: string };
    const [ada, bob] = [await player('Ada'), await player('Bob')];
    // A minute's notice on a 62 s turn: due 2 s after the turn began.
    expect((await api.request('PUT', '/v1/me/reminders', { token: ada.key, body: { thresholds: [60] } })).status).toBe(200);
    const created = await api.request('POST', '/v1/games', { body: { type: 'tango', options: { firstDealer: 0, autoPlayForced: false, clock: { kind: 'per-move', seconds: 62 } } } });
    const id = created.body.id as string;
    await api.join(id, {}, { token: ada.key });
    await api.join(id, {}, { token: bob.key });
    const reminders = async () => (await query<{ n: string }>(sql`SELECT count(*) AS n FROM actions WHERE game_id = ${id} AND kind = 'remind'`)).map((r) => Number(r.n))[0]!;
    // The join left Ada's turn awaiting a reminder: the alarm looks at once, and re-arms for the reminder.
    await eventually(async () => (await deadlineOf(id)) !== null && (await deadlineOf(id))! > Date.now(), 'the wake-up moved to the reminder');
    const remindAt = (await deadlineOf(id))!;
    await eventually(async () => (await alarmOf(id)) === remindAt, "the game's alarm at the reminder");
    await sleepUntil(remindAt);
    await runDurableObjectAlarm(hubOf(id));
    await eventually(async () => (await reminders()) === 1, 'the reminder written by the alarm');
    // Then the wake-up is the deadline itself (no threshold left), and the alarm follows it.
    await eventually(async () => (await deadlineOf(id))! > remindAt + 50_000, 'the wake-up at the deadline');
    const deadline = (await deadlineOf(id))!;
    await eventually(async () => (await alarmOf(id)) === deadline, 'the alarm at the deadline');
    expect(await reminders()).toBe(1);
  }, 60_000);

  it('a failed webhook attempt is retried by the alarm its retry armed, with no cron', async () => {
    const { path, hook } = await failingHook();
    const id = await startGame({}, [hook]); // no clock: only the delivery wakes the game
    await eventually(async () => (await answersAt(path)).length === 1, 'the first attempt, in waitUntil');
    await eventually(async () => (await pendingOf(id)).some((d) => d.attempts === 1), 'the retry scheduled');
    const retryAt = Date.parse((await pendingOf(id))[0]!.next_attempt_at);
    await eventually(async () => (await alarmOf(id)) === retryAt, 'the alarm at the retry');

    await answerAt(path, 200);
    await sleepUntil(retryAt);
    await runDurableObjectAlarm(hubOf(id));
    await eventually(async () => (await answersAt(path)).join() === '503,200', 'the retry sent by the alarm');
    expect(await pendingOf(id)).toEqual([]);
  }, 60_000);

  it('an object that lost its storage and alarm (evicted, reset) is re-armed by the cron, and loses no timeout or retry', async () => {
    const { path, hook } = await failingHook();
    const id = await startGame({ turnTimeout: 5 }, [hook]);
    await eventually(async () => (await pendingOf(id)).some((d) => d.attempts === 1), 'the retry scheduled');
    const deadline = (await deadlineOf(id))!;
    const retryAt = Date.parse((await pendingOf(id))[0]!.next_attempt_at);
    await eventually(async () => (await alarmOf(id)) === Math.min(deadline, retryAt), 'the alarm at the earlier of the two');

    // Everything the object held is gone: its alarm, its storage, its memory.
    await forgetAll(id);
    expect(await alarmOf(id)).toBeNull();
    expect(Date.now()).toBeLessThan(Math.min(deadline, retryAt)); // the cron below finds nothing overdue: it only re-arms

    await cron();
    expect(await alarmOf(id), 'the cron re-armed the alarm from PostgreSQL').toBe(Math.min(deadline, retryAt));
    expect(await timeoutsOf(id)).toBe(0);

    await answerAt(path, 200);
    await sleepUntil(Math.max(deadline, retryAt));
    // The alarm may have to fire twice (one wake-up each); workerd fires it by itself too.
    for (let i = 0; i < 2; i++) await runDurableObjectAlarm(hubOf(id));
    await eventually(async () => (await timeoutsOf(id)) === 1, 'the timeout, after the reset');
    await eventually(async () => (await answersAt(path)).includes(200), 'the retry, after the reset');
  }, 60_000);

  it('an early or stale alarm finds nothing due in PostgreSQL: no timeout before the deadline, and it re-arms at the deadline', async () => {
    const id = await startGame({ turnTimeout: 300 });
    const deadline = (await deadlineOf(id))!;
    await eventually(async () => (await alarmOf(id)) === deadline, "the game's alarm at its deadline");
    const sweeps = await sweepsOf(id);

    // A stale hint (the object believes the game is due now) and an alarm that fires early (in a
    // minute, but the test fires it now: one due now would be fired by workerd before the test could).
    await inGameHub(id, async (_, state) => {
      await state.storage.put('wake', Date.now() - 1);
      await state.storage.setAlarm(Date.now() + 60_000);
    });
    expect(await runDurableObjectAlarm(hubOf(id))).toBe(true);
    expect(await sweepsOf(id), 'the alarm looked in PostgreSQL').toBe(sweeps + 1);
    expect(await timeoutsOf(id)).toBe(0);
    expect(await alarmOf(id)).toBe(deadline);
    expect(Date.now()).toBeLessThan(deadline);
  }, 60_000);
});
