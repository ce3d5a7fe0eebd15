/**
 * Soak: races (issue 8 §1). Starts a throwaway PostgreSQL 15 (or uses SOAK_DATABASE_URL), a fresh
 * database, and the Node server (`src/node.ts`) on it; then SOAK_CLIENTS clients (64) play
 * SOAK_GAMES games (50, every type, a finished game is replaced) until SOAK_ACTIONS actions (10,000)
 * were attempted, and checks the ledger of acknowledged actions against the database.
 *   npm run soak:races            SOAK_CLIENTS=64 SOAK_GAMES=50 SOAK_ACTIONS=10000 npm run soak:races
 */
import { openPostgres } from '../../src/store/clients/node-postgres';
import { DrizzleEventStore } from '../../src/store';
import { Api } from '../../test/support/api';
import { freePort, freshDatabase, kill9, postgresServer, startNodeServer } from '../../test/reliability/lib/processes';
import { race, verifyLedger } from '../../test/reliability/lib/race';
import { machine, num, printFigures } from './common';

const clients = num('SOAK_CLIENTS', 64);
const games = num('SOAK_GAMES', 50);
const actions = num('SOAK_ACTIONS', 10_000);

const postgres = await postgresServer();
const database = await freshDatabase(postgres.url);
const server = await startNodeServer(database.url, await freePort());
let failed = true;
try {
  const { report, ledger, gameIds } = await race(new Api(server.baseUrl), { clients, games, actions, seed: num('SOAK_SEED', 1), deadlineMs: 30 * 60_000 });
  const opened = await openPostgres(database.url, { migrateFirst: false });
  const check = await verifyLedger(new DrizzleEventStore(opened.db), gameIds, ledger);
  await opened.close();
  printFigures('soak:races', {
    ...(await machine(database.url)),
    clients,
    'games (live at once)': games,
    'games played': report.gamesPlayed,
    'games finished': report.gamesFinished,
    'actions attempted': report.attempted,
    'actions accepted': report.accepted,
    'actions rejected': Object.values(report.rejected).reduce((a, b) => a + b, 0),
    'rejections by code': report.rejected,
    'HTTP requests': report.requests,
    'requests per second': Math.round((report.requests / report.ms) * 1000),
    seconds: Math.round(report.ms / 1000),
    'log entries checked': check.logEntries,
    'answered views replayed': check.viewsReplayed,
    'unexpected answers': report.unexpected.length,
    'ledger problems': check.problems.length,
  });
  for (const u of report.unexpected.slice(0, 20)) console.log('UNEXPECTED', u);
  for (const p of check.problems.slice(0, 20)) console.log('PROBLEM', p);
  failed = report.unexpected.length > 0 || check.problems.length > 0 || report.attempted < actions;
} finally {
  await kill9(server);
  await database.drop();
  postgres.stop();
}
console.log(failed ? '\nFAILED' : '\nOK: nothing lost, nothing doubled, every answer replays');
process.exit(failed ? 1 : 0);
