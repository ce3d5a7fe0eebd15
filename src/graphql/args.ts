import { GraphQLID, GraphQLInt, GraphQLNonNull, GraphQLString, type GraphQLNullableType } from 'graphql';
import type { ActResult } from '../app';
import { gameIdParams, idempotencyKeySchema, versionSchema } from '../schemas';
import { validArg } from './errors';
import { tagged } from './game-types';

/** Arguments and answers the operations share (operations.ts, player-operations.ts, lifecycle-operations.ts). */

export const nn = <T extends GraphQLNullableType>(t: T) => new GraphQLNonNull(t);
export const gameIdArg = { type: nn(GraphQLID) };
export const gameIdOf = (id: unknown, path: string) => validArg(gameIdParams.shape.id, id, path);
/** Optional arguments sent as `null` are absent, as a missing header is in REST. */
export const given = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);

export interface ActArgs {
  gameId: string;
  expectedVersion?: number | null;
  idempotencyKey?: string | null;
}

/** REST's If-Match and Idempotency-Key, as arguments. */
export const actOptions = {
  expectedVersion: { type: GraphQLInt, description: 'Apply only at exactly this version (REST: If-Match); otherwise `precondition-failed`' },
  idempotencyKey: { type: GraphQLString, description: 'A retry with the same key and action returns the first answer and appends nothing (REST: Idempotency-Key)' },
};

/** The checked If-Match and Idempotency-Key of `args`. */
export function actHeaders(args: ActArgs): { ifMatch?: number; idempotencyKey?: string } {
  return {
    ifMatch: validArg(versionSchema.optional(), given(args.expectedVersion), 'expectedVersion'),
    idempotencyKey: validArg(idempotencyKeySchema.optional(), given(args.idempotencyKey), 'idempotencyKey'),
  };
}

export function actAnswerOf(result: ActResult) {
  // GraphQL never asks for a minimal answer (a client selects the fields it wants): the view is there.
  const view = result.view!;
  return { ...result, view, events: result.events.map((e) => tagged(view.type, e)) };
}
