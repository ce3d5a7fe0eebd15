/**
 * Builds @tricktable/client (clients/typescript/) into clients/typescript/dist/: ESM and type
 * declarations by tsc, and the generated schema.d.ts beside them (tsc never copies a .d.ts input).
 * Run by the package's `prepack`, so `npm pack` / `npm publish` always ship a fresh build. It refuses
 * to build a package whose version is not the OpenAPI document's `info.version`: the client's semver
 * is the contract's.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const PACKAGE = join(ROOT, 'clients/typescript');

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
const { version } = readJson(join(PACKAGE, 'package.json'));
const contract = readJson(join(ROOT, 'openapi/openapi.json')).info.version;
if (version !== contract) {
  throw new Error(`@tricktable/client is ${version} but openapi/openapi.json says info.version ${contract}: set the package's version to the document's`);
}

rmSync(join(PACKAGE, 'dist'), { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', join(PACKAGE, 'tsconfig.build.json')], { stdio: 'inherit' });
copyFileSync(join(PACKAGE, 'schema.d.ts'), join(PACKAGE, 'dist/schema.d.ts'));
console.log(`built @tricktable/client ${version} in clients/typescript/dist`);
