import { abortAllDurableObjects, env, runInDurableObject } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { PollingChanges } from '../../src/app/notify';
import { HubChanges, type GameHub } from '../../src/objects';
import { Api } from '../support/api';
import { eventually } from '../support/eventually';
import { SseClient, type SseEvent } from '../support/sse';
import { callWorker, testEnv } from '../support/target.workers';

/**
 * Issue 32 item 1, inside workerd: a game's waiters wait on its Durable Object (src/objects/game-hub.ts),
 * which each commit pokes; PostgreSQL stays the truth — a lost poke is found by the object's safety
 * check, and a reset object costs its watchers one look, never a missed move.
 */
const unlimited = { ...env, RATE_LIMIT_PER_TOKEN: 'off', RATE_LIMIT_PER_IP: 'off', RATE_LIMIT_SIGN_UPS_PER_IP: 'off' };
const apiWith = (vars: Record<string, string> = {}) => new Api('http://tricktable.test', (url, init) => callWorker(url, init, { ...unlimited, ...vars }));
const hubs = (env as unknown as { GAME_HUB: { idFromName(name: string): unknown; get(id: unknown): never } }).GAME_HUB;
const hubOf = (gameId: string) => hubs.get(hubs.idFromName(gameId));
const inHub = <R>(gameId: string, fn: (hub: GameHub, state: { getWebSockets(): unknown[] }) => R) => runInDurableObject(hubOf(gameId), fn as never) as Promise<R>;

/** Statements sent to the database's HTTP endpoint from this isolate (the Worker's, and its objects' when they share it). */
let statements = 0;
const realFetch = globalThis.fetch;
globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
  if (String(input instanceof Request ? input.url : input).startsWith(testEnv.NEON_HTTP_ENDPOINT)) statements++;
  return realFetch(input, init);
}) as typeof fetch;

async function nextEntry(stream: SseClient): Promise<SseEvent> {
  for (let e = await stream.next(); e !== null; e = await stream.next()) if (e.event === 'entry') return e;
  throw new Error('the stream ended before an entry');
}

async function openWatched(api: Api, gameId: string, token: string): Promise<SseClient> {
  const stream = await SseClient.open(api, `/v1/games/${gameId}/stream`, { token });
  expect(stream.status, stream.text).toBe(200);
  expect((await stream.next())?.event).toBe('view');
  await eventually(async () => (await inHub(gameId, (_, state) => state.getWebSockets().length)) === 1, "the stream's socket on the game's hub");
  return stream;
}

describe("A game's Durable Object as its change hub", () => {
  afterEach(async () => {
    await eventually(() => HubChanges.watches === 0, 'every watch on a hub to close');
  });

  it('a stream waits on the hub without querying the database, and wakes on the poke of the move', async () => {
    const api = apiWith();
    const g = await api.startedTango();
    const stream = await openWatched(api, g.id, g.tokens[1]!);

    // Idle for a second: a poller (WAIT_POLL_MS = 100 in this project) would have made ~10 queries.
    const [before, checks] = [statements, PollingChanges.checks];
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(statements - before, 'database statements while the stream waited').toBe(0);
    expect(PollingChanges.watches).toBe(0);

    const pokes = await inHub(g.id, (hub) => hub.pokes);
    expect((await api.act(g.id, g.tokens[0], g.moves[0])).status).toBe(200);
    expect((await nextEntry(stream)).id).toBe(String(g.version + 1));
    expect(PollingChanges.checks).toBe(checks);
    expect(await inHub(g.id, (hub) => ({ pokes: hub.pokes - pokes, checks: hub.checks }))).toEqual({ pokes: 1, checks: 0 });
    await stream.close();
  });

  it('a lost poke is found by the safety check: a commit that told no hub still wakes the stream', async () => {
    const api = apiWith({ HUB_SAFETY_CHECK_MS: '200' });
    const g = await api.startedTango();
    const stream = await openWatched(api, g.id, g.tokens[1]!);

    // The move is committed by a Worker that pokes nothing (as one that died after its commit).
    const silent = apiWith({ CHANGE_HINTS: 'poll' });
    const pokes = await inHub(g.id, (h) => h.pokes);
    expect((await silent.act(g.id, g.tokens[0], g.moves[0])).status).toBe(200);
    expect((await nextEntry(stream)).id).toBe(String(g.version + 1));
    const hub = await inHub(g.id, (h) => ({ pokes: h.pokes - pokes, checks: h.checks }));
    expect(hub.pokes).toBe(0);
    expect(hub.checks).toBeGreaterThan(0);
    await stream.close();
  });

  it('a hub that is reset (evicted, redeployed) costs its watchers one look and no move', async () => {
    const api = apiWith();
    const g = await api.startedTango();
    const stream = await openWatched(api, g.id, g.tokens[1]!);

    const hints = HubChanges.hints;
    await abortAllDurableObjects();
    // The watch connects again to a fresh object (which knows no version until it is poked).
    await eventually(async () => (await inHub(g.id, (_, state) => state.getWebSockets().length)) === 1, 'the watch to connect again');
    expect((await api.act(g.id, g.tokens[0], g.moves[0])).status).toBe(200);
    expect((await nextEntry(stream)).id).toBe(String(g.version + 1));
    expect(HubChanges.hints).toBeGreaterThan(hints);
    await stream.close();
  });
});
