import {
  GraphQLBoolean,
  GraphQLFloat,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLString,
  type GraphQLInputFieldConfigMap,
  type GraphQLInputType,
} from 'graphql';
import type { AnyGame } from '../engine';
import { JsonScalar } from './json-scalar';
import { deref, jsonDocument, literalValues, splitNull, unionMembers, type JsonDocument, type JsonSchema } from './json-schema';
import { fieldName } from './names';

/**
 * `ActionInput`: a GraphQL input cannot be a union, so it is the REST action body as one input:
 * `type` plus every field any game's actions have, all optional. The game's own Zod schema then
 * judges it exactly as REST does (same `invalid-request` and `errors[].path`). A move read from
 * `legalMoves` can be sent back as it is.
 */
type Kind = 'String' | 'Int' | 'Float' | 'Boolean' | 'JSON' | `[${string}]`;

function kindOf(raw: JsonSchema, doc: JsonDocument): Kind {
  const schema = deref(splitNull(deref(raw, doc).schema).schema, doc).schema;
  const literals = literalValues(schema);
  if (literals) {
    if (literals.every((v) => typeof v === 'string')) return 'String';
    if (literals.every((v) => typeof v === 'number')) return literals.every(Number.isInteger) ? 'Int' : 'Float';
    if (literals.every((v) => typeof v === 'boolean')) return 'Boolean';
    return 'JSON';
  }
  if (schema.type === 'array' && schema.items && typeof schema.items === 'object' && !schema.prefixItems) {
    const item = kindOf(schema.items, doc);
    return item === 'JSON' || item.startsWith('[') ? 'JSON' : `[${item}]`;
  }
  if (unionMembers(schema)) return 'JSON';
  return ({ string: 'String', integer: 'Int', number: 'Float', boolean: 'Boolean' } as const)[String(schema.type) as 'string'] ?? 'JSON';
}

/** Two games with one field of different kinds: an Int also fits a Float; anything else is JSON. */
function merge(a: Kind | undefined, b: Kind): Kind {
  if (a === undefined || a === b) return b;
  if ((a === 'Int' && b === 'Float') || (a === 'Float' && b === 'Int')) return 'Float';
  return 'JSON';
}

const SCALARS = { String: GraphQLString, Int: GraphQLInt, Float: GraphQLFloat, Boolean: GraphQLBoolean, JSON: JsonScalar };

function inputType(kind: Kind): GraphQLInputType {
  if (kind.startsWith('[')) return new GraphQLList(new GraphQLNonNull(SCALARS[kind.slice(1, -1) as keyof typeof SCALARS]));
  return SCALARS[kind as keyof typeof SCALARS];
}

export interface ActionInputType {
  readonly type: GraphQLInputObjectType;
  /** The REST action body of an input: GraphQL field names back to JSON keys, absent fields dropped. */
  toAction(input: Record<string, unknown>): Record<string, unknown>;
}

export function buildActionInput(games: readonly AnyGame[]): ActionInputType {
  const fields = new Map<string, { key: string; kind?: Kind; usedBy: string[] }>();
  const types: string[] = [];
  for (const game of games) {
    const doc = jsonDocument(game.schemas.action);
    const root = deref(doc.root, doc).schema;
    for (const member of (unionMembers(root) ?? [root]).map((m) => deref(m, doc).schema)) {
      const type = literalValues(member.properties?.type ?? {})?.[0];
      const label = `${game.title} \`${String(type)}\``;
      types.push(label);
      for (const [key, prop] of Object.entries(member.properties ?? {})) {
        if (key === 'type') continue;
        const name = fieldName(key);
        const field = fields.get(name) ?? { key, usedBy: [] };
        field.kind = merge(field.kind, kindOf(prop, doc));
        field.usedBy.push(label);
        fields.set(name, field);
      }
    }
  }
  const config: GraphQLInputFieldConfigMap = {
    type: { type: new GraphQLNonNull(GraphQLString), description: `The action: ${types.join(', ')}` },
  };
  for (const [name, field] of fields) config[name] = { type: inputType(field.kind!), description: `Used by ${field.usedBy.join(', ')}` };
  const type = new GraphQLInputObjectType({
    name: 'ActionInput',
    description:
      "One action, exactly the JSON body of REST's `POST /actions`: `type` plus the fields that action takes (leave the others out). " +
      "The game's own schema validates it, as in REST: a field the action does not take is `invalid-request`. A move from `legalMoves` can be sent back as it is (without `__typename`), or select its `body` and send that as the `action` variable.",
    fields: config,
  });
  const keys = new Map([...fields].map(([name, f]) => [name, f.key]));
  return {
    type,
    toAction: (input) => Object.fromEntries(Object.entries(input).flatMap(([name, v]) => (v === null || v === undefined ? [] : [[keys.get(name) ?? name, v]]))),
  };
}
