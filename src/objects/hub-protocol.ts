/**
 * What the Worker and a game's hub (game-hub.ts) say to each other. Internal: a Durable Object is
 * reachable only through its binding, never from the Internet, so these are no API.
 *
 * - `POST /poke?id=<id>&v=<version>[&wake=<ms>]`: a commit reached that version (204); without `v`:
 *   "changed". `wake` (a game's hub): the turn deadline that commit wrote, for the alarm.
 * - `POST /wake?id=<id>&at=<ms>`: the game needs the server by then (a webhook retry, the cron's
 *   re-arming): the alarm is set no later than that (204).
 * - `GET /watch?id=<id>&safety=<ms>` with `Upgrade: websocket`: a watcher's socket; the hub sends
 *   it versions as text (`"12"`) or `?` ("look again"), and at once what a new watcher should know.
 */
export const hubPaths = { poke: '/poke', watch: '/watch', wake: '/wake' } as const;

/** The hub's origin in the URLs of requests to it (any origin would do: the stub routes them). */
const ORIGIN = 'https://game-hub.internal';

/** How often a hub with watchers checks its game's version in PostgreSQL, by default (per game). */
export const HUB_SAFETY_CHECK_MS = 30_000;

/** What the objects read of the Worker's environment (its database, for the safety check). */
export interface HubEnv {
  readonly DATABASE_URL: string;
  readonly NEON_HTTP_ENDPOINT?: string;
  readonly DATABASE_CONNECT_TIMEOUT_MS?: string;
  readonly DATABASE_QUERY_TIMEOUT_MS?: string;
}

export const pokeUrl = (id: string, version?: number, wakeAt?: number): string =>
  `${ORIGIN}${hubPaths.poke}?id=${encodeURIComponent(id)}${version === undefined ? '' : `&v=${version}`}${wakeAt === undefined ? '' : `&wake=${wakeAt}`}`;
export const wakeUrl = (id: string, at: number): string => `${ORIGIN}${hubPaths.wake}?id=${encodeURIComponent(id)}&at=${at}`;

/** A wake-up time (epoch ms) from a poke or a wake request, or null. */
export function parseWakeAt(text: string | null): number | null {
  if (text === null || !/^\d{1,15}$/.test(text)) return null;
  return Number(text);
}
export const watchUrl = (id: string, safetyMs: number): string => `${ORIGIN}${hubPaths.watch}?id=${encodeURIComponent(id)}&safety=${safetyMs}`;

export function parseVersion(text: unknown): number | null {
  if (typeof text !== 'string' || !/^\d{1,10}$/.test(text)) return null;
  return Number(text);
}

/** A safety interval from a watch request or the environment: whole ms in 50..3,600,000, else the default. */
export function safetyOf(text: string | null | undefined): number {
  const n = Number(text);
  return text && Number.isInteger(n) && n >= 50 && n <= 3_600_000 ? n : HUB_SAFETY_CHECK_MS;
}
