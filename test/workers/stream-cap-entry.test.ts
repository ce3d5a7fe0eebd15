import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PollingChanges } from '../../src/app/notify';
import { HubChanges } from '../../src/objects';
import { STREAM_RETRY_AFTER_S } from '../../src/http/stream-cap';
import { Api } from '../support/api';
import { eventually } from '../support/eventually';
import { newPlayer } from '../support/players';
import { SseClient } from '../support/sse';
import { callWorker } from '../support/target.workers';

/**
 * The Worker entry (src/worker.ts) caps open streams and waits (issue 26, item 2) with the settings
 * of its vars: 8 per token and 64 per client address (CF-Connecting-IP) by default, counted per
 * isolate (a later issue moves the limits to a Durable Object). Each test gives the requests an
 * address of its own, so the counts of one never meet another's.
 */
const address = (n: number) => `198.51.100.${(Date.now() + n) % 250}`;

/** An Api whose every request comes from `ip`, with the entry's vars and `vars` over them. */
const apiFrom = (ip: string, vars: Record<string, string> = {}) =>
  new Api('http://tricktable.test', (url, init) => {
    const headers = new Headers(init.headers);
    headers.set('cf-connecting-ip', ip);
    return callWorker(url, { ...init, headers }, { ...env, ...vars });
  });

const refusal = (s: SseClient, cap: RegExp) => {
  expect(s.status).toBe(429);
  expect(s.headers.get('retry-after')).toBe(String(STREAM_RETRY_AFTER_S));
  expect(JSON.parse(s.text)).toMatchObject({ status: 429, code: 'too-many-streams', detail: expect.stringMatching(cap) });
};

describe('stream cap of the Worker entry', () => {
  it('one key holds 8 streams at once by default: the 9th is 429 too-many-streams with Retry-After', async () => {
    const api = apiFrom(address(0));
    const key = (await newPlayer(api, 'Many')).key;
    const g = await api.startedTango();
    const open: SseClient[] = [];
    for (let i = 0; i < 8; i++) open.push(await SseClient.open(api, `/v1/games/${g.id}/stream`, { token: key }));
    expect(open.map((s) => s.status)).toEqual(Array(8).fill(200));
    refusal(await SseClient.open(api, '/v1/me/stream', { token: key }), /for this token \(at most 8 at once\)/);
    for (const s of open) await s.close();
  });

  it('with RATE_LIMIT_STREAMS_PER_TOKEN=2 and _PER_IP=3: a wait counts, past the caps REST and GraphQL are refused, and closing frees the slot', async () => {
    const vars = { RATE_LIMIT_STREAMS_PER_TOKEN: '2', RATE_LIMIT_STREAMS_PER_IP: '3' };
    const api = apiFrom(address(1), vars);
    const key = (await newPlayer(api, 'Ada')).key;
    const g = await api.startedTango();
    const stream = (token?: string) => SseClient.open(api, `/v1/games/${g.id}/stream`, { token });

    const held = await stream(key);
    expect(held.status).toBe(200);
    const abort = new AbortController();
    // The wait watches the game's hub (or polls, without one): either way it holds its slot.
    const watches = () => HubChanges.watches + PollingChanges.watches;
    const watching = watches();
    const waiting = api.fetch(`/v1/games/${g.id}`, { headers: { authorization: `Bearer ${key}`, 'if-none-match': `"${g.version}"`, prefer: 'wait=60' }, signal: abort.signal }).catch(() => null);
    await eventually(() => watches() > watching, 'the wait to watch the game');
    refusal(await stream(key), /for this token \(at most 2 at once\)/);
    const gql = await SseClient.open(api, '/graphql', { token: key, json: { query: `subscription { game(id: "${g.id}") { __typename } }` } });
    expect(gql.status).toBe(429);
    expect(JSON.parse(gql.text).errors[0].extensions).toMatchObject({ code: 'too-many-streams', retryAfter: STREAM_RETRY_AFTER_S });

    // One anonymous stream fills the address (3); another key from it is refused too.
    const spectator = await stream();
    expect(spectator.status).toBe(200);
    refusal(await stream((await newPlayer(api, 'Bob')).key), /from your address \(at most 3 at once\)/);
    // Another address is not held back.
    expect((await SseClient.open(apiFrom(address(2), vars), `/v1/games/${g.id}/stream`)).status).toBe(200);

    // The client leaves its stream and abandons its wait: both slots come back.
    await held.close();
    abort.abort();
    await waiting;
    const reopened: SseClient[] = [];
    await eventually(async () => {
      const s = await stream(key);
      if (s.status === 200) reopened.push(s);
      return reopened.length === 2;
    }, 'both slots to come back');
    for (const s of [...reopened, spectator]) await s.close();
  });
});
