import { describe, expect, it } from 'vitest';
import { entryApi } from '../support/target.workers';

/**
 * The Worker entry (src/worker.ts) has the rate limit on with its defaults (README "Rate limits"):
 * one token may burst 120 requests. Only the Workers tier runs the entry point; the Node test servers
 * are built without a limit (test/reliability/rate-limit.test.ts tests the Node side).
 */
describe('rate limit of the Worker entry', () => {
  it('a burst of 200 requests with one token: the first 120 pass, the rest are 429 with Retry-After', async () => {
    const api = entryApi();
    const token = `tt_seat_burst${Date.now()}`;
    const replies = await Promise.all(Array.from({ length: 200 }, () => api.request('GET', '/v1/games', { token })));
    const limited = replies.filter((r) => r.status === 429);
    expect(replies.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(120);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]!.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited[0]!.body).toMatchObject({ code: 'rate-limited', status: 429 });
    // Every answer says the policy and the budget left (README "Rate limits").
    for (const r of [replies[0]!, limited[0]!]) expect(r.headers.get('ratelimit-policy')).toMatch(/^"token";q=120;w=6, "ip";q=1200;w=6$/);
    expect(limited[0]!.headers.get('ratelimit')).toMatch(/^"token";r=0;t=\d+, "ip";r=\d+;t=\d+$/);
    // Another token is not held back by this one.
    expect((await api.request('GET', '/v1/games', { token: `${token}-other` })).status).toBe(200);
  });

  it('sign-ups: 30 an hour from one client address (CF-Connecting-IP), then 429 too-many-sign-ups; another address is not held back', async () => {
    const api = entryApi();
    const ip = `203.0.113.${Date.now() % 250}`;
    const signUp = (name: string, from = ip) => api.request('POST', '/v1/players', { body: { name }, headers: { 'cf-connecting-ip': from } });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await signUp(`w${i}`)).status);
    expect(statuses).toEqual(Array(30).fill(201));
    const refused = await signUp('one-too-many');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.body).toMatchObject({ code: 'too-many-sign-ups', status: 429 });
    const gql = await api.request('POST', '/graphql', { body: { query: 'mutation { createPlayer(name: "g") { id } }' }, headers: { 'cf-connecting-ip': ip } });
    expect(gql.body.errors[0].extensions.code).toBe('too-many-sign-ups');
    expect((await signUp('elsewhere', '198.51.100.7')).status).toBe(201);
  });
});
