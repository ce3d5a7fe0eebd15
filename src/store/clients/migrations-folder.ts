import { fileURLToPath } from 'node:url';

/** drizzle-kit output, applied at start on Node (PGlite) and by `npm run db:migrate` elsewhere. */
export const migrationsFolder = fileURLToPath(new URL('../../../migrations', import.meta.url));
