import { GraphQLBoolean, GraphQLInt, GraphQLList, GraphQLObjectType, GraphQLString, type GraphQLFieldConfigMap } from 'graphql';
import { act, createGame, getGameRecord, getView, joinGame, legalMoves, listEvents, listGameTypes } from '../app';
import { AppError } from '../app/errors';
import { botSeatsInput, cardSchema, eventsQuery, joinBody, joinIdempotencyKeySchema, rulesetVersionSchema, webhookInput } from '../schemas';
import { actAnswerOf, actHeaders, actOptions, gameIdArg, gameIdOf, given, nn, type ActArgs } from './args';
import { lifecycleMutations } from './lifecycle-operations';
import { leaveMutations, leaveQueries } from './leave-operations';
import { playerMutations, playerQueries, playerTypes } from './player-operations';
import type { ActionInputType } from './action-input';
import type { GraphqlContext } from './context';
import type { envelopeTypes } from './envelope-types';
import { validArg } from './errors';
import { tagged } from './game-types';
import { JsonScalar } from './json-scalar';
import { webhookInputType } from './webhook-types';

/**
 * The operations: each resolver checks its arguments with the Zod schemas REST uses for the same
 * input, then calls the same use case as REST. No rule, check or redaction lives here.
 */
type Types = ReturnType<typeof envelopeTypes>;
type Fields = GraphQLFieldConfigMap<unknown, GraphqlContext>;

/** The game type of a game read in this request (the store answers from the request's one read). */
async function typeOf(ctx: GraphqlContext, id: string): Promise<string> {
  const stored = await ctx.readDeps.store.loadGame(id);
  if (!stored) throw new AppError('not-found', `there is no game ${id}`);
  return stored.type;
}

export function queryType(t: Types): GraphQLObjectType {
  const fields: Fields = {
    gameTypes: { type: nn(new GraphQLList(nn(t.gameType))), description: 'Every game this server plays', resolve: () => listGameTypes() },
    game: {
      type: t.view,
      description: "Your view of a game (Bearer seat token), or the spectator's without a token. REST: `GET /v1/games/{id}`.",
      args: { id: gameIdArg },
      resolve: (_, args: { id: string }, ctx) => getView(ctx.readDeps, gameIdOf(args.id, 'id'), ctx.token()),
    },
    legalMoves: {
      type: t.legalMoves,
      description: 'Every action your seat may take now (empty when it is not your turn). Needs a seat token. With `explain: true`, `refusals` says why each other move you might try is refused (REST: `?explain=1`).',
      args: { gameId: gameIdArg, explain: { type: GraphQLBoolean, defaultValue: false } },
      resolve: async (_, args: { gameId: string; explain?: boolean | null }, ctx) => {
        const id = gameIdOf(args.gameId, 'gameId');
        const moves = await legalMoves(ctx.readDeps, id, ctx.token(), args.explain === true);
        const type = await typeOf(ctx, id);
        const refusals = moves.refusals?.map((r) => ({ ...r, move: tagged(type, r.move) }));
        return { ...moves, moves: moves.moves.map((m) => tagged(type, m)), refusals };
      },
    },
    events: {
      type: t.eventPage,
      description: 'The log after `after`, each entry with the events it caused as you may see them.',
      args: { gameId: gameIdArg, after: { type: GraphQLInt, defaultValue: 0 }, limit: { type: GraphQLInt, defaultValue: 200 } },
      resolve: async (_, args: { gameId: string; after?: number | null; limit?: number | null }, ctx) => {
        const id = gameIdOf(args.gameId, 'gameId');
        const { after, limit } = validArg(eventsQuery, { after: given(args.after), limit: given(args.limit) });
        const page = await listEvents(ctx.readDeps, id, ctx.token(), after, limit);
        const type = await typeOf(ctx, id);
        return { ...page, events: page.events.map((e) => ({ ...e, events: e.events.map((x) => tagged(type, x)) })) };
      },
    },
    gameRecord: {
      type: t.record,
      description: "A finished game's public record: its whole log unredacted and the revealed seeds. REST: `GET /v1/games/{id}/record`.",
      args: { id: gameIdArg },
      resolve: (_, args: { id: string }, ctx) => getGameRecord(ctx.readDeps, gameIdOf(args.id, 'id')),
    },
    ...playerQueries(playerTypes(t)),
    ...leaveQueries(),
  };
  return new GraphQLObjectType({ name: 'Query', fields });
}

const webhookInputs = webhookInput.array().max(10).optional();
/** A GraphQL input's fields sent as `null` are absent, as in REST. */
const withoutNulls = (o: unknown) => Object.fromEntries(Object.entries(o as Record<string, unknown>).filter(([, v]) => v !== null && v !== undefined));

function actWith(ctx: GraphqlContext, args: ActArgs, action: unknown) {
  const id = gameIdOf(args.gameId, 'gameId');
  return act(ctx.deps, id, { token: ctx.token(), action, ...actHeaders(args) }).then(actAnswerOf);
}

export function mutationType(t: Types, actionInput: ActionInputType): GraphQLObjectType {
  const fields: Fields = {
    createGame: {
      type: t.created,
      description:
        "Creates a game waiting for its players. `options` depend on the game type: `gameTypes { options }` gives each game's JSON Schema. " +
        'With every seat a bot it needs a player key as the bearer, whose bot budget pays for the bots (`bots-need-a-player`, `bot-budget-spent` with `retryAfter`); a field with `bots` counts 10 of an operation\'s 20 root fields.',
      args: {
        type: { type: nn(GraphQLString) },
        rulesetVersion: { type: GraphQLInt, description: 'Play under an older ruleset of the type (`gameTypes { rulesetVersions }`); the current one when absent' },
        options: { type: JsonScalar },
        listed: { type: GraphQLBoolean, description: 'Show it in the lobby while a seat is free' },
        webhooks: { type: new GraphQLList(nn(webhookInputType)), description: 'Subscriptions created with the game (REST: `webhooks`), at most 10' },
        bots: { type: JsonScalar, description: 'Seats bots take at once, `{ "<seat>": "<level>" }` (REST: `bots`)' },
      },
      resolve: (_, args: { type: string; rulesetVersion?: number | null; options?: unknown; listed?: boolean | null; webhooks?: unknown[] | null; bots?: unknown }, ctx) => {
        const webhooks = validArg(webhookInputs, given(args.webhooks)?.map(withoutNulls), 'webhooks');
        const rulesetVersion = validArg(rulesetVersionSchema.optional(), given(args.rulesetVersion), 'rulesetVersion');
        const bots = validArg(botSeatsInput.optional(), given(args.bots), 'bots');
        return createGame(ctx.deps, { type: args.type, rulesetVersion, options: given(args.options), listed: given(args.listed), webhooks, bots }, { token: ctx.token() });
      },
    },
    join: {
      type: t.joined,
      description:
        'Takes a seat (the first free one unless `seat` is given) and answers its token. With a player key as the bearer the seat is bound to the player, and joining again answers the same seat; anonymously, `idempotencyKey` makes a resend answer the same seat. With `bot` and the admin token, a server bot of that level takes the seat (no token). The last seat deals.',
      args: {
        gameId: gameIdArg,
        seat: { type: GraphQLInt },
        name: { type: GraphQLString },
        entropy: { type: GraphQLString, description: 'Your share of the deal seed: 16–64 random bytes as hex or base64url (REST: `Join.entropy`)' },
        bot: { type: GraphQLString, description: 'Seat a server bot of this level (random, basic, expert) instead: needs the admin token; answers no token (REST: `Join.bot`)' },
        idempotencyKey: { type: GraphQLString, description: 'REST: Idempotency-Key (at least 16 characters)' },
      },
      resolve: async (_, args: { gameId: string; seat?: number | null; name?: string | null; entropy?: string | null; bot?: string | null; idempotencyKey?: string | null }, ctx) => {
        const id = gameIdOf(args.gameId, 'gameId');
        const fields = { seat: given(args.seat), name: given(args.name), entropy: given(args.entropy), bot: given(args.bot) };
        const input = validArg(joinBody, Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)));
        const idempotencyKey = validArg(joinIdempotencyKeySchema.optional(), given(args.idempotencyKey), 'idempotencyKey');
        return (await joinGame(ctx.deps, id, input, { token: ctx.token(), idempotencyKey })).joined;
      },
    },
    act: {
      type: t.actResult,
      description: 'Takes one action for the seat of the token. REST: `POST /v1/games/{id}/actions`.',
      args: { gameId: gameIdArg, action: { type: nn(actionInput.type) }, ...actOptions },
      resolve: (_, args: ActArgs & { action: Record<string, unknown> }, ctx) => actWith(ctx, args, actionInput.toAction(args.action)),
    },
    playCard: {
      type: t.actResult,
      description: 'Plays a card: the short form of `act(action: { type: "play", card })`.',
      args: { gameId: gameIdArg, card: { type: nn(GraphQLString) }, ...actOptions },
      resolve: (_, args: ActArgs & { card: string }, ctx) => actWith(ctx, args, { type: 'play', card: validArg(cardSchema, args.card, 'card') }),
    },
    ...playerMutations(playerTypes(t)),
    ...leaveMutations(),
    ...lifecycleMutations(t),
  };
  return new GraphQLObjectType({ name: 'Mutation', fields });
}
