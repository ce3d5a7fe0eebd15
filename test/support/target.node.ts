import { databaseKinds } from './databases';
import { startServer } from './server';
import type { Target } from './target';

export type { Target, TestServer } from './target';

/** Node: the app on a real socket over PGlite, and over PostgreSQL when TEST_DATABASE_URL is set. */
export function targets(): Target[] {
  return databaseKinds().map((kind) => ({ name: kind.name, start: () => startServer(kind) }));
}
