import Ajv2020 from 'ajv/dist/2020';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { joinBody, NAME_PATTERN } from '../src/schemas';

/**
 * What the linters check, checked again where the merge of new routes runs it: every operation and
 * webhook has a stable operationId and an explicit `security`, every example matches the schema next
 * to it, and every pattern is an ECMAScript regex that means what the server means.
 */
const doc = JSON.parse(readFileSync(new URL('../openapi/openapi.json', import.meta.url), 'utf8'));
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

type Json = Record<string, any>;
const operations = (): Array<{ where: string; op: Json }> =>
  (['paths', 'webhooks'] as const).flatMap((section) =>
    Object.entries<Json>(doc[section] ?? {}).flatMap(([path, item]) =>
      METHODS.filter((m) => item[m]).map((m) => ({ where: `${section} ${m.toUpperCase()} ${path}`, op: item[m] as Json })),
    ),
  );

/** Every node of the document with its JSON pointer. */
function* walk(node: unknown, pointer = ''): Generator<{ pointer: string; node: Json }> {
  if (node === null || typeof node !== 'object') return;
  yield { pointer, node: node as Json };
  for (const [key, child] of Object.entries(node)) yield* walk(child, `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`);
}
const SCHEMA_WORDS = ['type', 'properties', '$ref', 'anyOf', 'oneOf', 'allOf', 'enum', 'items'];
const isSchema = (node: Json) => SCHEMA_WORDS.some((w) => w in node);

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
ajv.addSchema(doc, 'tricktable');
/** Validates `value` against the schema at `pointer` in the document (its `$ref`s resolve there). */
function errorsAt(pointer: string, value: unknown): string[] {
  const ref = `tricktable#${pointer.split('/').map(encodeURIComponent).join('/')}`;
  const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

describe('The OpenAPI contract', () => {
  it('gives every operation and webhook a unique camelCase operationId, verb first', () => {
    const ids = operations().map(({ where, op }) => {
      expect(op.operationId, where).toMatch(/^(list|get|create|join|take|play|delete|redeliver|notify|update|add|remove|wait|watch|[a-z]+)[A-Z][A-Za-z]*$/);
      return op.operationId;
    });
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('says who may call every operation: an explicit security list ([] when public)', () => {
    const schemes = Object.keys(doc.components.securitySchemes);
    for (const { where, op } of operations()) {
      expect(Array.isArray(op.security), `${where} has no security`).toBe(true);
      for (const requirement of op.security) for (const name of Object.keys(requirement)) expect(schemes, where).toContain(name);
    }
  });

  it('gives every request body an example, and every example matches the schema beside it', () => {
    for (const { where, op } of operations()) {
      const body = op.requestBody?.content?.['application/json'];
      if (body && where.startsWith('paths')) expect(body.example, `${where} has no request example`).toBeDefined();
    }
    let checked = 0;
    for (const { pointer, node } of walk(doc)) {
      if (!('example' in node)) continue;
      if (isSchema(node)) {
        expect(errorsAt(pointer, node.example), `example at ${pointer}`).toEqual([]);
        checked++;
      } else if (node.schema && typeof node.schema === 'object') {
        // A media type or a parameter: its example is of its `schema`.
        expect(errorsAt(`${pointer}/schema`, node.example), `example at ${pointer}`).toEqual([]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('catches an example that does not match (the check itself works)', () => {
    const at = '/components/schemas/TanniBid';
    expect(errorsAt(at, { type: 'bid', value: 18.5 })).toEqual([]);
    expect(errorsAt(at, { type: 'bid', value: '18.5' })).not.toEqual([]);
    expect(errorsAt(at, { type: 'bid' })).not.toEqual([]);
  });

  it('writes every pattern as an ECMAScript regex that compiles with and without the u flag', () => {
    const patterns = [...walk(doc)].filter(({ node }) => typeof node.pattern === 'string' && isSchema(node));
    expect(patterns.length).toBeGreaterThan(0);
    for (const { pointer, node } of patterns) {
      expect(() => new RegExp(node.pattern), pointer).not.toThrow();
      expect(() => new RegExp(node.pattern, 'u'), pointer).not.toThrow();
    }
  });

  it("describes a player's name by a pattern that accepts exactly the names the server accepts", () => {
    const pattern = doc.components.schemas.Join.properties.name.pattern;
    expect(pattern).toBe(NAME_PATTERN.source);
    const names = ['Ada', 'Zoë', '李雷', 'Ada 🃏', 'O\u2019Brien', 'tab\there', 'bell\u0007', 'del\u007f', 'c1\u0085', 'lone \ud800 high', 'lone \udc00 low', 'pair \ud83c\udccf'];
    for (const name of names) {
      const server = joinBody.safeParse({ name }).success;
      expect(new RegExp(pattern).test(name), `${JSON.stringify(name)} without u`).toBe(server);
      expect(new RegExp(pattern, 'u').test(name), `${JSON.stringify(name)} with u`).toBe(server);
    }
    expect(['Ada', 'Zoë', '李雷', 'Ada 🃏'].every((name) => joinBody.safeParse({ name }).success)).toBe(true);
    expect(['bell\u0007', 'lone \ud800 high'].some((name) => joinBody.safeParse({ name }).success)).toBe(false);
  });
});
