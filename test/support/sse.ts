import type { Api } from './api';

/** One Server-Sent Event as a client receives it. */
export interface SseEvent {
  readonly event: string;
  readonly id: string | undefined;
  readonly data: any;
}

/**
 * The `text/event-stream` format as the HTML standard's EventSource reads it: `event:`, `data:`,
 * `id:` lines; a blank line ends an event; lines starting with `:` are comments. Fed text as it
 * arrives, in chunks of any size.
 */
export class SseParser {
  readonly comments: string[] = [];
  #buffer = '';

  /** The events completed by `text`. */
  feed(text: string): SseEvent[] {
    this.#buffer += text;
    const events: SseEvent[] = [];
    for (let end = this.#buffer.indexOf('\n\n'); end >= 0; end = this.#buffer.indexOf('\n\n')) {
      const block = this.#buffer.slice(0, end);
      this.#buffer = this.#buffer.slice(end + 2);
      let event = 'message';
      let id: string | undefined;
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
        else if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
        else if (line.startsWith('id:')) id = line.slice(3).trim();
      }
      const text = data.join('\n');
      if (data.length > 0) events.push({ event, id, data: text === '' ? null : JSON.parse(text) });
    }
    return events;
  }
}

/**
 * A small SSE client for the tests: opens `path`, parses the stream (SseParser) and hands out events
 * one at a time. `close` ends the connection the way a client going away does.
 */
export class SseClient {
  /** The `id:` of the last event received (what EventSource sends back as Last-Event-ID). */
  lastEventId: string | undefined;
  readonly #parser = new SseParser();
  #queue: SseEvent[] = [];
  #done = false;
  readonly #decoder = new TextDecoder();

  private constructor(
    readonly status: number,
    readonly headers: Headers,
    private readonly reader: ReadableStreamDefaultReader<Uint8Array> | null,
    private readonly abort: AbortController,
    /** The body of a refusal (problem+json). */
    readonly text: string,
  ) {}

  /** GET `path` (or POST `json`, as GraphQL over SSE does). */
  static async open(api: Api, path: string, { token, lastEventId, json }: { token?: string; lastEventId?: string; json?: unknown } = {}): Promise<SseClient> {
    const abort = new AbortController();
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
    if (json !== undefined) headers['content-type'] = 'application/json';
    const init: RequestInit = json === undefined ? { headers, signal: abort.signal } : { method: 'POST', headers, body: JSON.stringify(json), signal: abort.signal };
    const res = await api.fetch(path, init);
    if (res.status !== 200 || !res.body) return new SseClient(res.status, res.headers, null, abort, await res.text());
    return new SseClient(res.status, res.headers, res.body.getReader(), abort, '');
  }

  /** Comment lines received so far (heartbeats). */
  get comments(): readonly string[] {
    return this.#parser.comments;
  }

  /** The next event, or null when the stream has ended. */
  async next(): Promise<SseEvent | null> {
    for (;;) {
      const queued = this.#queue.shift();
      if (queued) {
        if (queued.id !== undefined) this.lastEventId = queued.id;
        return queued;
      }
      if (this.#done || !this.reader) return null;
      const { done, value } = await this.reader.read();
      if (done) this.#done = true;
      else this.#queue.push(...this.#parser.feed(this.#decoder.decode(value, { stream: true })));
    }
  }

  /** Every event until the stream ends. */
  async rest(): Promise<SseEvent[]> {
    const all: SseEvent[] = [];
    for (let e = await this.next(); e !== null; e = await this.next()) all.push(e);
    return all;
  }

  /** Goes away, as a client that closes the connection. */
  async close(): Promise<void> {
    this.#done = true;
    await this.reader?.cancel().catch(() => {});
    this.abort.abort();
  }
}
