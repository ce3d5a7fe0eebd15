import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clientTypes, CLIENT_TYPES_PATH } from '../clients/typescript/generate';

describe('The typed client', () => {
  it('is generated from the committed OpenAPI document (run `npm run client` after `npm run openapi`)', async () => {
    expect(readFileSync(CLIENT_TYPES_PATH, 'utf8')).toBe(await clientTypes());
  });
});
