/** Writes openapi/openapi.json from the code (the committed contract; a test fails when it is stale). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createApp, openApiDocument } from '../src/http/app';
import type { EventStore } from '../src/store';

const noStore = new Proxy({} as EventStore, {
  get() {
    throw new Error('the OpenAPI document needs no database');
  },
});
mkdirSync('openapi', { recursive: true });
writeFileSync('openapi/openapi.json', `${JSON.stringify(openApiDocument(createApp({ store: noStore })), null, 2)}\n`);
console.log('wrote openapi/openapi.json');
