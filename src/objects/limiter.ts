import { charge, fullLevel, levelOf, spend, type Level, type Limit } from '../http/token-bucket';
import { closeBack, socketPair, upgraded, type HibernatableSocket, type ObjectState } from './bindings';
import { limiterPaths, parseBucket, parseCapOf } from './limiter-protocol';

/** A bucket that takes longer than this to fill again is kept in storage (a sign-up's hour, a bot
 * budget): an object that left memory must not come back with it full. A faster one lives in memory:
 * by the time an idle object is evicted, it would be full anyway. */
const KEEP_IN_STORAGE_S = 30;

/** workerd's WebSocket.OPEN: a socket closing or closed holds no slot. */
const OPEN = 1;

/**
 * The limits of one key for every isolate (`LIMITER`, `idFromName("token:<hash>" | "ip:<address>" |
 * "bots:<player id>")`; README "Limits across isolates"): its token buckets (requests, sign-ups, bot steps) and its
 * open streams. An isolate's own buckets would give a client spread over N isolates N times the
 * limit; one object per key counts once. One key is one client, so its object is never a crowd.
 *
 * Open slots are WebSockets accepted with the Hibernation API and held by the stream's isolate: the
 * count is the sockets open, so a slot comes back when its stream ends however that happens (the
 * client goes, the isolate dies), with no lease to expire and nothing to clean up.
 */
export class Limiter {
  readonly #levels = new Map<string, Level>();

  constructor(private readonly state: ObjectState) {}

  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === limiterPaths.hold && request.headers.get('upgrade') === 'websocket') {
      const cap = parseCapOf(url);
      if (cap === null) return new Response('bad cap', { status: 400 });
      if (this.open() >= cap) return new Response(null, { status: 429 });
      const [client, server] = socketPair();
      this.state.acceptWebSocket(server);
      return upgraded(client);
    }
    if ((url.pathname === limiterPaths.take || url.pathname === limiterPaths.charge) && request.method === 'POST') {
      const asked = parseBucket(url);
      if (asked === null) return new Response('bad bucket', { status: 400 });
      const { bucket, limit, cost } = asked;
      const level = await this.#level(bucket, limit);
      const now = Date.now();
      let wait = 0;
      if (url.pathname === limiterPaths.take) wait = spend(level, limit, now, cost);
      else charge(level, limit, now, cost);
      if (this.#kept(limit)) await this.state.storage.put(`b:${bucket}`, level);
      return Response.json({ wait, ...levelOf(level, limit) });
    }
    return new Response('not found', { status: 404 });
  }

  /** Slots held now. */
  open(): number {
    return this.state.getWebSockets().filter((s) => s.readyState === undefined || s.readyState === OPEN).length;
  }

  webSocketMessage(): void {
    // Holders say nothing: the socket is the slot.
  }

  webSocketClose(socket: HibernatableSocket, code: number): void {
    closeBack(socket, code);
  }

  webSocketError(socket: HibernatableSocket): void {
    closeBack(socket, 1011);
  }

  #kept(limit: Limit): boolean {
    return limit.capacity / limit.perSecond > KEEP_IN_STORAGE_S;
  }

  async #level(bucket: string, limit: Limit): Promise<Level> {
    let level = this.#levels.get(bucket);
    if (level) return level;
    const stored = this.#kept(limit) ? await this.state.storage.get<Level>(`b:${bucket}`) : undefined;
    // (Another request may have made it while this one read storage.)
    level = this.#levels.get(bucket) ?? stored ?? fullLevel(limit, Date.now());
    this.#levels.set(bucket, level);
    return level;
  }
}
