import { GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import type { AnyGame } from '../engine';
import { games } from '../games/registry';
import { buildActionInput } from './action-input';
import { envelopeTypes } from './envelope-types';
import { buildGameTypes } from './game-types';
import { JsonScalar } from './json-scalar';
import { TypeNames } from './names';
import { mutationType, queryType } from './operations';
import { subscriptionType } from './subscriptions';

/** The schema for a list of games: their types are generated from the games' own Zod schemas. */
export function buildSchema(list: readonly AnyGame[]): GraphQLSchema {
  const names = new TypeNames();
  const gameTypes = buildGameTypes(list, names);
  const envelope = envelopeTypes(gameTypes);
  const query = queryType(envelope);
  const mutation = mutationType(envelope, buildActionInput(list));
  const subscription = subscriptionType(envelope);
  // Nested generated types are named as the schema reaches them, below: keep them off these names.
  for (const type of [...Object.values(envelope), query, mutation, subscription, JsonScalar, gameTypes.state, gameTypes.options, gameTypes.event, gameTypes.action]) names.fixed(type);
  return new GraphQLSchema({ query, mutation, subscription, types: [...gameTypes.implementations] });
}

let built: GraphQLSchema | undefined;

/** The schema of every registered game, built once per process (or Workers isolate). */
export function graphqlSchema(): GraphQLSchema {
  return (built ??= buildSchema(games));
}

/** The SDL committed at openapi/schema.graphql, sorted so that it diffs well. */
export function schemaSdl(schema: GraphQLSchema = graphqlSchema()): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
