import { GraphQLID, GraphQLInt, GraphQLNonNull, GraphQLObjectType, GraphQLUnionType, type GraphQLFieldConfigMap, type GraphQLNullableType } from 'graphql';
import { openGameStream, type StreamEvent } from '../app/notify';
import { gameIdParams, versionSchema } from '../schemas';
import type { GraphqlContext } from './context';
import type { envelopeTypes } from './envelope-types';
import { validArg } from './errors';
import { tagged } from './game-types';
import { capped } from './abortable';
import { meSubscription } from './me-subscription';

type Types = ReturnType<typeof envelopeTypes>;
const nn = <T extends GraphQLNullableType>(t: T) => new GraphQLNonNull(t);
const version = { type: nn(GraphQLInt), description: 'The game version this event reflects (REST: the SSE `id:`)' };

/** A stream event with the game type its moves and events are tagged with. */
type Tagged = StreamEvent & { readonly gameType: string };

export function subscriptionType(t: Types): GraphQLObjectType {
  const streamView = new GraphQLObjectType<Extract<Tagged, { kind: 'view' }>>({
    name: 'StreamView',
    description: 'Your view and your legal moves (null for a spectator): first, after new entries when it is your turn, and at the end',
    fields: {
      version,
      view: { type: nn(t.view) },
      legalMoves: { type: t.legalMoves, resolve: (e) => e.legalMoves && { ...e.legalMoves, moves: e.legalMoves.moves.map((m) => tagged(e.gameType, m)) } },
    },
  });
  const streamEntry = new GraphQLObjectType<Extract<Tagged, { kind: 'entry' }>>({
    name: 'StreamEntry',
    description: 'One new log entry, exactly as `events` shows it to you',
    fields: {
      version,
      entry: { type: nn(t.entry), resolve: (e) => ({ ...e.entry, events: e.entry.events.map((x) => tagged(e.gameType, x)) }) },
    },
  });
  const streamFinished = new GraphQLObjectType<Extract<Tagged, { kind: 'finished' }>>({
    name: 'StreamFinished',
    description: 'The game is over (after the final StreamView); the subscription completes',
    fields: { version, result: { type: t.result } },
  });
  const event = new GraphQLUnionType({
    name: 'GameStreamEvent',
    types: [streamView, streamEntry, streamFinished],
    resolveType: (e: Tagged) => ({ view: 'StreamView', entry: 'StreamEntry', finished: 'StreamFinished' })[e.kind],
  });
  const fields: GraphQLFieldConfigMap<unknown, GraphqlContext> = {
    game: {
      type: nn(event),
      description:
        'Your stream of one game, with the same redaction as `game` and `events` (REST: `GET /v1/games/{id}/stream`): a StreamView, then every new entry ' +
        'and your view whenever it is your turn, then StreamFinished. `after` resumes after that version: the entries after it come first, then a StreamView. ' +
        'Over SSE: POST /graphql with `Accept: text/event-stream`. Counts as an open stream (at most 8 per token, 64 per address by default): past the cap the request is refused, status 429, `too-many-streams` with `retryAfter`.',
      args: { id: { type: nn(GraphQLID) }, after: { type: GraphQLInt } },
      subscribe: async (_, args: { id: string; after?: number | null }, ctx) => {
        const id = validArg(gameIdParams.shape.id, args.id, 'id');
        const after = validArg(versionSchema.optional(), args.after ?? undefined, 'after');
        let type = '';
        return capped(
          ctx,
          async (signal) => {
            const stream = await openGameStream(ctx.deps, id, ctx.token(), { after, signal });
            type = stream.type;
            return stream.events;
          },
          (e): Tagged => ({ ...e, gameType: type }),
        );
      },
      resolve: (event) => event,
    },
    me: meSubscription(t),
  };
  return new GraphQLObjectType({ name: 'Subscription', fields });
}
