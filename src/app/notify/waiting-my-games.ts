import type { AppDeps } from '../deps';
import { listMyGamesOf, requirePlayer, type MyGamesPage, type MyGamesQuery } from '../players';
import { hashToken } from '../tokens';
import { PlayerWatch } from './player-watch';
import type { WaitOptions } from './wait';

/** A page of "my games" with its entity tag: a digest of the page as answered (any change changes it). */
export interface TaggedPage {
  readonly page: MyGamesPage;
  /** Quoted, as the `ETag` header carries it. */
  readonly etag: string;
}

const tagged = (page: MyGamesPage): TaggedPage => ({ page, etag: `"${hashToken(JSON.stringify(page)).slice(0, 32)}"` });

/** What the client holds and how long it will wait. */
export interface SeenPage {
  /** Entity tags the client holds (`If-None-Match`); a page with one of them is "not modified". */
  readonly etags: readonly string[];
  readonly wait?: WaitOptions;
}

/**
 * `GET /v1/me/games` with a wait ("wake me when someone needs me"). The page answers at once unless
 * it is one the client holds (its ETag in `If-None-Match`), or — holding none — it is empty: then it
 * waits for the page to change, or to have a game in it (with `turn=mine`: a game awaiting you),
 * reading it again on every hint (one indexed query). When the wait runs out: "not modified" for a
 * client that holds the page (the edge answers `304`), else the empty page itself (`200 []`: a
 * request without `If-None-Match` is not conditional, so it never gets a 304). The key is checked
 * before any wait.
 */
export async function myGamesPast(deps: AppDeps, token: string | undefined, q: MyGamesQuery, seen: SeenPage): Promise<TaggedPage & { readonly modified: boolean }> {
  const player = await requirePlayer(deps, token);
  const watch = seen.wait && PlayerWatch.possible(deps) ? new PlayerWatch(deps, player.id, seen.wait.signal) : null;
  try {
    const end = Date.now() + (seen.wait?.timeoutMs ?? 0);
    const holds = (now: TaggedPage) => seen.etags.includes(now.etag) || (seen.etags.length === 0 && now.page.games.length === 0);
    let now = tagged(await listMyGamesOf(deps, player, q));
    while (watch && holds(now)) {
      const how = await watch.next(end - Date.now());
      if (how !== 'rang') break;
      now = tagged(await listMyGamesOf(deps, player, q));
    }
    return { ...now, modified: !seen.etags.includes(now.etag) };
  } finally {
    watch?.stop();
  }
}
