import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clientTypes, CLIENT_TYPES_PATH } from '../clients/typescript/generate';

describe('The typed client', () => {
  it('is generated from the committed OpenAPI document (run `npm run client` after `npm run openapi`)', async () => {
    expect(readFileSync(CLIENT_TYPES_PATH, 'utf8')).toBe(await clientTypes());
  });

  it('compiles on its own with tsc --strict (clients/typescript/tsconfig.json: DOM, no Node, no server code)', () => {
    // Throws, with tsc's messages, when the client or its README example does not type-check.
    execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'clients/typescript'], { encoding: 'utf8', stdio: 'pipe' });
  });
});
