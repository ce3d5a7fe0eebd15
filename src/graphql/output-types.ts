import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLFloat,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  GraphQLUnionType,
  type GraphQLFieldConfigMap,
  type GraphQLInterfaceType,
  type GraphQLOutputType,
} from 'graphql';
import { JsonScalar } from './json-scalar';
import { constOf, deref, literalValues, signature, splitNull, unionMembers, type JsonDocument, type JsonSchema } from './json-schema';
import { fieldName, isGraphqlName, pascal, singular, type TypeNames } from './names';

/** Where a shape sits: the names of the types generated for it are derived from this. */
export interface Place {
  /** The game's title (`Tango`): the prefix of every type of that game. */
  readonly game: string;
  /** The enclosing type's name. */
  readonly parent: string;
  readonly field: string;
  /** The shape is one item of a list field. */
  readonly item?: boolean;
}

interface Built {
  readonly type: GraphQLOutputType;
  readonly nullable: boolean;
  /** Said in the field's description (the values of an enum that cannot be a GraphQL enum). */
  readonly note?: string;
}

const isObject = (s: JsonSchema) => s.type === 'object' && s.properties !== undefined && Object.keys(s.properties).length > 0;

/** The member of a union a value is: the one whose fixed properties (`type: "card-played"`) it has. */
export function memberMatcher(members: ReadonlyArray<{ schema: JsonSchema; typeName: string }>) {
  const fixed = members.map((m) => ({
    typeName: m.typeName,
    consts: Object.entries(m.schema.properties ?? {}).flatMap(([k, p]) => {
      const c = constOf(p);
      return c ? [[k, c.value] as const] : [];
    }),
  }));
  return (value: Record<string, unknown>): string | undefined =>
    fixed.find((m) => m.consts.length > 0 && m.consts.every(([k, v]) => value[k] === v))?.typeName ?? (fixed.length === 1 ? fixed[0]!.typeName : undefined);
}

/**
 * Turns JSON Schema (from each game's Zod schemas) into GraphQL output types: objects become object
 * types, string enums GraphQL enums, unions of objects unions, and only what has no GraphQL shape
 * (mixed unions, records, tuples) the JSON scalar.
 */
export class OutputTypes {
  /** Unnamed object shapes already built, per game: the same shape twice is one type. */
  private readonly shapes = new Map<string, GraphQLObjectType>();

  constructor(private readonly names: TypeNames) {}

  /** The type of a field (non-null unless the schema allows null or the field is optional). */
  field(schema: JsonSchema, doc: JsonDocument, place: Place, required: boolean): { type: GraphQLOutputType; note?: string } {
    const built = this.build(schema, doc, place);
    return { type: required && !built.nullable ? new GraphQLNonNull(built.type) : built.type, note: built.note };
  }

  /** The object type of a named (or top-level) object schema, implementing `interfaces`, with
   * `extra` fields besides the schema's own. */
  object(schema: JsonSchema, doc: JsonDocument, place: Place, name?: string, interfaces: readonly GraphQLInterfaceType[] = [], extra: GraphQLFieldConfigMap<unknown, unknown> = {}): GraphQLObjectType {
    const resolved = deref(schema, doc);
    const { schema: inner } = splitNull(resolved.schema);
    if (!isObject(inner)) throw new Error(`${name ?? place.parent}: not an object schema`);
    return this.objectType(inner, doc, place, name ?? resolved.name, interfaces, extra);
  }

  private build(raw: JsonSchema, doc: JsonDocument, place: Place, ownName?: string): Built {
    const first = deref(raw, doc);
    const { schema: unwrapped, nullable } = splitNull(first.schema);
    const second = deref(unwrapped, doc);
    const schema = second.schema;
    const name = ownName ?? second.name ?? first.name;

    if (isObject(schema)) return { type: this.objectType(schema, doc, place, name), nullable };
    if (schema.type === 'array' && schema.items && typeof schema.items === 'object' && !schema.prefixItems) {
      const item = this.build(schema.items, doc, { ...place, item: true });
      return { type: new GraphQLList(item.nullable ? item.type : new GraphQLNonNull(item.type)), nullable, note: item.note };
    }
    const literals = literalValues(schema);
    if (literals) return { ...this.literalType(literals, place), nullable };
    const members = unionMembers(schema);
    if (members) {
      const resolved = members.map((m) => deref(m, doc));
      if (resolved.every((m) => isObject(m.schema))) return { type: this.unionType(resolved, doc, place), nullable };
      return { type: JsonScalar, nullable };
    }
    const scalar = { string: GraphQLString, integer: GraphQLInt, number: GraphQLFloat, boolean: GraphQLBoolean }[String(schema.type)];
    return { type: scalar ?? JsonScalar, nullable };
  }

  private literalType(values: unknown[], place: Place): Omit<Built, 'nullable'> {
    if (values.every((v) => typeof v === 'number')) return { type: values.every(Number.isInteger) ? GraphQLInt : GraphQLFloat };
    if (values.every((v) => typeof v === 'boolean')) return { type: GraphQLBoolean };
    if (!values.every((v) => typeof v === 'string')) return { type: JsonScalar };
    const strings = [...new Set(values as string[])];
    if (strings.length === 1) return { type: GraphQLString };
    // An enum value is spelled exactly as in REST, so a value that is no GraphQL name (`call-tanni`)
    // makes the whole field a String rather than a renamed enum.
    if (!strings.every((v) => isGraphqlName(v) && !['true', 'false', 'null'].includes(v))) {
      return { type: GraphQLString, note: `One of: ${strings.map((v) => `\`${v}\``).join(', ')}.` };
    }
    const field = pascal(place.item ? singular(place.field) : place.field);
    const candidates = [`${place.game}${field}`, `${place.parent}${field}`];
    const sig = signature({ enum: strings });
    const existing = this.names.existing(candidates, sig);
    if (existing) return { type: existing as GraphQLEnumType };
    const name = this.names.claim(candidates, sig);
    const type = new GraphQLEnumType({ name, values: Object.fromEntries(strings.map((v) => [v, { value: v }])) });
    this.names.built(name, type);
    return { type };
  }

  private objectType(
    schema: JsonSchema,
    doc: JsonDocument,
    place: Place,
    ownName: string | undefined,
    interfaces: readonly GraphQLInterfaceType[] = [],
    extra: GraphQLFieldConfigMap<unknown, unknown> = {},
  ): GraphQLObjectType {
    const sig = signature(schema);
    const shapeKey = `${place.game}|${sig}`;
    let candidates: string[];
    if (ownName) candidates = [ownName];
    else {
      const known = this.shapes.get(shapeKey);
      if (known) return known;
      const field = pascal(place.item ? singular(place.field) : place.field);
      candidates = place.item ? [`${place.parent}${field}`, `${place.parent}${pascal(place.field)}Item`] : [`${place.parent}${field}`];
    }
    const existing = this.names.existing(candidates, sig);
    if (existing) return existing as GraphQLObjectType;
    const name = this.names.claim(candidates, sig, ownName !== undefined);
    const type = new GraphQLObjectType({
      name,
      description: ownName ? schema.description : undefined,
      interfaces: [...interfaces],
      fields: () => ({ ...this.fields(schema, doc, { game: place.game, parent: name, field: '' }), ...extra }),
    });
    this.names.built(name, type);
    if (!ownName) this.shapes.set(shapeKey, type);
    return type;
  }

  private fields(schema: JsonSchema, doc: JsonDocument, place: Place): GraphQLFieldConfigMap<unknown, unknown> {
    const required = new Set(schema.required ?? []);
    const out: GraphQLFieldConfigMap<unknown, unknown> = {};
    for (const [key, prop] of Object.entries(schema.properties ?? {})) {
      const name = fieldName(key);
      const { type, note } = this.field(prop, doc, { ...place, field: key, item: false }, required.has(key));
      const description = [prop.description ?? deref(prop, doc).schema.description, note].filter(Boolean).join(' ') || undefined;
      out[name] = { type, description, ...(name === key ? {} : { resolve: (source) => (source as Record<string, unknown>)[key] }) };
    }
    return out;
  }

  private unionType(members: ReadonlyArray<{ schema: JsonSchema; name?: string }>, doc: JsonDocument, place: Place): GraphQLUnionType {
    const unionName = this.names.claim([`${place.parent}${pascal(place.field)}`], signature(members.map((m) => m.schema)));
    const typed = members.map((m, i) => {
      const tag = Object.values(m.schema.properties ?? {}).map(constOf).find((c) => typeof c?.value === 'string')?.value as string | undefined;
      const type = this.object(m.schema, doc, { game: place.game, parent: unionName, field: tag ?? String(i + 1) }, m.name ?? `${unionName}${pascal(tag ?? String(i + 1))}`);
      return { schema: m.schema, typeName: type.name, type };
    });
    const match = memberMatcher(typed);
    const type = new GraphQLUnionType({ name: unionName, types: typed.map((t) => t.type), resolveType: (value) => match(value as Record<string, unknown>) });
    this.names.built(unionName, type);
    return type;
  }
}
