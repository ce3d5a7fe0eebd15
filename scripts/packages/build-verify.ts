/**
 * Builds @tricktable/verify (packages/verify/) into packages/verify/dist/tricktable-verify.js: the
 * verifier's CLI (src/verify/cli.ts) with everything it replays with — the engine, the games'
 * rules with their Zod schemas, @noble/hashes — bundled into one ESM file by esbuild, so the package has no dependencies
 * and ships no server code beyond that (no HTTP, store or app layer: the bundle's metafile is
 * checked for it). Run by the package's `prepack`, so `npm pack` / `npm publish` ship a fresh build.
 */
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const PACKAGE = join(ROOT, 'packages/verify');
const OUT = join(PACKAGE, 'dist/tricktable-verify.js');
/** What verifying needs; anything else in the bundle is a layer leaking in. */
const ALLOWED = /^(src\/(verify|engine|games)\/|node_modules\/(@noble\/hashes|zod)\/|<stdin>$)/;

const { version } = JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8'));
rmSync(join(PACKAGE, 'dist'), { recursive: true, force: true });
const result = await build({
  stdin: {
    contents: "import { main } from './src/verify/cli';\nprocess.exitCode = await main(process.argv.slice(2));\n",
    resolveDir: ROOT,
    loader: 'ts',
    sourcefile: '<stdin>',
  },
  absWorkingDir: ROOT,
  outfile: OUT,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  banner: { js: `#!/usr/bin/env node\n// @tricktable/verify ${version}: built from the Tricktable repository (src/verify, src/engine, src/games).` },
  metafile: true,
  logLevel: 'warning',
});
const leaked = Object.keys(result.metafile.inputs).filter((input) => !ALLOWED.test(input));
if (leaked.length > 0) throw new Error(`the verifier's bundle pulls in more than verifying needs:\n  ${leaked.join('\n  ')}`);
const bytes = result.metafile.outputs[Object.keys(result.metafile.outputs)[0]!]!.bytes;
console.log(`built @tricktable/verify ${version} in packages/verify/dist (${Object.keys(result.metafile.inputs).length} modules, ${(bytes / 1024).toFixed(1)} KiB)`);
