import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { workerEntry } from '../../src/worker';
import { Api } from '../support/api';
import { newPlayer } from '../support/players';
import { SseClient } from '../support/sse';
import { callWorker } from '../support/target.workers';

/**
 * Issue 32 item 4: the limits hold across isolates. Two isolates are two sets of the Worker's handlers
 * (src/worker.ts workerEntry: each its own app, so its own in-memory buckets and counts, as two
 * isolates have), sharing the LIMITER objects as every isolate of a deployment does. A client whose
 * requests alternate between them gets the configured limit once; with SHARED_LIMITS=local (each
 * isolate its own counts, as before the objects) it gets it twice — what each test shows would break.
 */
const isolates = [workerEntry({}), workerEntry({})] as const;
let n = 0;
const address = () => `192.0.2.${(Date.now() + n++) % 250}`;

/** A client of isolate `i`, from `ip`, with the entry's vars and `vars` over them. `settle`: each
 * answer once its background work is done (a request far from its limit finishes its shared spend
 * there, src/http/limit-spends.ts spendRequest). */
const through = (i: 0 | 1, ip: string, vars: Record<string, string>, settle = false) =>
  new Api('http://tricktable.test', (url, init) => {
    const headers = new Headers(init.headers);
    headers.set('cf-connecting-ip', ip);
    return callWorker(url, { ...init, headers }, { ...env, ...vars }, isolates[i], { settle });
  });

/** Requests of one token, one after another, alternating between the two isolates: how many were
 * admitted. (Concurrent clients, whose requests overlap the shared spends: `npm run bench -- --only=scale`.) */
async function admitted(vars: Record<string, string>, requests: number): Promise<number> {
  const ip = address();
  const token = `tt_seat_across${Date.now()}${n++}`;
  let ok = 0;
  for (let r = 0; r < requests; r++) {
    const reply = await through((r % 2) as 0 | 1, ip, vars, true).request('GET', '/v1/games', { token });
    if (reply.status === 200) ok++;
    else expect(reply.body).toMatchObject({ code: 'rate-limited', status: 429 });
  }
  return ok;
}

describe('limits across isolates (the LIMITER objects)', () => {
  // 20 at once, one more every 30 s: the run of 40 takes a few seconds even on a loaded machine, so
  // at most one refill.
  const perToken = { RATE_LIMIT_PER_TOKEN: '20/600s', RATE_LIMIT_PER_IP: 'off' };

  it('one token over two isolates is admitted its limit once, not twice', async () => {
    const shared = await admitted(perToken, 40);
    expect(shared).toBeGreaterThanOrEqual(20);
    expect(shared).toBeLessThanOrEqual(21);
    // Each isolate counting its own (as before the objects): both give the whole burst.
    expect(await admitted({ ...perToken, SHARED_LIMITS: 'local' }, 40)).toBe(40);
  });

  it('a burst of 200 concurrent requests over two isolates: the limit of 100 admits at most 1.1 times it', async () => {
    const ip = address();
    const token = `tt_seat_burst${Date.now()}${n++}`;
    const vars = { RATE_LIMIT_PER_TOKEN: '100/6000s', RATE_LIMIT_PER_IP: 'off' };
    const replies = await Promise.all(Array.from({ length: 200 }, (_, r) => through((r % 2) as 0 | 1, ip, vars).request('GET', '/v1/games', { token })));
    const ok = replies.filter((r) => r.status === 200).length;
    // Each isolate lets at most 4 spends through unconfirmed at a time (limit-spends.ts); without that
    // bound each would admit three quarters of the burst before the object's answers came back.
    expect(ok).toBeGreaterThanOrEqual(100);
    expect(ok).toBeLessThanOrEqual(110);
    expect(replies.filter((r) => r.status !== 200).every((r) => r.status === 429)).toBe(true);
  });

  it('open streams: the cap of a token counts its streams in every isolate', async () => {
    const vars = { RATE_LIMIT_STREAMS_PER_TOKEN: '2', RATE_LIMIT_STREAMS_PER_IP: 'off', RATE_LIMIT_PER_TOKEN: 'off', RATE_LIMIT_PER_IP: 'off', RATE_LIMIT_SIGN_UPS_PER_IP: 'off' };
    const ip = address();
    const [a, b] = [through(0, ip, vars), through(1, ip, vars)];
    const key = (await newPlayer(a, 'Wide')).key;
    const g = await a.startedTango();
    const open = (api: Api) => SseClient.open(api, `/v1/games/${g.id}/stream`, { token: key });
    const held = [await open(a), await open(b)];
    expect(held.map((s) => s.status)).toEqual([200, 200]);
    const third = await open(a);
    expect(third.status).toBe(429);
    expect(JSON.parse(third.text)).toMatchObject({ code: 'too-many-streams', detail: expect.stringMatching(/for this token \(at most 2 at once\)/) });
    // Closed in one isolate, the slot is free in the other.
    await held[0]!.close();
    let reopened: SseClient | undefined;
    for (let tries = 0; tries < 50 && reopened?.status !== 200; tries++) {
      if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      reopened = await open(b);
    }
    expect(reopened!.status).toBe(200);
    // Counted per isolate, the third would have been let in.
    const local = through(1, ip, { ...vars, SHARED_LIMITS: 'local' });
    const alone = await open(local);
    expect(alone.status).toBe(200);
    for (const s of [held[1]!, reopened!, alone]) await s.close();
  });

  it('sign-ups: an address gets its sign-ups once over both isolates', async () => {
    const vars = { RATE_LIMIT_SIGN_UPS_PER_IP: '3/3600s', RATE_LIMIT_PER_TOKEN: 'off', RATE_LIMIT_PER_IP: 'off' };
    const ip = address();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await through((i % 2) as 0 | 1, ip, vars).request('POST', '/v1/players', { body: { name: `s${i}` } })).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it("bot budgets: a player's bots over two isolates spend one budget", async () => {
    // One share (8,000 steps) booked per game of bots alone; a budget of 10,000 holds one.
    const vars = { RATE_LIMIT_PER_TOKEN: 'off', RATE_LIMIT_PER_IP: 'off', RATE_LIMIT_SIGN_UPS_PER_IP: 'off', RATE_LIMIT_BOT_STEPS_PER_PLAYER: '10000/3600s', BOT_SHARE_STEPS: '8000' };
    const allBots = { type: 'tantony', options: { variant: 'three-player' }, bots: { '0': 'random', '1': 'random', '2': 'random' } };
    const create = async (i: 0 | 1, more: Record<string, string> = {}) => {
      const api = through(i, address(), { ...vars, ...more });
      const ada = await newPlayer(api, 'Ada');
      const first = await api.request('POST', '/v1/games', { token: ada.key, body: allBots });
      const second = await through((1 - i) as 0 | 1, address(), { ...vars, ...more }).request('POST', '/v1/games', { token: ada.key, body: allBots });
      return [first, second];
    };
    const [first, second] = await create(0);
    expect(first.status).toBe(201);
    expect([second.status, second.body.code]).toEqual([429, 'bot-budget-spent']);
    // Each isolate counting its own: the other isolate books a second share.
    const [one, two] = await create(1, { SHARED_LIMITS: 'local' });
    expect([one.status, two.status]).toEqual([201, 201]);
  });

  it('an unreachable limiter object: the isolate counts the request itself, never a 500', async () => {
    const broken = { idFromName: (name: string) => name, get: () => ({ fetch: () => Promise.reject(new Error('the object is away')) }) };
    const api = new Api('http://tricktable.test', (url, init) => callWorker(url, init, { ...env, ...perToken, LIMITER: broken }, isolates[0]));
    const token = `tt_seat_broken${Date.now()}`;
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await api.request('GET', '/v1/games', { token })).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses.slice(20)).toContain(429);
  });
});
