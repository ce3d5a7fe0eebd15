import type { GameChanges } from '../app';
import { socketOf, type ClientSocket, type ObjectNamespace } from './bindings';
import { parseVersion, watchUrl } from './hub-protocol';

/** How long a watcher waits before it tries its hub again after a failed connect. */
const RETRY_MS = 1000;

/**
 * The Worker's side of the change hubs (hub-object.ts): a `GameChanges` whose watch is a WebSocket
 * to the watched game's (or player's: player-changes.ts `hubPlayerChanges`) object, made per request (a WebSocket is an I/O object: it must not serve another
 * request). A version the hub sends is passed on as a hint; the waiter reads the log itself.
 *
 * When a socket drops (the object was reset or moved) the watch connects again and tells its
 * listener to look again (undefined), since a change may have passed unseen; when the hub cannot be
 * reached it tries again every second, each time with a "look again" — no worse than the poller it
 * replaces while the object is away.
 */
export class HubChanges implements GameChanges {
  /** Watches held now, connected or connecting, over every request of this isolate (leak tests). */
  static watches = 0;
  /** Versions received from hubs so far (tests: a wake-up came through a hub). */
  static hints = 0;

  constructor(
    private readonly hubs: ObjectNamespace,
    private readonly safetyMs: number,
  ) {}

  watch(gameId: string, listener: (version: number | undefined) => void): () => void {
    let socket: ClientSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    HubChanges.watches++;

    const connect = async (again: boolean): Promise<void> => {
      try {
        // A new stub each time: one that saw its object reset stays broken (Durable Objects "Error handling").
        const stub = this.hubs.get(this.hubs.idFromName(gameId));
        const response = await stub.fetch(new Request(watchUrl(gameId, this.safetyMs), { headers: { upgrade: 'websocket' } }));
        const ws = socketOf(response);
        if (!ws) throw new Error(`the game hub answered ${response.status}, not a WebSocket`);
        ws.accept();
        if (stopped) return ws.close(1000);
        socket = ws;
        ws.addEventListener('message', ({ data }) => {
          HubChanges.hints++;
          listener(parseVersion(data) ?? undefined);
        });
        const lost = () => {
          if (socket !== ws) return;
          socket = null;
          if (!stopped) void connect(true);
        };
        ws.addEventListener('close', lost);
        ws.addEventListener('error', lost);
        if (again) listener(undefined);
      } catch (err) {
        if (stopped) return;
        console.warn(`game hub unreachable, looking again in ${RETRY_MS} ms: ${String(err)}`);
        listener(undefined);
        retry = setTimeout(() => void connect(true), RETRY_MS);
      }
    };
    void connect(false);

    return () => {
      if (stopped) return;
      stopped = true;
      HubChanges.watches--;
      if (retry !== undefined) clearTimeout(retry);
      const ws = socket;
      socket = null;
      ws?.close(1000);
    };
  }
}
