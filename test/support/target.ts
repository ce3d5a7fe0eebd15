import type { EventStore } from '../../src/store';
import type { Api } from './api';

/** A running Tricktable under test, wherever it runs (Node + PGlite/Postgres, or workerd + Neon). */
export interface TestServer {
  readonly name: string;
  readonly api: Api;
  /** How often whole-game suites run the full leak audit (every Nth action): every action on Node;
   * sparser in workerd, where each request opens its own database connection through the proxy. */
  readonly auditEvery: number;
  /** The same database the server uses, for audits (replaying logs) and "nothing changed" checks. */
  readonly store: EventStore;
  /** Waits and streams watching for changes now, as the server's notifier counts them (0: none left). */
  waiters(): number;
  /** Change hints the notifier has given so far (Node: notifications heard; Workers: polls made). */
  wakeups(): number;
  /** Every row of every table, in a stable order. */
  snapshot(): Promise<string>;
  close(): Promise<void>;
}

export interface Target {
  readonly name: string;
  start(): Promise<TestServer>;
}
