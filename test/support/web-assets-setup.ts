import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStaticAssets } from '../../scripts/build-assets';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BUILT = join(ROOT, 'public', 'play', 'index.html');

const newest = (dir: string): number =>
  Math.max(0, ...readdirSync(dir, { withFileTypes: true }).map((d) => (d.isDirectory() ? newest(join(dir, d.name)) : statSync(join(dir, d.name)).mtimeMs)));

const builtAt = (): number => {
  try {
    return statSync(BUILT).mtimeMs;
  } catch {
    return -1;
  }
};

/**
 * Vitest global setup of the suites that serve public/ (the browser suites, the Worker with its
 * `[assets]`): builds the web client when it is missing or older than its sources, as `npm run
 * build` does (.ci/run builds it first, so there it is up to date already).
 */
export default async function setup(): Promise<void> {
  const docsBuilt = existsSync(join(ROOT, 'public', 'docs-assets', 'graphiql', 'graphiql.js'));
  if (docsBuilt && builtAt() >= Math.max(newest(join(ROOT, 'web')), newest(join(ROOT, 'clients', 'typescript')))) return;
  console.log('building public/ (the web client, the docs assets) for the suites that serve it');
  await buildStaticAssets();
}
