import pg from 'pg';
import { randomId } from '../../src/app/tokens';
import type { Database } from '../../src/store';
import { openPostgres } from '../../src/store/clients/node-postgres';
import { openPglite } from '../../src/store/clients/pglite';

export interface TestDatabase {
  readonly db: Database;
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
      const name = `tt_test_${randomId(10).toLowerCase().replace(/[^a-z0-9]/g, 'x')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const dbUrl = new URL(url);
      dbUrl.pathname = `/${name}`;
      const opened = await openPostgres(dbUrl.toString());
      return {
        db: opened.db,
        async close() {
          await opened.close();
          const again = new pg.Client({ connectionString: url });
          await again.connect();
          await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await again.end();
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
