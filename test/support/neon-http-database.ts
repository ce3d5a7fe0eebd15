import { startNeonHttp, type NeonHttpEndpoint } from '../../scripts/neon-http';
import { openNeonHttp, useLocalHttpEndpoint } from '../../src/store/clients/neon-http';
import { openPostgres } from '../../src/store/clients/node-postgres';
import type { DatabaseKind } from './databases';
import { scratchDatabase } from './scratch-database';

/**
 * The Worker's database path, on Node: drizzle's neon-http driver (`neon()`, one fetch per
 * statement) through the local stand-in for Neon's HTTP endpoint to a fresh database on the
 * PostgreSQL server of `url` (migrated with node-postgres first). One endpoint per file, started on
 * first use; `endpoint()` answers it (for its statement and connection counts).
 */
let shared: Promise<NeonHttpEndpoint> | null = null;
export const endpoint = (): Promise<NeonHttpEndpoint> => (shared ??= startNeonHttp());

export function neonHttpKind(url: string): DatabaseKind {
  return {
    name: 'Neon HTTP driver',
    async open() {
      const scratch = await scratchDatabase(url, 'tt_neon');
      await (await openPostgres(scratch.url)).close();
      useLocalHttpEndpoint((await endpoint()).url);
      const opened = openNeonHttp(scratch.url);
      return {
        db: opened.db,
        async close() {
          await opened.close();
          await scratch.drop();
        },
      };
    },
  };
}

/** `kinds`, plus the Neon HTTP driver when TEST_DATABASE_URL names a PostgreSQL server. */
export function withNeonHttp(kinds: DatabaseKind[]): DatabaseKind[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [...kinds, neonHttpKind(url)] : kinds;
}
