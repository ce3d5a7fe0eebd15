import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeConfig } from '../../src/config';
import { DEFAULT_RATE_LIMITS, rateLimitSettings } from '../../src/http/rate-limit';
import { databaseKinds } from '../support/databases';
import type { NodeTestServer } from '../support/server';
import { nodeRateLimit, startServerWith } from './lib/server';

/**
 * Sign-ups are limited (issue 26, item 3): player creation — `POST /v1/players` and GraphQL
 * `createPlayer`, one bucket — per client IP, 30 an hour by default (a burst of 30, then one every
 * 2 minutes), `429 too-many-sign-ups` with `Retry-After` beyond it. Before, one IP made 950 players
 * in 8 s. On Node over real HTTP, with the entry's own settings and a clock the test moves. (The
 * browser suite signs up one player from 127.0.0.1 on its shared server: well inside the default.)
 */
describe('sign-up limit: settings', () => {
  it('30 an hour per IP by default; RATE_LIMIT_SIGN_UPS_PER_IP sets it or switches it off', () => {
    expect(DEFAULT_RATE_LIMITS.signUpsPerIp).toBe('30/3600s');
    expect(rateLimitSettings({}).signUpsPerIp).toEqual({ capacity: 30, perSecond: 30 / 3600 });
    expect(rateLimitSettings({ RATE_LIMIT_SIGN_UPS_PER_IP: '5/60s' }).signUpsPerIp).toEqual({ capacity: 5, perSecond: 5 / 60 });
    expect(rateLimitSettings({ RATE_LIMIT_SIGN_UPS_PER_IP: 'off' }).signUpsPerIp).toBeNull();
    expect(nodeConfig({ RATE_LIMIT_SIGN_UPS_PER_IP: '9/3600s' }).RATE_LIMIT_SIGN_UPS_PER_IP).toBe('9/3600s');
  });
});

describe.each(databaseKinds())('sign-up limit over HTTP on $name', (kind) => {
  let server: NodeTestServer;
  let now = 1_000_000;
  beforeAll(async () => {
    // The defaults of src/node.ts, general limits off so that only the sign-up bucket can refuse.
    server = await startServerWith(kind, { rateLimit: nodeRateLimit({ ...rateLimitSettings({}), perToken: null, perIp: null }, () => now) });
  });
  afterAll(() => server?.close());

  const signUp = (name: string) => server.api.request('POST', '/v1/players', { body: { name } });
  const signUpGql = (name: string) => server.api.request('POST', '/graphql', { body: { query: `mutation { createPlayer(name: "${name}") { id key } }` } });

  it('the 31st sign-up within the hour is 429 too-many-sign-ups with Retry-After, on REST and GraphQL alike; it writes nothing', async () => {
    now += 10 * 3_600_000;
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await signUp(`rest${i}`)).status);
    for (let i = 0; i < 10; i++) statuses.push((await signUpGql(`gql${i}`)).body.data?.createPlayer ? 201 : 0);
    expect(statuses).toEqual(Array(30).fill(201));

    const before = await server.snapshot();
    const refused = await signUp('one-too-many');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(refused.headers.get('retry-after')).toBe('120');
    expect(refused.body).toMatchObject({ status: 429, code: 'too-many-sign-ups', retryAfter: 120, type: 'https://tricktable.dev/problems/too-many-sign-ups' });
    expect(refused.body.detail).toMatch(/at most 30 an hour/);
    const gql = await signUpGql('one-too-many');
    expect(gql.body.data).toBeNull();
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'too-many-sign-ups', retryAfter: 120 });
    expect(await server.snapshot()).toBe(before);

    // Everything else goes on: the limit is on sign-ups only.
    const created = await server.api.create('tango');
    expect(created.status).toBe(201);
    // An invalid sign-up is answered 400 and spends nothing.
    expect((await server.api.request('POST', '/v1/players', { body: { name: '' } })).status).toBe(400);

    // One comes back every 2 minutes.
    now += 120_000;
    expect((await signUp('two-minutes-later')).status).toBe(201);
    expect((await signUp('too-soon')).status).toBe(429);
    // The hour refills the burst.
    now += 3_600_000;
    const again: number[] = [];
    for (let i = 0; i < 31; i++) again.push((await signUp(`next-hour${i}`)).status);
    expect(again).toEqual([...Array(30).fill(201), 429]);
  });
});
