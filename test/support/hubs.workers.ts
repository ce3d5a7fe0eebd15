import { env, runInDurableObject } from 'cloudflare:test';
import type { HubObject } from '../../src/objects';
import { Api } from './api';
import { callWorker, testEnv } from './target.workers';

/** Test support for the change hubs (src/objects/): a Worker client with settings of its own, a look inside a hub, and a statement count. */

const unlimited = { ...env, RATE_LIMIT_PER_TOKEN: 'off', RATE_LIMIT_PER_IP: 'off', RATE_LIMIT_SIGN_UPS_PER_IP: 'off' };

/** A client of the Worker with these variables set (e.g. `CHANGE_HINTS: 'poll'`: a Worker that pokes no hub). */
export const apiWith = (vars: Record<string, string> = {}) => new Api('http://tricktable.test', (url, init) => callWorker(url, init, { ...unlimited, ...vars }));

type Namespace = { idFromName(name: string): unknown; get(id: unknown): never };
const namespaces = env as unknown as { GAME_HUB: Namespace; PLAYER_HUB: Namespace };

/** Runs `fn` inside the hub of game (`GAME_HUB`) or player (`PLAYER_HUB`) `id`. */
export function inHub<R>(binding: 'GAME_HUB' | 'PLAYER_HUB', id: string, fn: (hub: HubObject, state: { getWebSockets(): unknown[] }) => R): Promise<R> {
  const ns = namespaces[binding];
  return runInDurableObject(ns.get(ns.idFromName(id)), fn as never) as Promise<R>;
}

export const socketsIn = (binding: 'GAME_HUB' | 'PLAYER_HUB', id: string) => inHub(binding, id, (_, state) => state.getWebSockets().length);
export const countersOf = (binding: 'GAME_HUB' | 'PLAYER_HUB', id: string) => inHub(binding, id, (hub) => ({ pokes: hub.pokes, checks: hub.checks }));

/** Statements sent to the database's HTTP endpoint from this isolate since the module loaded (the
 * Worker's requests' and the objects'), and the text of the last 50 (whitespace squeezed). */
export const statements = { count: 0, recent: [] as string[] };
const realFetch = globalThis.fetch;
globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
  if (String(input instanceof Request ? input.url : input).startsWith(testEnv.NEON_HTTP_ENDPOINT)) {
    statements.count++;
    statements.recent = [...statements.recent.slice(-49), String(init?.body ?? '').replace(/\s+/g, ' ')];
  }
  return realFetch(input, init);
}) as typeof fetch;

/** Database statements made while nothing happens for `ms` (a poller at WAIT_POLL_MS = 100 makes one per 100 ms). */
export async function statementsWhileIdle(ms: number): Promise<number> {
  const before = statements.count;
  await new Promise((resolve) => setTimeout(resolve, ms));
  return statements.count - before;
}

interface HubStorage {
  getAlarm(): Promise<number | null>;
  deleteAlarm(): Promise<void>;
  deleteAll(): Promise<void>;
}

/** When game `gameId`'s object's alarm is set for (epoch ms), or null. */
export const alarmOf = (gameId: string) => inHub('GAME_HUB', gameId, (_, state) => (state as unknown as { storage: HubStorage }).storage.getAlarm());

/** Game `gameId`'s object loses all it held, as after an eviction with its storage gone: its alarm, its storage, its memory. */
export async function forgetAll(gameId: string): Promise<void> {
  await inHub('GAME_HUB', gameId, async (_, state) => {
    const { storage } = state as unknown as { storage: HubStorage };
    await storage.deleteAlarm();
    await storage.deleteAll();
  });
  await inHub('GAME_HUB', gameId, (_, state) => (state as unknown as { abort(reason?: string): void }).abort('reset by the test')).catch(() => {});
}
