/**
 * `npm run build`: everything the app serves as static files, into `public/` (git-ignored), the one
 * directory Node serves (src/http/node-static-files.ts) and the Worker's `[assets]` uploads. Each
 * step writes its own folder of it:
 * - `public/play/`: the reference web client (Vite, from web/).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
export const PUBLIC_DIR = here('../public');

/** The web client into public/play/ (web/vite.config.ts says where). */
async function buildWebClient(): Promise<void> {
  await build({ configFile: here('../web/vite.config.ts'), logLevel: 'warn' });
}

/** Workers static assets read `_headers`; Node sets the same caching itself. */
function writeHeaders(): void {
  writeFileSync(`${PUBLIC_DIR}/_headers`, '/play/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
}

export async function buildStaticAssets(): Promise<void> {
  mkdirSync(PUBLIC_DIR, { recursive: true });
  await buildWebClient();
  writeHeaders();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildStaticAssets();
  console.log(`static assets built in ${PUBLIC_DIR}`);
}
