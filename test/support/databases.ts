import type { Database, Listen, Notify } from '../../src/store';
import { openPostgres } from '../../src/store/clients/node-postgres';
import { openPglite } from '../../src/store/clients/pglite';
import { scratchDatabase } from './scratch-database';

export interface TestDatabase {
  readonly db: Database;
  /** LISTEN and NOTIFY on this database (connections of their own on PostgreSQL); absent, the
   * server runs without a notifier (no waits, no streams), as the outage suites do. */
  readonly listen?: Listen;
  readonly notify?: Notify;
  close(): Promise<void>;
}

export interface DatabaseKind {
  readonly name: string;
  open(): Promise<TestDatabase>;
}

const pglite: DatabaseKind = { name: 'PGlite', open: () => openPglite() };

/** A fresh database on the PostgreSQL server of TEST_DATABASE_URL, dropped on close. */
function postgres(url: string): DatabaseKind {
  return {
    name: 'PostgreSQL',
    async open() {
      const scratch = await scratchDatabase(url, 'tt_test');
      const opened = await openPostgres(scratch.url);
      return {
        db: opened.db,
        listen: opened.listen,
        notify: opened.notify,
        async close() {
          await opened.close();
          await scratch.drop();
        },
      };
    },
  };
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function databaseKinds(): DatabaseKind[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pglite, postgres(url)] : [pglite];
}
