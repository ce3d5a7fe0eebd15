/** Server-Sent Events (the `text/event-stream` format of the HTML standard) from an async source. */

export interface SseMessage {
  readonly event: string;
  readonly id?: string;
  readonly data: unknown;
}

/** A heartbeat comment every 15 s of silence keeps proxies and load balancers from closing the stream. */
export const HEARTBEAT_MS = 15_000;

const encoder = new TextEncoder();

/** One message: `event:`, one `data:` line (JSON has no raw newlines), `id:`. */
export function formatSse(message: SseMessage): string {
  const id = message.id === undefined ? '' : `id: ${message.id}\n`;
  return `event: ${message.event}\ndata: ${JSON.stringify(message.data)}\n${id}\n`;
}

/**
 * The body of an SSE response, pulled from `source` as the client reads (nothing piles up for a slow
 * client). A comment line is sent after every `heartbeatMs` without a message. When the client goes
 * away the runtime cancels the body: `abort` then ends the source's wait and the heartbeat timer, so
 * nothing is left running. An error in the source ends the stream with an `error` event (`onError`
 * says what it carries); the client reconnects with Last-Event-ID.
 */
export function sseBody(
  source: AsyncGenerator<SseMessage, void, undefined>,
  abort: AbortController,
  { heartbeatMs = HEARTBEAT_MS, onError }: { heartbeatMs?: number; onError: (err: unknown) => SseMessage },
): ReadableStream<Uint8Array> {
  let pending: Promise<IteratorResult<SseMessage, void>> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    abort.abort();
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        pending ??= source.next();
        const beat = new Promise<'beat'>((resolve) => (timer = setTimeout(() => resolve('beat'), heartbeatMs)));
        let got: IteratorResult<SseMessage, void> | 'beat';
        try {
          got = await Promise.race([pending, beat]);
        } catch (err) {
          stop();
          if (cancelled) return;
          controller.enqueue(encoder.encode(formatSse(onError(err))));
          controller.close();
          return;
        } finally {
          clearTimeout(timer);
          timer = undefined;
        }
        if (cancelled) return; // the client left while this pull waited
        if (got === 'beat') {
          controller.enqueue(encoder.encode(': heartbeat\n\n'));
          return;
        }
        pending = null;
        if (got.done) {
          stop();
          controller.close();
        } else controller.enqueue(encoder.encode(formatSse(got.value)));
      },
      async cancel() {
        cancelled = true;
        stop();
        // The source is waiting (the abort ends that wait) or paused at a yield: either way, end it.
        await (pending ?? Promise.resolve()).catch(() => {});
        await source.return(undefined).catch(() => {});
      },
    },
    { highWaterMark: 0 },
  );
}

/** The response of a stream: per reader, never cached or transformed, not buffered by proxies. */
export function sseResponse(body: ReadableStream<Uint8Array>): Response {
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'private, no-store, no-transform',
      // nginx and similar proxies buffer responses unless told not to.
      'x-accel-buffering': 'no',
      vary: 'Authorization',
    },
  });
}

/** Each event of a use case's stream as an SSE message; ending the messages ends the events. */
export async function* sseMessages<T>(events: AsyncGenerator<T, void, undefined>, messageOf: (event: T) => SseMessage): AsyncGenerator<SseMessage, void, undefined> {
  try {
    for await (const event of events) yield messageOf(event);
  } finally {
    await events.return(undefined);
  }
}
