/** Writes openapi/schema.graphql from the code (the committed GraphQL contract; a test fails when it is stale). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { schemaSdl } from '../src/graphql/schema';

mkdirSync('openapi', { recursive: true });
writeFileSync('openapi/schema.graphql', schemaSdl());
console.log('wrote openapi/schema.graphql');
