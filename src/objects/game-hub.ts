import { describeError } from '../app/errors';
import { gameVersions } from '../store';
import { useLocalHttpEndpoint, openNeonHttp } from '../store/clients/neon-http';
import { timeoutsFrom } from '../store/clients/timeouts';
import { socketPair, upgraded, type HibernatableSocket, type ObjectState } from './bindings';
import { hubPaths, parseVersion, safetyOf, type HubEnv } from './hub-protocol';

/** What a watcher's socket carries through hibernation. */
interface Watcher {
  readonly game: string;
  readonly safetyMs: number;
}

/**
 * A game's change hub on Workers: a Durable Object per game (`idFromName(gameId)`), a fan-out of
 * *hints* with PostgreSQL the only truth (DESIGN.md "Derived data never decides").
 *
 * - A waiter (a stream, a long-poll, a GraphQL subscription, in any isolate) holds a WebSocket to it,
 *   accepted with the Hibernation API: an idle watcher costs the object no duration, and the object
 *   may leave memory while its sockets stay open.
 * - After each commit the Worker pokes it with the new version; it sends that version to every
 *   watcher, which then reads the log (the object never says what the game *is*).
 * - A poke can be lost (the Worker died after its commit; the object was evicted with the version in
 *   memory only): while it has watchers, an alarm every `safetyMs` (30 s; per game, not per stream)
 *   reads the game's version from PostgreSQL and sends it when it is newer than the last one sent.
 *   So a lost poke costs at most one safety interval, and an idle game one index-only query per
 *   interval whatever the number of its streams.
 */
export class GameHub {
  /** The last version sent (memory only: lost on eviction, which at worst sends a version again). */
  #version = -1;
  /** Counters the tests read (runInDurableObject): pokes taken, safety checks made. */
  pokes = 0;
  checks = 0;

  constructor(
    private readonly state: ObjectState,
    private readonly env: HubEnv,
  ) {}

  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const game = url.searchParams.get('game') ?? '';
    if (url.pathname === hubPaths.poke && request.method === 'POST') {
      const version = parseVersion(url.searchParams.get('v'));
      if (version === null) return new Response('bad version', { status: 400 });
      this.pokes++;
      this.#send(version);
      return new Response(null, { status: 204 });
    }
    if (url.pathname === hubPaths.watch && request.headers.get('upgrade') === 'websocket') {
      const [client, server] = socketPair();
      this.state.acceptWebSocket(server);
      const watcher: Watcher = { game, safetyMs: safetyOf(url.searchParams.get('safety')) };
      (server as HibernatableSocket).serializeAttachment(watcher);
      // A poke that came between the waiter's read and this socket is not missed: say what we know.
      if (this.#version >= 0) (server as HibernatableSocket).send(String(this.#version));
      const alarm = await this.state.storage.getAlarm();
      const due = Date.now() + watcher.safetyMs;
      if (alarm === null || alarm > due) await this.state.storage.setAlarm(due);
      return upgraded(client);
    }
    return new Response('not found', { status: 404 });
  }

  /** The safety check: one query for the game's version, while anyone watches. */
  async alarm(): Promise<void> {
    const watchers = this.state.getWebSockets().map((s) => s.deserializeAttachment() as Watcher | null).filter((w): w is Watcher => w !== null);
    if (watchers.length === 0) return; // nobody watches: no check, no alarm, the object may go
    const game = watchers[0]!.game;
    try {
      this.checks++;
      if (this.env.NEON_HTTP_ENDPOINT) useLocalHttpEndpoint(this.env.NEON_HTTP_ENDPOINT);
      const { db, close } = openNeonHttp(this.env.DATABASE_URL, timeoutsFrom(this.env));
      const version = (await gameVersions(db, [game])).get(game);
      await close();
      if (version !== undefined) this.#send(version);
    } catch (err) {
      // The database is away: the watchers keep their sockets; the next interval tries again.
      console.warn(`game hub safety check failed: ${describeError(err).split('\n')[0]}`);
    }
    await this.state.storage.setAlarm(Date.now() + Math.min(...watchers.map((w) => w.safetyMs)));
  }

  webSocketMessage(): void {
    // Watchers only listen.
  }

  webSocketClose(socket: HibernatableSocket, code: number): void {
    try {
      socket.close(code === 1005 || code === 1006 ? 1000 : code);
    } catch {
      // already closed
    }
  }

  webSocketError(socket: HibernatableSocket): void {
    this.webSocketClose(socket, 1011);
  }

  /** Tells every watcher a version newer than the last one sent (an older or equal one is no news). */
  #send(version: number): void {
    if (version <= this.#version) return;
    this.#version = version;
    const message = String(version);
    for (const socket of this.state.getWebSockets()) {
      try {
        socket.send(message);
      } catch {
        // a socket closing as we speak: its watcher reconnects and looks again
      }
    }
  }
}
