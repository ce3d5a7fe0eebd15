import pg from 'pg';
import type { Listen, Listening } from '../game-channel';

/** Reconnection backoff after the listening connection is lost: from 100 ms, doubling, up to 5 s. */
const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5000;

/**
 * LISTEN on a connection of its own (a pooled connection cannot hold a LISTEN: it goes back to the
 * pool). When the connection drops (a restart, a failover, an idle cut), it is made again with
 * backoff, and `onReconnect` tells the waiters to look again, since notifications sent meanwhile are
 * lost. The first connection must succeed (within `connectMs`): a server that cannot listen should
 * not start. It sits idle between notifications, so it has no query timeout.
 */
export function pgListen(url: string, connectMs: number): Listen {
  return async (channel, onPayload, onReconnect) => {
    let closed = false;
    let client: pg.Client | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let delay = FIRST_RETRY_MS;

    const connect = async (): Promise<void> => {
      const c = new pg.Client({ connectionString: url, application_name: 'tricktable-listen', connectionTimeoutMillis: connectMs });
      c.on('notification', (msg) => {
        if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
      });
      c.on('error', () => lost(c));
      c.on('end', () => lost(c));
      try {
        await c.connect();
        await c.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
      } catch (err) {
        void c.end().catch(() => {});
        throw err;
      }
      client = c;
    };

    const lost = (c: pg.Client) => {
      if (closed || client !== c) return;
      client = null;
      void c.end().catch(() => {});
      schedule();
    };

    const schedule = () => {
      retry = setTimeout(async () => {
        retry = null;
        if (closed) return;
        try {
          await connect();
          delay = FIRST_RETRY_MS;
          if (closed) void client?.end().catch(() => {});
          else onReconnect();
        } catch {
          delay = Math.min(delay * 2, MAX_RETRY_MS);
          schedule();
        }
      }, delay);
    };

    await connect();
    const listening: Listening = {
      async close() {
        closed = true;
        if (retry) clearTimeout(retry);
        const c = client;
        client = null;
        await c?.end().catch(() => {});
      },
    };
    return listening;
  };
}
