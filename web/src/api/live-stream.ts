import { streamGame, type StreamView } from '../../../clients/typescript/index';
import { readView, snapshotOf } from './client';
import type { LiveGame, LiveOptions } from './live-types';
import type { GameView, Snapshot } from './types';

/** Entries the stream sends no view after (not the reader's turn): the view is read once they stop. */
const SETTLE_MS = 120;
/** After the answer to the reader's own move, their next view (with moves) comes from the stream. */
const OWN_VIEW_MS = 2000;
/** After the end: one long-poll at a time for a rematch (`Prefer: wait`). */
const END_WAIT_S = 50;
/** A quiet game is read again after this long without a word from the stream, then after twice as
 * long, up to QUIET_MAX_MS: a stream that is open but lost an update (a proxy, a sleeping laptop, a
 * server that restarted between commit and announcement) never leaves a table stuck for good. */
const QUIET_FIRST_MS = 15_000;
const QUIET_MAX_MS = 300_000;

/** A view and legal moves of one version, as the stream pairs them (both of one game). */
const pairOf = (view: GameView, legal: StreamView['legalMoves']): Snapshot => {
  if (legal && legal.game !== view.game) throw new Error(`legal moves of a ${legal.game} game for a ${view.game} view`);
  return { game: view.game, view, moves: legal?.moves ?? [] } as Snapshot;
};

const yourTurn = (view: GameView) => view.status === 'active' && view.you !== null && view.toAct.includes(view.you);

/**
 * Updates from the game's stream. A `view` event carries the view and legal moves: it comes first,
 * whenever it is the reader's turn, and at the end. Entries in between (other players' moves) say the
 * game moved: once they stop, the view is read once (`GET /v1/games/{id}`). The reader's own move
 * answers with its view; the legal moves that follow come with the stream's next `view`. Nothing but
 * the reader's view, legal moves and redacted entries ever reaches this page.
 */
export function openStreaming(options: LiveOptions): LiveGame {
  const { client, gameId } = options;
  let version = -1;
  let closed = false;
  let latestEntry = -1;
  let settle: ReturnType<typeof setTimeout> | undefined;
  let pending: { readonly version: number; readonly done: () => void; readonly timer: ReturnType<typeof setTimeout> } | undefined;
  const endWait = new AbortController();
  let quietFor = QUIET_FIRST_MS;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let over = false;
  /** Something came (or was read): the next safety read is QUIET_FIRST_MS away again. */
  function heard(): void {
    quietFor = QUIET_FIRST_MS;
    armQuiet();
  }
  function armQuiet(): void {
    clearTimeout(quiet);
    if (closed || over) return;
    quiet = setTimeout(() => {
      quietFor = Math.min(quietFor * 2, QUIET_MAX_MS);
      armQuiet();
      readAndShow().catch(() => {});
    }, quietFor);
  }

  function show(snapshot: Snapshot): void {
    if (closed || snapshot.view.version < version) return;
    if (snapshot.view.version > version) heard();
    version = snapshot.view.version;
    options.onSnapshot(snapshot);
    if (pending && version >= pending.version) {
      clearTimeout(pending.timer);
      pending.done();
      pending = undefined;
    }
  }

  const reread = () => readView(client, gameId);
  const readAndShow = async (view?: GameView) => show(await snapshotOf(client, view ?? (await reread()), reread));

  /** After the end the stream is over; a rematch is one more entry: wait for it with a long-poll. */
  async function awaitRematch(): Promise<void> {
    while (!closed) {
      try {
        const { data, response } = await client.GET('/v1/games/{id}', {
          params: { path: { id: gameId } },
          headers: { 'if-none-match': `"${version}"`, prefer: `wait=${END_WAIT_S}` },
          cache: 'no-store',
          signal: endWait.signal,
        });
        if (data) show(pairOf(data, null));
        else if (response.status !== 304) throw new Error(`HTTP ${response.status}`);
      } catch {
        if (closed) return;
        await new Promise((resolve) => setTimeout(resolve, 5000));
      }
    }
  }

  const stream = streamGame({
    baseUrl: location.origin,
    gameId,
    token: options.token,
    onView(data) {
      heard();
      clearTimeout(settle);
      show(pairOf(data.view, data.legalMoves));
    },
    onEntry(entry) {
      heard();
      options.onEntry(entry);
      latestEntry = entry.seq;
      clearTimeout(settle);
      settle = setTimeout(() => {
        if (latestEntry > version) readAndShow().catch(() => stream.reconnect());
      }, SETTLE_MS);
    },
    onFinished() {
      // From here the rematch long-poll is the safety read.
      over = true;
      clearTimeout(quiet);
      void awaitRematch();
    },
    onConnection: (state) => options.onConnection(state === 'open' ? 'live' : 'reconnecting'),
    onFailure: options.onFailure,
  });

  // Offline, a connection can hang on without a byte; back online, resume at once.
  const drop = () => stream.reconnect();
  addEventListener('offline', drop);
  addEventListener('online', drop);

  return {
    accept(view) {
      if (view.version <= version) return Promise.resolve();
      if (!yourTurn(view)) {
        show(pairOf(view, null));
        return Promise.resolve();
      }
      return new Promise<void>((done) => {
        pending?.done();
        const timer = setTimeout(() => {
          pending = undefined;
          readAndShow(view).then(done, done);
        }, OWN_VIEW_MS);
        pending = { version: view.version, done, timer };
      });
    },
    refresh() {
      readAndShow().catch(() => {});
    },
    close() {
      closed = true;
      clearTimeout(settle);
      clearTimeout(quiet);
      if (pending) clearTimeout(pending.timer);
      endWait.abort();
      stream.close();
      removeEventListener('offline', drop);
      removeEventListener('online', drop);
    },
  };
}
