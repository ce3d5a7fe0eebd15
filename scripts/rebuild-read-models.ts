/**
 * `npm run db:rebuild-read-models`: drops the read models ("my games", the lobby) and rebuilds them
 * from every game's log (src/app/players/rebuild.ts). DATABASE_URL: that PostgreSQL (Neon included);
 * otherwise the embedded PGlite under DATA_DIR (stop `npm start` first: PGlite has one writer).
 */
import { rebuildReadModels } from '../src/app';
import { DrizzleEventStore, DrizzlePlayerStore } from '../src/store';
import { openPostgres } from '../src/store/clients/node-postgres';
import { openPglite } from '../src/store/clients/pglite';

const url = process.env.DATABASE_URL;
const database = url ? await openPostgres(url, { max: 2 }) : await openPglite(process.env.DATA_DIR ?? './.data');
try {
  const started = performance.now();
  const { games } = await rebuildReadModels({ store: new DrizzleEventStore(database.db), players: new DrizzlePlayerStore(database.db) });
  console.log(`read models rebuilt from ${games} games' logs in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
