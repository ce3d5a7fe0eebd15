import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeConfig } from '../../src/config';
import { DEFAULT_RATE_LIMITS, parseCap, rateLimitSettings, type RateLimitSettings } from '../../src/http/rate-limit';
import { OpenCounts, STREAM_RETRY_AFTER_S } from '../../src/http/stream-cap';
import { databaseKinds } from '../support/databases';
import { eventually } from '../support/eventually';
import { lifecycle, newPlayer, type TestPlayer } from '../support/players';
import type { NodeTestServer } from '../support/server';
import { SseClient } from '../support/sse';
import { nodeRateLimit, startServerWith } from './lib/server';

/**
 * Open streams and waits are capped (issue 26, item 2): per bearer token (8) and per client IP (64)
 * by default, `429 too-many-streams` with `Retry-After` past either, whatever holds the connection —
 * a game's stream, the player's stream, a GraphQL subscription, a read with `Prefer: wait`. Before,
 * one key held 430 streams at once. On Node over real HTTP, with the entry's settings (the request
 * rate limits off, so only the cap can refuse). The cap counts in memory, not in the database: one
 * database kind is enough.
 */
describe('stream cap: settings and counts', () => {
  it('8 per token and 64 per IP by default; RATE_LIMIT_STREAMS_PER_TOKEN / _PER_IP set them or switch them off', () => {
    expect(DEFAULT_RATE_LIMITS).toMatchObject({ streamsPerToken: '8', streamsPerIp: '64' });
    expect(rateLimitSettings({})).toMatchObject({ streamsPerToken: 8, streamsPerIp: 64 });
    expect(rateLimitSettings({ RATE_LIMIT_STREAMS_PER_TOKEN: '2', RATE_LIMIT_STREAMS_PER_IP: 'off' })).toMatchObject({ streamsPerToken: 2, streamsPerIp: null });
    expect([parseCap('0'), parseCap('00'), parseCap(' OFF ')]).toEqual([null, null, null]);
    for (const bad of ['', '-1', '2.5', 'lots', '8/6s']) expect(() => parseCap(bad), bad).toThrow(/bad cap/);
    expect(nodeConfig({ RATE_LIMIT_STREAMS_PER_TOKEN: '3' }).RATE_LIMIT_STREAMS_PER_TOKEN).toBe('3');
  });

  it('a slot given back twice counts once; a key at 0 is forgotten', () => {
    const counts = new OpenCounts();
    const [a, b] = [counts.hold('k'), counts.hold('k')];
    expect(counts.count('k')).toBe(2);
    a();
    a();
    expect(counts.count('k')).toBe(1);
    b();
    expect(counts.size).toBe(0);
  });
});

const onlyCaps = (caps: Partial<RateLimitSettings>): RateLimitSettings => ({ ...rateLimitSettings({}), perToken: null, perIp: null, signUpsPerIp: null, ...caps });

const kind = databaseKinds()[0]!;

/**
 * Opens until it is let in: the server learns of a client's close a moment after it (the socket's
 * end), and each refused try holds nothing, so trying again is safe (no clock is asserted).
 */
async function firstOpened(open: () => Promise<SseClient>, what: string): Promise<SseClient> {
  let got: SseClient | undefined;
  await eventually(async () => {
    const s = await open();
    if (s.status === 200) got = s;
    return got !== undefined;
  }, what);
  return got!;
}

describe(`stream cap over HTTP on ${kind.name}`, () => {
  let server: NodeTestServer;
  // The settings as the entry reads them per request, so one server serves both the defaults and
  // small caps (2 per token, 4 per IP: cheap to reach).
  let settings = onlyCaps({});
  let ada: TestPlayer;
  let g: Awaited<ReturnType<NodeTestServer['api']['startedTango']>>;
  beforeAll(async () => {
    server = await startServerWith(kind, { rateLimit: { ...nodeRateLimit(settings)!, settings: () => settings } });
    ada = await newPlayer(server.api, 'Ada');
    g = await server.api.startedTango();
  });
  afterAll(() => server?.close());

  it('one key holds 8 streams at once by default: the 9th is 429 too-many-streams with Retry-After; another key is not held back', async () => {
    const open = await Promise.all(Array.from({ length: 8 }, () => stream(ada.key)));
    expect(open.map((s) => s.status)).toEqual(Array(8).fill(200));
    const refused = await SseClient.open(server.api, '/v1/me/stream', { token: ada.key });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(refused.headers.get('retry-after')).toBe(String(STREAM_RETRY_AFTER_S));
    expect(JSON.parse(refused.text)).toMatchObject({ status: 429, code: 'too-many-streams', retryAfter: STREAM_RETRY_AFTER_S, detail: expect.stringMatching(/at most 8 at once/) });
    const other = await stream((await newPlayer(server.api, 'Other')).key);
    expect(other.status).toBe(200);
    for (const s of [...open, other]) await s.close();
    await eventually(() => server.changes.watching === 0, 'every watch to end');
    settings = onlyCaps({ streamsPerToken: 2, streamsPerIp: 4 });
  });

  const stream = (token?: string) => SseClient.open(server.api, `/v1/games/${g.id}/stream`, { token });
  /** A read that waits (up to 60 s) for the game to move past the version it holds. */
  const wait = (token: string) => {
    const abort = new AbortController();
    const headers = { authorization: `Bearer ${token}`, 'if-none-match': `"${g.version}"`, prefer: 'wait=60' };
    const answer = server.api.fetch(`/v1/games/${g.id}`, { headers, signal: abort.signal }).catch(() => null);
    return { abort: () => abort.abort(), answer };
  };
  const subscribe = (token?: string) => SseClient.open(server.api, '/graphql', { token, json: { query: `subscription { game(id: "${g.id}") { __typename } }` } });
  const refusedFor = async (s: SseClient, what: RegExp) => {
    expect(s.status).toBe(429);
    expect(s.headers.get('retry-after')).toBe(String(STREAM_RETRY_AFTER_S));
    expect(JSON.parse(s.text)).toMatchObject({ code: 'too-many-streams', detail: expect.stringMatching(what) });
  };

  it('waits count as streams do; past the token cap every kind of stream is refused, GraphQL in its own error format', async () => {
    const held = await stream(ada.key);
    expect(held.status).toBe(200);
    const waiting = wait(ada.key);
    await eventually(() => server.changes.watching === 2, 'the stream and the wait to watch');
    await refusedFor(await stream(ada.key), /for this token \(at most 2 at once\)/);
    await refusedFor(await SseClient.open(server.api, '/v1/me/stream', { token: ada.key }), /at most 2/);
    const late = await server.api.request('GET', `/v1/games/${g.id}/events?after=${g.version}`, { token: ada.key, headers: { prefer: 'wait=30' } });
    expect(late).toMatchObject({ status: 429, body: { code: 'too-many-streams' } });
    // A read that does not wait holds nothing: it is answered.
    expect((await server.api.view(g.id, ada.key)).status).toBe(200);
    const gql = await subscribe(ada.key);
    expect(gql.status).toBe(429);
    expect(gql.headers.get('retry-after')).toBe(String(STREAM_RETRY_AFTER_S));
    expect(JSON.parse(gql.text).errors[0].extensions).toMatchObject({ code: 'too-many-streams', retryAfter: STREAM_RETRY_AFTER_S });

    // Closing frees the slot: the stream the client leaves, and the wait it abandons.
    await held.close();
    const again = await firstOpened(() => stream(ada.key), 'the closed stream to give its slot back');
    waiting.abort();
    await waiting.answer;
    const gqlAgain = await firstOpened(() => subscribe(ada.key), 'the abandoned wait to give its slot back');
    expect((await gqlAgain.next())?.data).toMatchObject({ data: { game: { __typename: 'StreamView' } } });
    await refusedFor(await stream(ada.key), /at most 2/);
    await again.close();
    await gqlAgain.close();
    await eventually(() => server.changes.watching === 0, 'every watch to end');
  });

  it('the IP cap counts anonymous and keyed connections together; another key of the same address is refused past it', async () => {
    await eventually(() => server.changes.watching === 0, 'earlier watches to end');
    const bob = await newPlayer(server.api, 'Bob');
    const open = [await stream(), await stream(), await stream(ada.key), await stream(bob.key)];
    expect(open.map((s) => s.status)).toEqual([200, 200, 200, 200]);
    await refusedFor(await stream(), /from your address \(at most 4 at once\)/);
    await refusedFor(await stream((await newPlayer(server.api, 'Cy')).key), /from your address/);
    for (const s of open) await s.close();
  });

  it('a stream the server ends (the game is over) and a stream refused with an error give their slot back', async () => {
    await eventually(() => server.changes.watching === 0, 'earlier watches to end');
    const aborted = await server.api.seated('tango');
    expect((await lifecycle(server.api, aborted.id, 'abort', aborted.adminToken)).status).toBe(200);
    const gqlOf = (id: string) => SseClient.open(server.api, '/graphql', { token: ada.key, json: { query: `subscription { game(id: "${id}") { __typename } }` } });
    // Three times the cap, one after the other: each ends (finished) or fails (404) and frees its slot.
    for (let i = 0; i < 3; i++) {
      const ended = await SseClient.open(server.api, `/v1/games/${aborted.id}/stream`, { token: ada.key });
      expect((await ended.rest()).at(-1)?.event).toBe('finished');
      expect((await SseClient.open(server.api, '/v1/games/g_doesNotExist00000/stream', { token: ada.key })).status).toBe(404);
      const completed = await gqlOf(aborted.id);
      expect((await completed.rest()).at(-1)?.event).toBe('complete');
      const failed = await gqlOf('g_doesNotExist00000');
      expect((await failed.rest())[0]?.data.errors[0].extensions.code).toBe('not-found');
    }
    const both = [await stream(ada.key), await stream(ada.key)];
    expect(both.map((s) => s.status)).toEqual([200, 200]);
    for (const s of both) await s.close();
  });
});
