import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseLimit } from '../src/http/rate-limit';
import { databaseKinds } from './support/databases';
import type { NodeTestServer } from './support/server';
import { nodeRateLimit, startServerWith } from './reliability/lib/server';

/** RateLimit and RateLimit-Policy (IETF draft, structured fields) on every answer, not only on 429. */
describe('RateLimit fields', () => {
  let server: NodeTestServer;
  let now = 1_000_000;
  beforeAll(async () => {
    server = await startServerWith(databaseKinds()[0]!, { rateLimit: nodeRateLimit({ perToken: parseLimit('3/60s'), perIp: parseLimit('100/10s') }, () => now) });
  });
  afterAll(() => server?.close());

  it('each answer says the policy and what is left of each bucket it spent from', async () => {
    const anonymous = await server.api.request('GET', '/v1/games');
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('ratelimit-policy')).toBe('"ip";q=100;w=10');
    expect(anonymous.headers.get('ratelimit')).toBe('"ip";r=99;t=1');

    const token = 'tt_seat_fields';
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await server.api.request('GET', '/v1/games/g_none', { token }));
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 429]);
    for (const a of answers) expect(a.headers.get('ratelimit-policy')).toBe('"token";q=3;w=60, "ip";q=100;w=10');
    // 20 s refill one token of this bucket: full again after 20, 40, 60 s; empty at the 4th.
    expect(answers.map((a) => a.headers.get('ratelimit')!.split(', ')[0])).toEqual(['"token";r=2;t=20', '"token";r=1;t=40', '"token";r=0;t=60', '"token";r=0;t=60']);
    expect(answers[3]!.headers.get('retry-after')).toBe('20');
    // Browsers may read them (CORS).
    expect(answers[0]!.headers.get('access-control-expose-headers')).toMatch(/RateLimit,RateLimit-Policy/);
  });

  it('/graphql answers carry them too', async () => {
    now += 3_600_000;
    const res = await server.api.request('POST', '/graphql', { body: { query: '{ gameTypes { type } }' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('ratelimit')).toMatch(/^"ip";r=\d+;t=\d+$/);
  });
});
