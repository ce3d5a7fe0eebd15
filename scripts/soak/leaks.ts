/**
 * Soak: the leak audit (issue 8 §5). The app on a real socket over PGlite (or PostgreSQL with
 * SOAK_DATABASE_URL); SOAK_GAMES (3) random games of every type and variant, probed at every step
 * (SOAK_PROBE_EVERY, 1): views, legal moves, provoked error bodies and GraphQL answers of every seat
 * and the spectator, every event log, and the seed — see test/reliability/lib/leaks.ts.
 *   npm run soak:leaks            SOAK_GAMES=20 npm run soak:leaks
 */
import { mulberry32 } from '../../src/engine';
import { GqlClient } from '../../test/support/graphql/client';
import { documents } from '../../test/support/graphql/documents';
import { databaseKinds } from '../../test/support/databases';
import { startServer } from '../../test/support/server';
import { auditGame, newLeakStats } from '../../test/reliability/lib/leaks';
import { machine, num, printFigures } from './common';

const perVariant = num('SOAK_GAMES', 3);
const probeEvery = num('SOAK_PROBE_EVERY', 1);
const VARIANTS: Array<[string, unknown]> = [
  ['tango', { variant: 'roses' }],
  ['tango', { variant: 'long' }],
  ['tanni', {}],
  ['tadpole', {}],
  ['tantony', { variant: 'teams' }],
  ['tantony', { variant: 'split-partner' }],
  ['tantony', { variant: 'three-player' }],
];

if (process.env.SOAK_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.SOAK_DATABASE_URL;
const kind = databaseKinds().at(-1)!;
const server = await startServer(kind);
const client = new GqlClient(server.api);
const gql = { client, docs: documents(await client.schema()) };
const stats = newLeakStats();
const byType: Record<string, number> = {};
const start = Date.now();
try {
  for (let n = 0; n < perVariant; n++) {
    for (const [i, [type, options]] of VARIANTS.entries()) {
      await auditGame(server.api, server.store, type, options, mulberry32(1000 * n + i + num('SOAK_SEED', 1) * 7), { probeEvery, secretTries: 6, gql }, stats);
      const name = `${type} ${JSON.stringify(options)}`;
      byType[name] = (byType[name] ?? 0) + 1;
    }
    console.log(`round ${n + 1}/${perVariant}: ${stats.games} games, ${stats.actions} actions, ${stats.bodiesAudited} bodies audited, ${stats.leaks.length} leaks`);
  }
} finally {
  await server.close();
}
printFigures('soak:leaks', {
  ...(await machine()),
  database: kind.name,
  'games audited': stats.games,
  'games by type': byType,
  'actions played': stats.actions,
  'probe every N steps': probeEvery,
  'bodies audited (views, moves, errors, GraphQL, events)': stats.bodiesAudited,
  'errors provoked and audited': stats.errorsProvoked,
  'leaks found': stats.leaks.length,
  seconds: Math.round((Date.now() - start) / 1000),
});
for (const l of stats.leaks.slice(0, 20)) console.log('LEAK', l);
console.log(stats.leaks.length ? '\nFAILED' : '\nOK: leaks found = 0');
process.exit(stats.leaks.length ? 1 : 0);
