import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeConfig } from '../../src/config';
import { Buckets, DEFAULT_RATE_LIMITS, parseLimit, rateLimitSettings } from '../../src/http/rate-limit';
import { databaseKinds } from '../support/databases';
import type { NodeTestServer } from '../support/server';
import { nodeRateLimit, startServerWith } from './lib/server';

/** The rate limit (issue 8 §4): token buckets per bearer token and per client IP, 429 with Retry-After. */
describe('rate limit: buckets and settings', () => {
  it('parses N/Ws and off; refuses nonsense', () => {
    expect(parseLimit('120/6s')).toEqual({ capacity: 120, perSecond: 20 });
    expect(parseLimit('5/s')).toEqual({ capacity: 5, perSecond: 5 });
    expect(parseLimit('off')).toBeNull();
    for (const bad of ['', '10', '10/0s', '0/5s', '-1/5s', 'lots']) expect(() => parseLimit(bad), bad).toThrow(/bad rate limit/);
    expect(rateLimitSettings({})).toEqual({ perToken: parseLimit(DEFAULT_RATE_LIMITS.perToken), perIp: parseLimit(DEFAULT_RATE_LIMITS.perIp), signUpsPerIp: parseLimit(DEFAULT_RATE_LIMITS.signUpsPerIp), streamsPerToken: 8, streamsPerIp: 64 });
    expect(rateLimitSettings({ RATE_LIMIT_PER_IP: 'off' }).perIp).toBeNull();
    expect(nodeConfig({ RATE_LIMIT_PER_TOKEN: '9/3s' }).RATE_LIMIT_PER_TOKEN).toBe('9/3s');
  });

  it('a bucket allows its burst, then refills at its rate; Retry-After is the wait for one token', () => {
    let now = 0;
    const buckets = new Buckets(100, () => now);
    const limit = { capacity: 3, perSecond: 0.5 };
    expect([1, 2, 3].map(() => buckets.take('a', limit))).toEqual([0, 0, 0]);
    expect(buckets.take('a', limit)).toBe(2);
    expect(buckets.take('b', limit)).toBe(0); // another key, its own bucket
    now += 2000;
    expect(buckets.take('a', limit)).toBe(0);
    expect(buckets.take('a', limit)).toBe(2);
    now += 60_000; // never more than the burst
    expect([1, 2, 3, 4].map(() => buckets.take('a', limit))).toEqual([0, 0, 0, 2]);
  });

  it('memory is bounded: at most maxKeys buckets, least recently used evicted', () => {
    const buckets = new Buckets(50, () => 0);
    for (let i = 0; i < 1000; i++) buckets.take(`k${i}`, { capacity: 1, perSecond: 1 });
    expect(buckets.size).toBe(50);
  });
});

describe.each(databaseKinds())('rate limit over HTTP on $name', (kind) => {
  let server: NodeTestServer;
  let now = 1_000_000;
  beforeAll(async () => {
    server = await startServerWith(kind, { rateLimit: nodeRateLimit({ perToken: parseLimit('3/60s'), perIp: parseLimit('12/60s') }, () => now) });
  });
  afterAll(() => server?.close());

  it('per token: the 4th request within the minute is 429 problem+json with Retry-After; it writes nothing', async () => {
    now += 3_600_000; // every bucket full again
    const g = await server.api.seated('tango', { firstDealer: 0 }); // 3 requests of this IP, no token
    const move = (await server.api.legalMoves(g.id, g.tokens[0])).body.moves[0];
    await server.api.view(g.id, g.tokens[0]);
    await server.api.view(g.id, g.tokens[0]); // token 0 has spent its 3
    const before = await server.snapshot();
    const refused = await server.api.act(g.id, g.tokens[0], move);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(refused.headers.get('retry-after')).toBe('20');
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect(refused.body).toMatchObject({ code: 'rate-limited', status: 429, retryAfter: 20, type: 'https://tricktable.dev/problems/rate-limited' });
    expect(await server.snapshot()).toBe(before);
    // Another token has its own bucket.
    expect((await server.api.view(g.id, g.tokens[1])).status).toBe(200);
    // Time refills it.
    now += 20_000;
    expect((await server.api.act(g.id, g.tokens[0], move)).status).toBe(200);
  });

  it('per IP: fresh (even made-up) tokens do not escape the IP bucket', async () => {
    now += 3_600_000;
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await server.api.request('GET', '/v1/games', { token: `tt_seat_madeup${i}` })).status);
    expect(statuses.slice(0, 12)).toEqual(Array(12).fill(200));
    expect(statuses.slice(12)).toEqual([429, 429]);
  });

  it('/graphql answers 429 in GraphQL error format with extensions.code and Retry-After', async () => {
    now += 3_600_000;
    const token = 'tt_seat_graphql';
    for (let i = 0; i < 3; i++) await server.api.request('POST', '/graphql', { token, body: { query: '{ gameTypes { type } }' } });
    const refused = await server.api.request('POST', '/graphql', { token, body: { query: '{ gameTypes { type } }' } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('20');
    expect(refused.body).toEqual({ errors: [{ message: expect.any(String), extensions: { code: 'rate-limited', retryAfter: 20 } }] });
  });

  it('a CORS preflight is never counted or refused', async () => {
    now += 3_600_000;
    for (let i = 0; i < 20; i++) {
      const res = await server.api.fetch('/v1/games', { method: 'OPTIONS', headers: { origin: 'https://example.test', 'access-control-request-method': 'POST' } });
      expect(res.status).toBe(204);
    }
    expect((await server.api.request('GET', '/v1/games')).status).toBe(200);
  });
});
