/**
 * `npm start`: the Node server (src/node.ts) from a bundle that esbuild makes once per change of its
 * sources, not transpiled file by file by tsx at every start: importing ~300 modules through tsx's
 * loader took 3 s of a start on a loaded machine, the bundle's import about 1 (issue 31 item 3).
 * The bundle holds src/ only (packages stay imports, resolved from node_modules as before) and lives
 * in node_modules/.cache/tricktable/, named by the hash of src/, the lockfile and the checkout's
 * path: a changed source makes a new one. `import.meta.url` is each source file's own URL (the
 * migrations folder and public/ are found from it), as under tsx. Plain JS, so no loader runs first.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CACHE = join(ROOT, 'node_modules/.cache/tricktable');

function* sources(dir) {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) yield path;
  }
}

const hash = createHash('sha256').update(ROOT).update('\0');
for (const file of [...sources(join(ROOT, 'src')), join(ROOT, 'package-lock.json'), join(ROOT, 'tsconfig.json'), fileURLToPath(import.meta.url)]) {
  hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
}
const bundle = join(CACHE, `node-${hash.digest('hex').slice(0, 16)}.mjs`);

if (!existsSync(bundle)) {
  const { build } = await import('esbuild');
  mkdirSync(CACHE, { recursive: true });
  /** Each module's import.meta.url stays its source file's, not the bundle's. */
  const ownUrl = {
    name: 'own-import-meta-url',
    setup(b) {
      b.onLoad({ filter: /\/src\/.*\.ts$/ }, (args) => {
        const text = readFileSync(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return undefined;
        return { contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: 'ts' };
      });
    },
  };
  const { outputFiles } = await build({
    entryPoints: [join(ROOT, 'src/node.ts')],
    outfile: bundle,
    write: false,
    absWorkingDir: ROOT,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'inline',
    plugins: [ownUrl],
    logLevel: 'warning',
  });
  // Written whole, then renamed: a second start at the same moment never imports half a file.
  const partial = `${bundle}.${process.pid}.partial`;
  writeFileSync(partial, outputFiles[0].contents);
  renameSync(partial, bundle);
  for (const name of readdirSync(CACHE)) if (join(CACHE, name) !== bundle && !name.endsWith('.partial')) rmSync(join(CACHE, name), { force: true });
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(bundle).href);
