import { z } from 'zod';

/**
 * The part of JSON Schema (draft 2020-12, as `z.toJSONSchema` writes it) that the GraphQL types are
 * generated from. Going through JSON Schema rather than Zod internals keeps the generator on Zod's
 * public, documented output.
 */
export interface JsonSchema {
  readonly type?: string | string[];
  readonly const?: unknown;
  readonly enum?: readonly unknown[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | JsonSchema;
  readonly items?: JsonSchema | boolean;
  readonly prefixItems?: readonly JsonSchema[];
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly $ref?: string;
  readonly $defs?: Readonly<Record<string, JsonSchema>>;
  readonly description?: string;
}

/** A schema document: its root and the named definitions (`.meta({ id })`) its `$ref`s point at. */
export interface JsonDocument {
  readonly root: JsonSchema;
  readonly defs: Readonly<Record<string, JsonSchema>>;
}

/** Output shapes (defaults applied), as a reader receives them. */
export function jsonDocument(schema: z.ZodType): JsonDocument {
  const root = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
  return { root, defs: root.$defs ?? {} };
}

/** Follows a `$ref` to its definition, keeping the definition's name (its Zod `id`). */
export function deref(schema: JsonSchema, doc: JsonDocument): { schema: JsonSchema; name?: string } {
  if (schema.$ref === undefined) return { schema };
  const name = /^#\/\$defs\/(.+)$/.exec(schema.$ref)?.[1];
  const target = name === undefined ? undefined : doc.defs[name];
  if (!name || !target) throw new Error(`unresolvable $ref ${schema.$ref}`);
  const resolved = deref(target, doc);
  return { schema: resolved.schema, name: resolved.name ?? name };
}

const isNull = (s: JsonSchema) => s.type === 'null' || (s.const === null && s.type === undefined);

/** `anyOf: [X, {type: null}]` is a nullable X. */
export function splitNull(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  const members = schema.anyOf ?? schema.oneOf;
  if (members && members.some(isNull)) {
    const rest = members.filter((m) => !isNull(m));
    const inner: JsonSchema = rest.length === 1 ? { ...rest[0]!, description: rest[0]!.description ?? schema.description } : { ...schema, anyOf: rest, oneOf: undefined };
    return { schema: inner, nullable: true };
  }
  if (Array.isArray(schema.type) && schema.type.includes('null')) {
    const types = schema.type.filter((t) => t !== 'null');
    return { schema: { ...schema, type: types.length === 1 ? types[0] : types }, nullable: true };
  }
  return { schema, nullable: false };
}

/** The members of a union schema (`anyOf` or `oneOf`), or null when it is not one. */
export function unionMembers(schema: JsonSchema): readonly JsonSchema[] | null {
  return schema.anyOf ?? schema.oneOf ?? null;
}

/** The fixed values of a property (`const`, or a one-value `enum`): how union members tell apart. */
export function constOf(schema: JsonSchema): { value: unknown } | null {
  if ('const' in schema) return { value: schema.const };
  if (schema.enum?.length === 1) return { value: schema.enum[0] };
  return null;
}

/** Every value a scalar schema allows when it lists them (`enum`, `const`, or a union of those). */
export function literalValues(schema: JsonSchema): unknown[] | null {
  if (schema.enum) return [...schema.enum];
  if ('const' in schema) return [schema.const];
  const members = unionMembers(schema);
  if (!members) return null;
  const out: unknown[] = [];
  for (const m of members) {
    const values = literalValues(m);
    if (!values) return null;
    out.push(...values);
  }
  return out;
}

/** A stable text of a schema's structure (descriptions and examples left out), to spot equal shapes. */
export function signature(schema: unknown): string {
  if (Array.isArray(schema)) return `[${schema.map(signature).join(',')}]`;
  if (schema && typeof schema === 'object') {
    const entries = Object.entries(schema as Record<string, unknown>)
      .filter(([k]) => !['description', 'example', 'examples', 'default', 'title', '$schema'].includes(k))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${signature(v)}`).join(',')}}`;
  }
  return JSON.stringify(schema) ?? 'null';
}
