import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';

function fromLiteral(node: ValueNode, variables: Record<string, unknown> | null | undefined): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.NULL:
      return null;
    case Kind.ENUM:
      return node.value;
    case Kind.LIST:
      return node.values.map((v) => fromLiteral(v, variables));
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, fromLiteral(f.value, variables)]));
    case Kind.VARIABLE:
      return variables?.[node.name.value];
  }
}

/**
 * Any JSON value. Used only where a shape truly varies: a game's options as input (their shape
 * depends on the game type argument), a JSON Schema, and a game field whose values mix kinds (a seat
 * number or "random").
 */
export const JsonScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value: used only where the shape truly varies (see each field)',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: fromLiteral,
});
