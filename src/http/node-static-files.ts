import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StaticAssets } from './web-client';

/** Vite names the bundles by content hash (`/play/assets/index-3f2a….js`): they never change. */
const IMMUTABLE = /\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/**
 * Node serves `public/` itself, with the caching the Workers platform gives it: hashed bundles for a
 * year, everything else revalidated.
 */
export function nodeStaticAssets(root = fileURLToPath(new URL('../../public', import.meta.url))): StaticAssets {
  if (!existsSync(join(root, 'play', 'index.html'))) console.warn(`the web client is not built (${root}/play/index.html): run \`npm run build\``);
  const onFound = (path: string, c: Parameters<NonNullable<StaticAssets['files']>>[0]) =>
    c.header('cache-control', IMMUTABLE.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
  const files = serveStatic({ root, onFound });
  const index = serveStatic({ root, path: join('play', 'index.html') });
  const reference = serveStatic({ root, path: join('docs-assets', 'reference', 'index.html'), onFound: (_, c) => c.header('cache-control', 'no-cache') });
  return {
    files,
    index: async (c) => (await index(c, async () => {})) ?? undefined,
    reference: async (c) => (await reference(c, async () => {})) ?? undefined,
  };
}
