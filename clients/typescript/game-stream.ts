import { createParser } from 'eventsource-parser';
import { ProblemError, type Problem, type Schemas } from './client.js';

/**
 * `GET /v1/games/{id}/stream` read with `fetch`, not `EventSource`: EventSource cannot send an
 * `Authorization` header, so a seat token or player key would have to ride in the URL, where access
 * logs, proxies and the browser's history keep it. With fetch the credential stays in the header and
 * the URL names only the game; the price is doing EventSource's reconnecting here: after a drop it
 * reconnects (backing off, at once when the browser comes back online) with `Last-Event-ID: <the id
 * of the last event received>`, so the server sends the entries missed, then a `view` — nothing
 * lost, no entry twice (the `view` may repeat the last one received: `onView` must take a view it
 * already holds, which a snapshot allows). The SSE framing itself is parsed by `eventsource-parser`.
 */
export type StreamView = Schemas['StreamView'];
export type StreamEntry = Schemas['StreamEntry'];
export type StreamFinished = Schemas['StreamFinished'];

export interface GameStreamOptions {
  readonly baseUrl: string;
  readonly gameId: string;
  /** A seat token or player key; none streams the spectator's view. */
  readonly token?: string;
  /** Resume after this version (the last one you hold). */
  readonly after?: number;
  readonly fetch?: typeof fetch;
  onView(data: StreamView): void;
  onEntry(entry: StreamEntry): void;
  /** The game is over; the stream has ended and does not reconnect. */
  onFinished(data: StreamFinished): void;
  /** `open` once events flow; `reconnecting` after a drop, while it tries again. */
  onConnection?(state: 'open' | 'reconnecting'): void;
  /** A refusal retrying will not mend (no such game, a token revoked): the stream has stopped. */
  onFailure(err: ProblemError): void;
}

export interface GameStreamHandle {
  /** The `id:` of the last event received (what a reconnect sends as Last-Event-ID). */
  readonly lastEventId: number | undefined;
  /** Drop the connection now and reconnect at once (the caller knows the network came back). */
  reconnect(): void;
  close(): void;
}

/** Heartbeats come every 15 s of silence: three missed and the connection is taken for dead. */
const SILENCE_MS = 45_000;
const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;

const isFinal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

export function streamGame(options: GameStreamOptions): GameStreamHandle {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  let lastEventId = options.after;
  let closed = false;
  let current: AbortController | undefined;
  let retryMs = FIRST_RETRY_MS;
  let wake: (() => void) | undefined;

  const fail = (problem: Problem) => {
    closed = true;
    options.onFailure(new ProblemError(problem));
  };

  /** One connection: resolves when it ends (`finished`: for good). */
  async function connect(): Promise<'finished' | 'dropped'> {
    const abort = new AbortController();
    current = abort;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const alive = () => {
      clearTimeout(silence);
      silence = setTimeout(() => abort.abort(), SILENCE_MS);
    };
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
    let finished = false;
    try {
      alive();
      const response = await doFetch(`${options.baseUrl}/v1/games/${encodeURIComponent(options.gameId)}/stream`, { headers, signal: abort.signal, cache: 'no-store' });
      if (!response.ok) {
        const problem = (await response.json().catch(() => undefined)) as Problem | undefined;
        if (isFinal(response.status)) fail(problem ?? ({ type: 'about:blank', title: response.statusText, status: response.status, detail: `HTTP ${response.status}`, code: 'unexpected' } as never));
        return 'dropped';
      }
      options.onConnection?.('open');
      retryMs = FIRST_RETRY_MS;
      const parser = createParser({
        onEvent(message) {
          if (message.id !== undefined && /^\d+$/.test(message.id)) lastEventId = Number(message.id);
          const data = JSON.parse(message.data) as unknown;
          switch (message.event) {
            case 'view':
              return options.onView(data as StreamView);
            case 'entry':
              return options.onEntry(data as StreamEntry);
            case 'finished':
              finished = true;
              return options.onFinished(data as StreamFinished);
            case 'error': {
              // A failure mid-stream: a 4xx (the token was revoked) ends it, a 503 reconnects.
              const problem = data as Problem;
              if (isFinal(problem.status)) fail(problem);
              return;
            }
          }
        },
      });
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done || closed) break;
        alive();
        parser.feed(value);
        if (finished) break;
      }
      await reader.cancel().catch(() => {});
    } catch {
      // A network error, or the silence watchdog / reconnect() / close() aborted it.
    } finally {
      clearTimeout(silence);
      abort.abort();
    }
    return finished ? 'finished' : 'dropped';
  }

  async function run(): Promise<void> {
    while (!closed) {
      if ((await connect()) === 'finished') {
        closed = true;
        return;
      }
      if (closed) return;
      options.onConnection?.('reconnecting');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, retryMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
    }
  }

  void run();
  return {
    get lastEventId() {
      return lastEventId;
    },
    reconnect() {
      retryMs = FIRST_RETRY_MS;
      current?.abort();
      wake?.();
    },
    close() {
      closed = true;
      current?.abort();
      wake?.();
    },
  };
}
