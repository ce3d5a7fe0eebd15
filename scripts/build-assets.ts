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
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { build } from 'vite';
import { renderApiReference } from './render-api-reference';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const PUBLIC_DIR = join(ROOT, 'public');
const DOCS = join(PUBLIC_DIR, 'docs-assets');

const versionOf = (pkg: string) => (JSON.parse(readFileSync(join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;

/** The web client into public/play/ (web/vite.config.ts says where). */
async function buildWebClient(): Promise<void> {
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
  await step(join(DOCS, 'reference'), `redoc@${versionOf('redoc')} openapi+renderer sha256:${digest}`, () =>
    renderApiReference(JSON.parse(specText), join(DOCS, 'reference'), '/docs-assets/redoc/redoc.standalone.js', '/docs-assets/reference'),
  );
  const entry = join(ROOT, 'scripts/assets/graphiql.js');
  const inputs = `graphiql@${versionOf('graphiql')} react@${versionOf('react')} react-dom@${versionOf('react-dom')} ${readFileSync(entry, 'utf8').length}`;
  await step(join(DOCS, 'graphiql'), inputs, async () => {
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

export async function buildStaticAssets(): Promise<void> {
  mkdirSync(PUBLIC_DIR, { recursive: true });
  await buildWebClient();
  writeHeaders();
  await buildDocsAssets();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildStaticAssets();
  console.log(`static assets built in ${PUBLIC_DIR}`);
}
