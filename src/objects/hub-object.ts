import { describeError } from '../app/errors';
import type { Database } from '../store';
import { openNeonHttp, useLocalHttpEndpoint } from '../store/clients/neon-http';
import { timeoutsFrom } from '../store/clients/timeouts';
import { closeBack, socketPair, upgraded, type HibernatableSocket, type ObjectState } from './bindings';
import { hubPaths, parseVersion, safetyOf, type HubEnv } from './hub-protocol';

/** What a watcher's socket carries through hibernation. */
interface Watcher {
  readonly id: string;
  readonly safetyMs: number;
}

/**
 * A change hub on Workers: a Durable Object per watched thing (a game: game-hub.ts; a player:
 * player-hub.ts), a fan-out of *hints* with PostgreSQL the only truth (DESIGN.md "Derived data never
 * decides": the object says "look", never what to answer).
 *
 * - A waiter (a stream, a long-poll, a GraphQL subscription, in any isolate) holds a WebSocket to it,
 *   accepted with the Hibernation API: an idle watcher costs the object no duration, and the object
 *   may leave memory while its sockets stay open.
 * - After each commit the Worker pokes it; it tells every watcher, which then reads the database.
 * - A poke can be lost (the Worker died after its commit; the object was evicted): while it has
 *   watchers, an alarm every `safetyMs` (30 s; per object, not per stream) reads the version from
 *   PostgreSQL and tells the watchers when it is news. So a lost poke costs at most one interval, and
 *   an idle game or player one small query per interval whatever the number of its streams.
 */
export abstract class HubObject {
  /** The last version told (memory only: lost on eviction, which at worst tells a version again). */
  protected last: number | undefined;
  /** When the last poke came (ms), for greeting(). */
  protected lastPokeAt = 0;
  /** Counters the tests read (runInDurableObject): pokes taken, safety checks made. */
  pokes = 0;
  checks = 0;

  /** When the next safety check is due (memory only: after an eviction the next alarm checks at once). */
  #safetyAt: number | undefined;

  constructor(
    protected readonly state: ObjectState,
    protected readonly env: HubEnv,
  ) {}

  /** The version of `id` now, in PostgreSQL (undefined: unknown there). */
  protected abstract read(db: Database, id: string): Promise<number | undefined>;
  /** Whether `version` (undefined: a poke that says only "changed") is news after `last`. */
  protected abstract isNews(version: number | undefined, last: number | undefined): boolean;
  /** What a new watcher is told at once, so that a poke between its read and its socket is not missed. */
  protected abstract greeting(): string | null;

  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === hubPaths.poke && request.method === 'POST') {
      this.pokes++;
      this.lastPokeAt = Date.now();
      this.tell(parseVersion(url.searchParams.get('v')) ?? undefined);
      return new Response(null, { status: 204 });
    }
    if (url.pathname === hubPaths.watch && request.headers.get('upgrade') === 'websocket') {
      const [client, server] = socketPair();
      this.state.acceptWebSocket(server);
      const watcher: Watcher = { id: url.searchParams.get('id') ?? '', safetyMs: safetyOf(url.searchParams.get('safety')) };
      (server as HibernatableSocket).serializeAttachment(watcher);
      const greeting = this.greeting();
      if (greeting !== null) (server as HibernatableSocket).send(greeting);
      const due = Date.now() + watcher.safetyMs;
      if (this.#safetyAt === undefined || this.#safetyAt > due) this.#safetyAt = due;
      await this.armBy(due);
      return upgraded(client);
    }
    return new Response('not found', { status: 404 });
  }

  /**
   * One alarm serves two purposes: the safety check while anyone watches, and (a game's hub) the
   * game's next wake-up (`wakeUp`: its turn clock, its webhook retries). It is set to the earlier of
   * the two; whichever is not due yet when it fires is left for its own time.
   */
  async alarm(): Promise<void> {
    // (A watcher that came during the wake-up may want its check sooner: #safetyAt, read last.)
    const next = [await this.#safetyCheck(), await this.wakeUp(), this.#safetyAt ?? null].filter((t): t is number => t !== null);
    if (next.length > 0) await this.state.storage.setAlarm(Math.min(...next));
  }

  /** The next wake-up besides the safety check (epoch ms), after doing what is due; null: none. */
  protected async wakeUp(): Promise<number | null> {
    return null;
  }

  /** Sets the alarm no later than `at` (an earlier alarm stays: one that finds nothing due is harmless). */
  protected async armBy(at: number): Promise<void> {
    const alarm = await this.state.storage.getAlarm();
    if (alarm === null || alarm > at) await this.state.storage.setAlarm(at);
  }

  /** The safety check, when due: one query, while anyone watches. Answers when the next is due (null: nobody watches). */
  async #safetyCheck(): Promise<number | null> {
    const watchers = this.state
      .getWebSockets()
      .map((s) => s.deserializeAttachment() as Watcher | null)
      .filter((w): w is Watcher => w !== null);
    if (watchers.length === 0) {
      this.#safetyAt = undefined;
      return null; // nobody watches: no check, the object may go
    }
    const now = Date.now();
    if (this.#safetyAt !== undefined && this.#safetyAt > now) return this.#safetyAt;
    try {
      this.checks++;
      if (this.env.NEON_HTTP_ENDPOINT) useLocalHttpEndpoint(this.env.NEON_HTTP_ENDPOINT);
      const { db, close } = openNeonHttp(this.env.DATABASE_URL, timeoutsFrom(this.env));
      const version = await this.read(db, watchers[0]!.id).finally(close);
      if (version !== undefined) this.tell(version);
    } catch (err) {
      // The database is away: the watchers keep their sockets; the next interval tries again.
      console.warn(`change hub safety check failed: ${describeError(err).split('\n')[0]}`);
    }
    return (this.#safetyAt = Date.now() + Math.min(...watchers.map((w) => w.safetyMs)));
  }

  webSocketMessage(): void {
    // Watchers only listen.
  }

  webSocketClose(socket: HibernatableSocket, code: number): void {
    closeBack(socket, code);
  }

  webSocketError(socket: HibernatableSocket): void {
    closeBack(socket, 1011);
  }

  /** Tells every watcher, when it is news: the version, or `?` ("look again"). */
  protected tell(version: number | undefined): void {
    if (!this.isNews(version, this.last)) return;
    if (version !== undefined) this.last = version;
    const message = version === undefined ? '?' : String(version);
    for (const socket of this.state.getWebSockets()) {
      try {
        socket.send(message);
      } catch {
        // a socket closing as we speak: its watcher connects again and looks again
      }
    }
  }
}
