/** `npm run db:migrate`: applies migrations/ to DATABASE_URL (Neon or any PostgreSQL ≥ 15). */
import { openPostgres } from '../src/store/clients/node-postgres';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('set DATABASE_URL to the database to migrate');
  process.exit(2);
}
const db = await openPostgres(url, { max: 1 });
await db.close();
console.log('migrations applied');
