import { sql } from 'drizzle-orm';
import { DrizzleEventStore } from '../../../src/store';
import { openPostgres } from '../../../src/store/clients/node-postgres';
import { Api } from '../../support/api';
import { outageRun, type OutageOptions, type OutageReport } from './outage';
import { checkOutbox } from './outbox-check';
import { freePort, kill9, startCluster, startNodeServer } from './processes';
import { verifyLedger, type LedgerCheck } from './race';

/**
 * The outage run on Node (test/reliability/outage.test.ts, `npm run soak:faults`): a throwaway
 * PostgreSQL 15 cluster of its own (it is stopped: never the shared one), `src/node.ts` on it with
 * short database timeouts, the outage driver, then the ledger and outbox checks and the server's log.
 */
export async function nodeOutageRun(options: Omit<OutageOptions, 'api' | 'halt' | 'restart'>): Promise<{ report: OutageReport; check: LedgerCheck; outbox: string[]; log: string; postgres: string }> {
  const cluster = await startCluster();
  try {
    const server = await startNodeServer(cluster.url, await freePort(), { DATABASE_CONNECT_TIMEOUT_MS: '1000', DATABASE_QUERY_TIMEOUT_MS: '2000' });
    try {
      const { report, ledger } = await outageRun({ ...options, api: new Api(server.baseUrl), halt: () => cluster.halt(), restart: () => cluster.restart() });
      const opened = await openPostgres(cluster.url, { migrateFirst: false });
      try {
        const check = await verifyLedger(new DrizzleEventStore(opened.db), report.gameIds, ledger, { complete: true });
        const version = (await opened.db.execute(sql`SHOW server_version`)) as unknown as { rows: Array<{ server_version: string }> };
        return { report, check, outbox: await checkOutbox(opened.db), log: server.output(), postgres: version.rows[0]!.server_version };
      } finally {
        await opened.close();
      }
    } finally {
      await kill9(server);
    }
  } finally {
    cluster.stop();
  }
}

/** SQL text or parameters in a log: what a log line must never hold. */
export const SQL_IN_LOG = /select |insert into|with created|params:|Failed query/i;
