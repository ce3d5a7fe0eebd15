#!/usr/bin/env node
// `npx tricktable verify <base-url> <game-id>`: runs src/verify/cli.ts through tsx (a dependency), so
// the verifier needs no build step.
import { tsImport } from 'tsx/esm/api';

const { main } = await tsImport('../src/verify/cli.ts', import.meta.url);
process.exitCode = await main(process.argv.slice(2));
