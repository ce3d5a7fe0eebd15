/** Writes clients/typescript/schema.d.ts from the committed OpenAPI document (a test fails when stale). */
import { writeFileSync } from 'node:fs';
import { clientTypes, CLIENT_TYPES_PATH } from '../clients/typescript/generate';

writeFileSync(CLIENT_TYPES_PATH, await clientTypes());
console.log(`wrote ${CLIENT_TYPES_PATH}`);
