import { GraphQLBoolean, GraphQLID, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString, type GraphQLFieldConfigMap } from 'graphql';
import { abort, leave, rematch, resetSeat, resign, takeoverSeat, type ActResult, type AppDeps, type EntryInput, type Rematch } from '../app';
import { resetSeatBody, seatParams, takeoverSeatBody } from '../schemas';
import { actAnswerOf, actHeaders, actOptions, gameIdArg, gameIdOf, given, nn, type ActArgs } from './args';
import type { GraphqlContext } from './context';
import type { envelopeTypes } from './envelope-types';
import { validArg } from './errors';
import { JsonScalar } from './json-scalar';

/** The lifecycle over GraphQL: REST's use cases (resign, abort, leave, reset, takeover, rematch), REST's checks. */
type Types = ReturnType<typeof envelopeTypes>;
type Fields = GraphQLFieldConfigMap<unknown, GraphqlContext>;

const inputOf = (ctx: GraphqlContext, args: ActArgs): EntryInput => ({ token: ctx.token(), ...actHeaders(args) });

function entry(t: Types, description: string, run: (deps: AppDeps, id: string, input: EntryInput) => Promise<ActResult>): Fields[string] {
  return {
    type: t.actResult,
    description,
    args: { gameId: gameIdArg, ...actOptions },
    resolve: (_, args: ActArgs, ctx) => run(ctx.deps, gameIdOf(args.gameId, 'gameId'), inputOf(ctx, args)).then(actAnswerOf),
  };
}

export function lifecycleMutations(t: Types): Fields {
  const rematchType = new GraphQLObjectType<Rematch>({
    name: 'Rematch',
    fields: {
      id: { type: nn(GraphQLID), description: 'The new game' },
      rematchOf: { type: nn(GraphQLID) },
      type: { type: nn(GraphQLString) },
      options: { type: nn(JsonScalar) },
      seedCommitment: { type: nn(GraphQLString) },
      createdAt: { type: nn(GraphQLString) },
      seats: {
        type: nn(new GraphQLList(nn(new GraphQLObjectType({ name: 'RematchSeat', fields: { seat: { type: nn(GraphQLInt) }, keptFor: { type: nn(GraphQLString), description: 'One of: `player`, `invite`, `bot`.' } } })))),
      },
      invite: { type: GraphQLString, description: "Your seat's invite (anonymous seats): `join` with it as the bearer" },
      created: { type: new GraphQLNonNull(GraphQLBoolean), description: 'False when the rematch existed already' },
    },
  });
  return {
    resign: entry(t, "Your seat resigns: the game is over at once, by the game's own rule. REST: `POST /v1/games/{id}/resign`.", resign),
    abort: entry(t, 'Calls the game off (the admin at any time; a seat only before the deal, then `game-started`: resign instead). REST: `POST /v1/games/{id}/abort`.', abort),
    leave: entry(t, 'Frees your seat before the deal. REST: `POST /v1/games/{id}/leave`.', leave),
    resetSeat: {
      type: t.actResult,
      description: "The admin revokes a seat's credentials: offered again, or handed to `player`. REST: `POST /v1/games/{id}/seats/{seat}/reset`.",
      args: { gameId: gameIdArg, seat: { type: nn(GraphQLInt) }, player: { type: GraphQLID }, name: { type: GraphQLString }, ...actOptions },
      resolve: (_, args: ActArgs & { seat: number; player?: string | null; name?: string | null }, ctx) => {
        const { id, seat } = validArg(seatParams, { id: args.gameId, seat: String(args.seat) });
        const body = validArg(resetSeatBody, Object.fromEntries(Object.entries({ player: given(args.player), name: given(args.name) }).filter(([, v]) => v !== undefined)));
        return resetSeat(ctx.deps, id, seat, body, inputOf(ctx, args)).then(actAnswerOf);
      },
    },
    takeoverSeat: {
      type: t.actResult,
      description: "The admin hands a held seat to a bot of level `bot` for the rest of the game; it plays at once if the seat is to act. REST: `POST /v1/games/{id}/seats/{seat}/bot`.",
      args: { gameId: gameIdArg, seat: { type: nn(GraphQLInt) }, bot: { type: nn(GraphQLString), description: 'random, basic or expert (`gameTypes.botLevels`)' }, ...actOptions },
      resolve: (_, args: ActArgs & { seat: number; bot: string }, ctx) => {
        const { id, seat } = validArg(seatParams, { id: args.gameId, seat: String(args.seat) });
        const body = validArg(takeoverSeatBody, { bot: args.bot });
        return takeoverSeat(ctx.deps, id, seat, body, inputOf(ctx, args)).then(actAnswerOf);
      },
    },
    rematch: {
      type: nn(rematchType),
      description: 'One rematch of a finished game (two requests at once create one). REST: `POST /v1/games/{id}/rematch`.',
      args: { gameId: gameIdArg, ...actOptions },
      resolve: (_, args: ActArgs, ctx) => rematch(ctx.deps, gameIdOf(args.gameId, 'gameId'), inputOf(ctx, args)),
    },
  };
}
