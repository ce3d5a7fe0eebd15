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
import { openPglite } from '../../src/store/clients/pglite';
import { attackPairs, cpuPerRequest, graphqlPoster, HOSTILE_DOCUMENTS } from '../../test/reliability/lib/graphql-cost';
import { nodeOutageRun, SQL_IN_LOG } from '../../test/reliability/lib/node-outage';
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
const downMs = num('SOAK_DOWN_MS', 4000);
const { report, check, outbox, log, postgres } = await nodeOutageRun({ clients, games, outages, upMs: num('SOAK_UP_MS', 3000), downMs, seed: num('SOAK_SEED', 1) });
const sqlInLog = SQL_IN_LOG.test(log);
const probes: Record<string, number> = {};
for (const p of report.probes) probes[`${p.status} ${p.code}`] = (probes[`${p.status} ${p.code}`] ?? 0) + 1;
printFigures('soak:faults', {
  ...(await machine()),
  postgres,
  ...graphql,
  'outages (database stopped, started again)': `${outages} × ${downMs} ms`,
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
const failed = report.unexpected.length > 0 || check.problems.length > 0 || outbox.length > 0 || sqlInLog;
console.log(failed ? '\nFAILED' : '\nOK: every outage answered 503 with Retry-After, recovered by itself, and lost nothing');
process.exit(failed ? 1 : 0);
