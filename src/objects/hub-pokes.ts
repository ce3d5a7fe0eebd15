import { logBackgroundFailure } from '../app';
import type { ObjectNamespace } from './bindings';
import { pokeUrl, wakeUrl } from './hub-protocol';

/** One request to the object of `id` that must answer 204; a failure is thrown. */
async function post(namespace: ObjectNamespace, id: string, url: string): Promise<void> {
  const r = await namespace.get(namespace.idFromName(id)).fetch(new Request(url, { method: 'POST' }));
  if (r.status !== 204) throw new Error(`the object answered ${r.status}`);
}

/**
 * The event store's `announce` with the hubs: after a commit, pokes the game's hub with its new
 * version and the turn deadline the commit wrote (its alarm: game-hub.ts), and the hub of each player
 * whose "my games" rows it wrote (no version: any poke is news). Each poke starts at once and goes to
 * `background` (ctx.waitUntil), so the answer does not wait for it. A failed poke is logged, never an
 * error: the hub's safety check finds the change within its interval, and the cron re-arms the alarm.
 *
 * `own` (a game's object running its own sweep): that game's version is told by the object itself,
 * not by a request to itself.
 */
export function announceToHubs(
  hubs: { readonly games: ObjectNamespace; readonly players?: ObjectNamespace },
  background: (work: Promise<unknown>) => void,
  own?: { readonly gameId: string; tell(version: number): void },
) {
  const poke = (namespace: ObjectNamespace, id: string, version?: number, wakeAt?: number) =>
    background(post(namespace, id, pokeUrl(id, version, wakeAt)).catch((err) => logBackgroundFailure('change hub poke', err)));
  return (gameId: string, version: number, players: readonly string[], deadlineAt?: string | null): void => {
    if (own?.gameId === gameId) own.tell(version);
    else poke(hubs.games, gameId, version, typeof deadlineAt === 'string' ? Date.parse(deadlineAt) : undefined);
    if (hubs.players) for (const player of players) poke(hubs.players, player);
  };
}

/** Sets the alarm of game `gameId`'s object no later than `at` (ISO): a webhook retry, the cron's re-arming. */
export function wakeGame(games: ObjectNamespace, gameId: string, at: string): Promise<void> {
  return post(games, gameId, wakeUrl(gameId, Date.parse(at)));
}
