/**
 * Soak: faults (issue 19) — the headline figures of docs/reliability.md §7–8 in one command.
 * 1. GraphQL CPU per request for each hostile document (in-process, the whole /graphql path), next
 *    to what graphql-js's validation alone costs the 700-pair document with no limit in front.
 * 2. Outages: a throwaway PostgreSQL 15 cluster (always its own: it is stopped) and the Node server
 *    (`src/node.ts`, its own process) on it; SOAK_CLIENTS careful clients (8) play SOAK_GAMES games
 *    (6) while the database is stopped SOAK_OUTAGES times (5) for SOAK_DOWN_MS (4000) each and
 *    started again. Then: every answer by status, the probes of every route while down, the
 *    recovery times, and the ledger and outbox checks.
 *   npm run soak:faults            SOAK_OUTAGES=10 npm run soak:faults
 */
import { parse, validate } from 'graphql';
import { createApp } from '../../src/http/app';
import { graphqlSchema } from '../../src/graphql/schema';
import { DrizzleEventStore } from '../../src/store';
import { openPostgres } from '../../src/store/clients/node-postgres';
import { openPglite } from '../../src/store/clients/pglite';
import { Api } from '../../test/support/api';
import { attackPairs, cpuPerRequest, graphqlPoster, HOSTILE_DOCUMENTS } from '../../test/reliability/lib/graphql-cost';
import { outageRun } from '../../test/reliability/lib/outage';
import { checkOutbox } from '../../test/reliability/lib/outbox-check';
import { freePort, kill9, startCluster, startNodeServer } from '../../test/reliability/lib/processes';
import { verifyLedger } from '../../test/reliability/lib/race';
import { machine, num, printFigures } from './common';

const runs = num('SOAK_GRAPHQL_RUNS', 50);
const pglite = await openPglite();
const post = graphqlPoster(createApp({ store: new DrizzleEventStore(pglite.db), localMode: true }));
const graphql: Record<string, string> = {};
for (const d of HOSTILE_DOCUMENTS) {
  const { median, max } = await cpuPerRequest(post, d.make, runs);
  graphql[`${d.name}: CPU ms median / max`] = `${median.toFixed(2)} / ${max.toFixed(2)}`;
}
// What the 700-pair document costs graphql-js's validation alone, with nothing in front of it.
const unlimited: number[] = [];
for (let i = 0; i < 7; i++) {
  const document = parse(attackPairs(700, String(i)), { maxTokens: 1e6 });
  const before = process.cpuUsage();
  validate(graphqlSchema(), document);
  const used = process.cpuUsage(before);
  if (i >= 2) unlimited.push((used.user + used.system) / 1000);
}
graphql['700 alias pairs, validation alone without the limits: CPU ms median'] = unlimited.sort((a, b) => a - b)[2]!.toFixed(1);
await pglite.close();

const clients = num('SOAK_CLIENTS', 8);
const games = num('SOAK_GAMES', 6);
const outages = num('SOAK_OUTAGES', 5);
const cluster = await startCluster();
let failed = true;
try {
  const server = await startNodeServer(cluster.url, await freePort(), { DATABASE_CONNECT_TIMEOUT_MS: '1000', DATABASE_QUERY_TIMEOUT_MS: '2000' });
  try {
    const { report, ledger } = await outageRun({
      api: new Api(server.baseUrl),
      halt: () => cluster.halt(),
      restart: () => cluster.restart(),
      clients,
      games,
      outages,
      upMs: num('SOAK_UP_MS', 3000),
      downMs: num('SOAK_DOWN_MS', 4000),
      seed: num('SOAK_SEED', 1),
    });
    const opened = await openPostgres(cluster.url, { migrateFirst: false });
    const check = await verifyLedger(new DrizzleEventStore(opened.db), report.gameIds, ledger, { complete: true });
    const outbox = await checkOutbox(opened.db);
    const figures = { ...(await machine(cluster.url)), ...graphql };
    await opened.close();
    const log = server.output();
    const sqlInLog = /select |insert into|with created|params:|Failed query/i.test(log);
    const probes: Record<string, number> = {};
    for (const p of report.probes) probes[`${p.status} ${p.code}`] = (probes[`${p.status} ${p.code}`] ?? 0) + 1;
    printFigures('soak:faults', {
      ...figures,
      'outages (database stopped, started again)': `${outages} × ${num('SOAK_DOWN_MS', 4000)} ms`,
      clients,
      games,
      'actions attempted': report.attempted,
      'actions acknowledged (2xx)': report.accepted,
      'answers by status': report.answers,
      'answers while the database was down': report.answersWhileDown,
      'every route probed while down (REST and GraphQL)': probes,
      'recovery after each restart (ms)': report.recoveriesMs,
      'ledger problems': check.problems.length,
      'outbox problems': outbox.length,
      'log lines naming an outage': (log.match(/database unavailable: /g) ?? []).length,
      'SQL text in the log': sqlInLog ? 'yes' : 'none',
      'unexpected answers': report.unexpected.length,
      seconds: Math.round(report.ms / 1000),
    });
    for (const u of report.unexpected.slice(0, 20)) console.log('UNEXPECTED', u);
    for (const p of [...check.problems, ...outbox].slice(0, 20)) console.log('PROBLEM', p);
    failed = report.unexpected.length > 0 || check.problems.length > 0 || outbox.length > 0 || sqlInLog;
  } finally {
    await kill9(server);
  }
} finally {
  cluster.stop();
}
console.log(failed ? '\nFAILED' : '\nOK: every outage answered 503 with Retry-After, recovered by itself, and lost nothing');
process.exit(failed ? 1 : 0);
