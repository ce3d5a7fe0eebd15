import { GAME_CHANNEL, gameChangePayload, type Notify } from './game-channel';
import { pgErrorOf } from './pg-error';

/** At most this many notifications in one transaction. */
const BATCH = 500;

/**
 * Notifies listeners of committed appends, after the commit, on a connection of its own whose
 * commits do not wait for the disk (`synchronous_commit = off`: a notification is a hint; the log is
 * durable).
 *
 * Why not `pg_notify` inside the append's own statement, which would make the hint as atomic as the
 * entry: PostgreSQL serialises the commits of notifying transactions (a database-wide lock held
 * through the commit, so the notification queue follows commit order), and with fsync on that
 * includes each one's WAL flush — group commit is lost. Measured (`npm run bench -- --only=streams`,
 * 20 writers, fsync on): about 150 appends/s with the notify in the statement against about 1,250
 * without. Here the appends keep group commit; the notifications go out in batches (what arrives
 * while one batch is sent goes in the next, one per game, its latest version), a round trip or so
 * after the commit.
 */
export class ChangeAnnouncer {
  readonly #pending = new Map<string, number>();
  /** Resolves once the batch that will carry #pending has been sent (or failed). */
  #sent: { promise: Promise<void>; resolve: () => void } | null = null;
  #flushing: Promise<void> | null = null;

  constructor(private readonly notify: Notify) {}

  /** Resolves once the notification has been committed (or failed: it never rejects). A writer
   * answers after it, so a reader who saw the answer can count on every listener having heard of
   * the change (src/app/notify/currency.ts). */
  announce(gameId: string, version: number): Promise<void> {
    const held = this.#pending.get(gameId);
    if (held === undefined || version > held) this.#pending.set(gameId, version);
    if (!this.#sent) {
      let resolve!: () => void;
      const promise = new Promise<void>((r) => (resolve = r));
      this.#sent = { promise, resolve };
    }
    const sent = this.#sent.promise;
    this.#flushing ??= this.#flush();
    return sent;
  }

  /** Resolves once everything announced so far has been sent (or failed). */
  async drain(): Promise<void> {
    while (this.#flushing) await this.#flushing;
  }

  async #flush(): Promise<void> {
    try {
      while (this.#pending.size > 0) {
        const all = [...this.#pending];
        const sent = this.#sent;
        this.#pending.clear();
        this.#sent = null;
        for (let i = 0; i < all.length; i += BATCH) {
          try {
            await this.notify(GAME_CHANNEL, all.slice(i, i + BATCH).map(([gameId, version]) => gameChangePayload(gameId, version)));
          } catch (err) {
            // The hint is lost; the waiters' safety check finds the change later. (No SQL in the log.)
            const code = pgErrorOf(err)?.code;
            console.warn(`could not notify game changes: ${err instanceof Error ? err.name : 'error'}${code ? ` sqlstate=${code}` : ''}`);
          }
        }
        sent?.resolve();
      }
    } finally {
      this.#flushing = null;
    }
  }
}
