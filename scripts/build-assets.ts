/**
 * `npm run build`: the static files the app serves, into public/ (git-ignored), the one directory
 * Node serves (src/http/node-static-files.ts) and the Worker's `[assets]` uploads. Each step writes
 * its own folder of it:
 * - public/play/: the reference web client (Vite, from web/).
 * - public/docs-assets/redoc/: Redoc's standalone bundle, as pinned in package.json, for GET /docs.
 * - public/docs-assets/reference/: GET /docs itself, the OpenAPI document rendered by that Redoc at
 *   build time (scripts/render-api-reference.ts): content at once, then hydrated.
 * - public/docs-assets/graphiql/: GraphiQL and React, bundled from the pinned packages by Vite, for
 *   GET /graphql in a browser.
 *
 * Nothing is fetched: every file comes from node_modules. A docs step whose inputs are unchanged
 * since its last build (the same pinned versions) is skipped.
 *
 * `--if-changed` (`npm start`, `npm run bench`): nothing is built when the content hash of every input
 * (INPUTS below, and the lockfile's pinned versions) equals the one public/.build-hash holds from the
 * last build. `npm run build` always builds.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const PUBLIC_DIR = join(ROOT, 'public');
const DOCS = join(PUBLIC_DIR, 'docs-assets');

const versionOf = (pkg: string) => (JSON.parse(readFileSync(join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;

/** The web client into public/play/ (web/vite.config.ts says where). */
async function buildWebClient(): Promise<void> {
  // Vite and the renderer are loaded only when something is built: an unchanged start stays quick.
  const { build } = await import('vite');
  await build({ configFile: join(ROOT, 'web/vite.config.ts'), logLevel: 'warn' });
}

/** Workers static assets read `_headers`; Node sets the same caching itself. */
function writeHeaders(): void {
  writeFileSync(join(PUBLIC_DIR, '_headers'), '/play/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
}

/** Runs `make` unless `dir` was built from these very inputs (a stamp file records them). */
async function step(dir: string, inputs: string, make: () => Promise<void> | void): Promise<void> {
  const stamp = join(dir, '.built-from');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === inputs) return;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  await make();
  writeFileSync(stamp, inputs);
  console.log(`built ${dir.slice(ROOT.length + 1)} (${inputs})`);
}

export async function buildDocsAssets(): Promise<void> {
  await step(join(DOCS, 'redoc'), `redoc@${versionOf('redoc')}`, () => {
    // The bundle as published, less the one file it loads from a CDN (the "API docs by Redocly"
    // logo), which becomes an empty inline image: the page asks nothing of the internet.
    const bundle = readFileSync(join(ROOT, 'node_modules/redoc/bundles/redoc.standalone.js'), 'utf8');
    const logo = '"https://cdn.redoc.ly/redoc/logo-mini.svg"';
    if (!bundle.includes(logo)) throw new Error(`redoc.standalone.js no longer loads ${logo}: check what it loads now (test/browser/offline-docs.test.ts)`);
    writeFileSync(join(DOCS, 'redoc/redoc.standalone.js'), bundle.replace(logo, JSON.stringify("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E")));
  });
  // The reference, rendered again whenever the document or the renderer changes.
  const specText = readFileSync(join(ROOT, 'openapi/openapi.json'), 'utf8');
  const renderer = readFileSync(join(ROOT, 'scripts/render-api-reference.ts'), 'utf8');
  const digest = createHash('sha256').update(specText).update(renderer).digest('hex').slice(0, 16);
  const { renderApiReference } = await import('./render-api-reference');
  await step(join(DOCS, 'reference'), `redoc@${versionOf('redoc')} openapi+renderer sha256:${digest}`, () =>
    renderApiReference(JSON.parse(specText), join(DOCS, 'reference'), '/docs-assets/redoc/redoc.standalone.js', '/docs-assets/reference'),
  );
  const entry = join(ROOT, 'scripts/assets/graphiql.js');
  const inputs = `graphiql@${versionOf('graphiql')} react@${versionOf('react')} react-dom@${versionOf('react-dom')} ${readFileSync(entry, 'utf8').length}`;
  await step(join(DOCS, 'graphiql'), inputs, async () => {
    const { build } = await import('vite');
    await build({
      configFile: false,
      logLevel: 'warn',
      root: ROOT,
      // A library build does not set NODE_ENV for React: production, as served.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: join(DOCS, 'graphiql'),
        emptyOutDir: false,
        copyPublicDir: false,
        lib: { entry, formats: ['es'], fileName: () => 'graphiql.js', cssFileName: 'graphiql' },
        // React libraries mark their modules "use client", which means nothing in a bundle.
        rollupOptions: { onwarn: (warning, warn) => warning.code === 'MODULE_LEVEL_DIRECTIVE' || warn(warning) },
      },
    });
  });
}

/** What the build reads, from the root: the web client and what it imports (the typed client, the
 * verifier with the rules it replays), the rules pages, the OpenAPI document, the build scripts, and
 * the pinned versions of every package. */
const INPUTS = ['web', 'clients', 'src/verify', 'src/engine', 'src/games', 'docs', 'openapi', 'scripts/build-assets.ts', 'scripts/render-api-reference.ts', 'scripts/assets', 'package.json', 'package-lock.json'];
const HASH_FILE = join(PUBLIC_DIR, '.build-hash');

// dist/: the packages' builds (clients/typescript/dist) come from these inputs, they are not one.
function* filesOf(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) return yield path;
  for (const name of readdirSync(path).sort()) if (name !== 'node_modules' && name !== 'dist' && !name.startsWith('.')) yield* filesOf(join(path, name));
}

/** sha256 of every input file's path and content. */
export function inputsHash(): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of filesOf(join(ROOT, input))) hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** Builds unless public/ was built from exactly these inputs (public/.build-hash). */
export async function buildIfChanged(): Promise<boolean> {
  const hash = inputsHash();
  if (existsSync(HASH_FILE) && readFileSync(HASH_FILE, 'utf8').trim() === hash) {
    console.log(`static assets up to date (public/.build-hash ${hash.slice(0, 12)}): not rebuilt`);
    return false;
  }
  await buildStaticAssets(hash);
  return true;
}

export async function buildStaticAssets(hash = inputsHash()): Promise<void> {
  mkdirSync(PUBLIC_DIR, { recursive: true });
  await buildWebClient();
  writeHeaders();
  await buildDocsAssets();
  writeFileSync(HASH_FILE, `${hash}\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-changed')) {
    if (await buildIfChanged()) console.log(`static assets built in ${PUBLIC_DIR}`);
  } else {
    await buildStaticAssets();
    console.log(`static assets built in ${PUBLIC_DIR}`);
  }
}
