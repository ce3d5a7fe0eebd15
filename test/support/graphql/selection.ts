import {
  getNamedType,
  isAbstractType,
  isObjectType,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';

/**
 * The selection of every field of a type, all the way down, with an inline fragment for each type
 * an abstract type can be: what a leak audit must read, since a field left out is a field unaudited.
 *
 * Two members of one union may have a field of one name but different types (`trump` is an enum in
 * Tango and an object in Tanni), which GraphQL refuses in one selection; such fields are aliased
 * `<field>__<Type>`, and `unalias` turns an answer back into plain JSON.
 */
export function fullSelection(schema: GraphQLSchema, type: GraphQLCompositeType): string {
  if (!isAbstractType(type)) return `{ ${fieldsOf(schema, type, new Set()).join(' ')} }`;
  const members = schema.getPossibleTypes(type);
  const typeOfField = new Map<string, Set<string>>();
  for (const m of members) for (const f of Object.values(m.getFields())) typeOfField.set(f.name, (typeOfField.get(f.name) ?? new Set()).add(String(f.type)));
  const clashes = new Set([...typeOfField].filter(([, types]) => types.size > 1).map(([name]) => name));
  const fragments = members.map((m) => `... on ${m.name} { ${fieldsOf(schema, m, clashes).join(' ')} }`);
  return `{ __typename ${fragments.join(' ')} }`;
}

function fieldsOf(schema: GraphQLSchema, type: GraphQLObjectType, clashes: ReadonlySet<string>): string[] {
  return Object.values(type.getFields()).map((f: GraphQLField<unknown, unknown>) => {
    const alias = clashes.has(f.name) ? `${f.name}__${type.name}: ` : '';
    const named = getNamedType(f.type);
    const sub = isObjectType(named) || isAbstractType(named) ? ` ${fullSelection(schema, named)}` : '';
    return `${alias}${f.name}${sub}`;
  });
}

/** An answer of a full selection with its aliases back to field names (`__typename` kept). */
export function unalias(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(unalias);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const suffix = typeof record.__typename === 'string' ? `__${record.__typename}` : null;
  return Object.fromEntries(
    Object.entries(record).map(([k, v]) => [suffix && k.endsWith(suffix) ? k.slice(0, -suffix.length) : k, unalias(v)]),
  );
}

/** Drops `__typename` everywhere, to compare a GraphQL answer with REST's JSON. */
export const plain = (value: unknown): any =>
  Array.isArray(value) ? value.map(plain) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).filter(([k]) => k !== '__typename').map(([k, v]) => [k, plain(v)])) : value;
