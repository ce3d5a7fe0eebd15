import pg from 'pg';
import type { Listen, Listening } from '../game-channel';

/** Reconnection backoff after the listening connection is lost: from 100 ms, doubling, up to 5 s. */
const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5000;
/** A fence unanswered this long counts as a lost connection: the reader goes to the database instead. */
const FENCE_MS = 2000;

/**
 * LISTEN on a connection of its own (a pooled connection cannot hold a LISTEN: it goes back to the
 * pool). When the connection drops (a restart, a failover, an idle cut), it is made again with
 * backoff, and `onReconnect` tells the waiters to look again, since notifications sent meanwhile are
 * lost. The first connection must succeed (within `connectMs`): a server that cannot listen should
 * not start. It sits idle between notifications, so it has no query timeout; a fence (`SELECT 1` on
 * it, see Listening.fence) has one of its own, and a fence that times out drops the connection.
 */
export function pgListen(url: string, connectMs: number): Listen {
  return async (channel, onPayload, onReconnect) => {
    let closed = false;
    let client: pg.Client | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let delay = FIRST_RETRY_MS;
    // The number of the live connection: new with each one, so a currency learnt on one is not
    // trusted on the next (notifications in between were lost).
    let epoch = 0;

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
      epoch++;
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
      async fence() {
        const c = client;
        if (!c) return null;
        const on = epoch;
        let timer: ReturnType<typeof setTimeout> | undefined;
        const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), FENCE_MS)));
        try {
          // node-postgres hands each NotificationResponse to the 'notification' listeners as it parses
          // it, so those sent before this answer have been heard when it resolves.
          const answer = await Promise.race([c.query('SELECT 1').then(() => 'ok' as const), late]);
          if (answer === 'late') lost(c);
          return answer === 'ok' && client === c ? on : null;
        } catch {
          return null;
        } finally {
          clearTimeout(timer);
        }
      },
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
