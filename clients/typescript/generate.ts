import openapiTS, { astToString } from 'openapi-typescript';
import { readFileSync } from 'node:fs';

/** Where the generated types live, from the repository root. */
export const CLIENT_TYPES_PATH = 'clients/typescript/schema.d.ts';

/** The client's types, generated from the committed document (`npm run client` writes them). */
export async function clientTypes(documentPath = 'openapi/openapi.json'): Promise<string> {
  const document = JSON.parse(readFileSync(documentPath, 'utf8'));
  // Requests are Zod input types, answers output types (`required` says which fields are always
  // there): a `default` alone must not make a request field required.
  return astToString(await openapiTS(document, { defaultNonNullable: false }));
}
