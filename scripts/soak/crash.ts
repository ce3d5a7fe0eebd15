/**
 * Soak: crashes (issue 8 §3). Starts a throwaway PostgreSQL 15 (or uses SOAK_DATABASE_URL), a fresh
 * database, and the Node server (`src/node.ts`, its own process) on it; SOAK_CLIENTS careful clients
 * (16) play SOAK_GAMES games (12) while the server is killed with SIGKILL SOAK_KILLS times (25), after
 * a random 0.3–3 s of uptime each, and restarted. Then: every acknowledged action is in the log,
 * every log replays, nothing was appended that no client was told about, no outbox row is orphaned.
 *   npm run soak:crash            SOAK_KILLS=50 npm run soak:crash
 */
import { crashRun } from '../../test/reliability/lib/crash';
import { freePort, freshDatabase, postgresServer } from '../../test/reliability/lib/processes';
import { machine, num, printFigures } from './common';

const kills = num('SOAK_KILLS', 25);
const clients = num('SOAK_CLIENTS', 16);
const games = num('SOAK_GAMES', 12);

const postgres = await postgresServer();
const database = await freshDatabase(postgres.url);
let failed = true;
try {
  const { report, check, outbox } = await crashRun({
    databaseUrl: database.url,
    port: await freePort(),
    kills,
    clients,
    games,
    minUpMs: num('SOAK_MIN_UP_MS', 300),
    maxUpMs: num('SOAK_MAX_UP_MS', 3000),
    seed: num('SOAK_SEED', 1),
    settleMs: 2000,
    log: (line) => console.log(line),
  });
  printFigures('soak:crash', {
    ...(await machine(database.url)),
    clients,
    'games live at once': games,
    'games created': report.gamesPlayed,
    'SIGKILLs survived': `${report.kills} (restarts ${report.restarts})`,
    'actions attempted': report.attempted,
    'actions acknowledged (2xx)': report.accepted,
    'actions rejected': report.rejected,
    'requests without an answer (cut off, or sent while down)': report.cutOff,
    'cut-off actions resolved by resending': `${report.resolvedReplayed} had been applied (replayed), ${report.resolvedApplied} applied by the resend, ${report.resolvedRefused} refused (412)`,
    'games checked': check.games,
    'log entries checked': check.logEntries,
    'answered views replayed': check.viewsReplayed,
    'unexpected answers': report.unexpected.length,
    'ledger problems': check.problems.length,
    'outbox problems': outbox.length,
    seconds: Math.round(report.ms / 1000),
  });
  for (const u of report.unexpected.slice(0, 20)) console.log('UNEXPECTED', u);
  for (const p of [...check.problems, ...outbox].slice(0, 20)) console.log('PROBLEM', p);
  failed = report.unexpected.length > 0 || check.problems.length > 0 || outbox.length > 0 || report.kills < kills;
} finally {
  await database.drop();
  postgres.stop();
}
console.log(failed ? '\nFAILED' : '\nOK: every acknowledged action survived every kill; every log replays');
process.exit(failed ? 1 : 0);
