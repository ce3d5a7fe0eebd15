import { ProblemError, readView, snapshotOf } from './client';
import type { LiveGame, LiveOptions } from './live';
import type { GameView } from './types';

/** Polling cadence: quick right after a change (the next move often follows at once), then slower. */
const QUICK_MS = 250;
const SLOWEST_MS = 5000;
const GROWTH = 1.5;
/** While the reader is to move, only a turn clock or a partner's side move changes the game. */
const OWN_TURN_MS = 4000;

/**
 * Updates by polling `GET /v1/games/{id}` with `If-None-Match: "<version>"`: a `304` costs the server
 * a version check and sends no body. Paused while the page is hidden; errors back off and retry.
 */
export function openPolling(options: LiveOptions): LiveGame {
  const { client, gameId } = options;
  let version = -1;
  let delay = QUICK_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  let failing = false;
  let finished = false;

  const reread = () => readView(client, gameId);

  async function deliver(view: GameView): Promise<void> {
    if (view.version < version) return;
    const snapshot = await snapshotOf(client, view, reread);
    if (closed || snapshot.view.version < version) return;
    version = snapshot.view.version;
    finished = snapshot.view.status === 'finished';
    delay = snapshot.moves.length > 0 ? OWN_TURN_MS : QUICK_MS;
    options.onSnapshot(snapshot);
  }

  async function poll(): Promise<void> {
    const headers: Record<string, string> = version >= 0 ? { 'if-none-match': `"${version}"` } : {};
    const { data, error, response } = await client.GET('/v1/games/{id}', { params: { path: { id: gameId } }, headers, cache: 'no-store' });
    if (response.status === 304) {
      delay = Math.min(delay * GROWTH, SLOWEST_MS);
      return;
    }
    if (data) return deliver(data);
    if (response.status === 429) {
      delay = Math.max(delay, Number(response.headers.get('retry-after') ?? 1) * 1000);
      return;
    }
    throw new ProblemError(error as never);
  }

  function schedule(ms: number): void {
    clearTimeout(timer);
    if (closed || finished || document.visibilityState === 'hidden') return;
    timer = setTimeout(run, ms);
  }

  function run(): void {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = poll()
      .then(() => {
        if (failing) options.onConnection('live');
        failing = false;
      })
      .catch((err: unknown) => {
        if (err instanceof ProblemError && err.problem.status >= 400 && err.problem.status < 500) {
          closed = true;
          options.onFailure(err);
          return;
        }
        // The server is unreachable or failing (a network error, 5xx): keep trying, more slowly.
        if (!failing) options.onConnection('reconnecting');
        failing = true;
        delay = Math.min(Math.max(delay * 2, 1000), 10_000);
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        } else schedule(delay);
      });
  }

  const onVisibility = () => {
    if (document.visibilityState === 'visible') run();
  };
  document.addEventListener('visibilitychange', onVisibility);
  run();

  return {
    accept(view) {
      // On failure the next poll reads the view again.
      return deliver(view)
        .catch(() => {})
        .finally(() => schedule(delay));
    },
    refresh: run,
    close() {
      closed = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
