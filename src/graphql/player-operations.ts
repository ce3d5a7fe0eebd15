import { GraphQLBoolean, GraphQLEnumType, GraphQLID, GraphQLInt, GraphQLList, GraphQLObjectType, GraphQLString, type GraphQLFieldConfigMap } from 'graphql';
import { createPlayer, getMe, listLobby, listMyGames, rotateKey, type MyGame, type PlayerView } from '../app';
import { createPlayerBody, lobbyQuery, myGamesQuery } from '../schemas';
import { given, nn } from './args';
import type { GraphqlContext } from './context';
import type { envelopeTypes } from './envelope-types';
import { validArg } from './errors';
import { JsonScalar } from './json-scalar';
import { seatClockType } from './clock-types';

/** Players, "my games" and the lobby over GraphQL: REST's use cases, arguments checked by REST's schemas. */
type Types = ReturnType<typeof envelopeTypes>;
type Fields = GraphQLFieldConfigMap<unknown, GraphqlContext>;
const list = <T extends Parameters<typeof nn>[0]>(t: T) => nn(new GraphQLList(nn(t)));

function build(t: Types) {
  const seatName = new GraphQLObjectType({ name: 'SeatName', fields: { seat: { type: nn(GraphQLInt) }, name: { type: GraphQLString } } });
  const turn = new GraphQLEnumType({ name: 'TurnFilter', values: { mine: { description: 'Only the games awaiting you' } } });
  const myGame = new GraphQLObjectType<MyGame>({
    name: 'MyGame',
    fields: {
      id: { type: nn(GraphQLID) },
      type: { type: nn(GraphQLString) },
      seat: { type: nn(GraphQLInt) },
      status: { type: nn(t.status) },
      yourTurn: { type: nn(GraphQLBoolean), description: 'The game awaits you: your move, or your kept rematch seat' },
      deadline: { type: GraphQLString, description: "Your turn's deadline; null when none runs" },
      version: { type: nn(GraphQLInt) },
      updatedAt: { type: nn(GraphQLString) },
      joined: { type: nn(GraphQLBoolean), description: 'False: a rematch seat kept for you (join takes it)' },
      players: { type: list(seatName) },
      clocks: { type: new GraphQLList(nn(seatClockType)), description: "Every seat's clock, by seat; null without one" },
    },
  });
  const myGames = new GraphQLObjectType({
    name: 'MyGames',
    fields: { games: { type: list(myGame), description: 'Most urgent first' }, next: { type: GraphQLString, description: 'Pass as `cursor` for the next page' } },
  });
  const gamesArgs = {
    status: { type: t.status },
    turn: { type: turn },
    type: { type: GraphQLString },
    cursor: { type: GraphQLString },
    limit: { type: GraphQLInt, defaultValue: 50 },
  };
  const me = new GraphQLObjectType<PlayerView>({
    name: 'Me',
    description: 'The player whose key is the bearer. REST: `GET /v1/me`, `GET /v1/me/games`.',
    fields: {
      id: { type: nn(GraphQLID) },
      name: { type: nn(GraphQLString) },
      createdAt: { type: nn(GraphQLString) },
      games: {
        type: nn(myGames),
        description: 'Your games, most urgent first: the games awaiting you, the soonest deadline, then the longest unchanged. REST: `GET /v1/me/games`.',
        args: gamesArgs,
        resolve: (_, args: Record<string, unknown>, ctx: GraphqlContext) =>
          listMyGames(ctx.readDeps, ctx.token(), validArg(myGamesQuery, Object.fromEntries(Object.entries(args).map(([k, v]) => [k, given(v)])))),
      },
    },
  });
  const playerWithKey = new GraphQLObjectType({
    name: 'PlayerWithKey',
    fields: {
      id: { type: nn(GraphQLID) },
      name: { type: nn(GraphQLString) },
      createdAt: { type: nn(GraphQLString) },
      key: { type: nn(GraphQLString), description: 'Shown once: send as `Authorization: Bearer <key>`' },
    },
  });
  const lobbyGame = new GraphQLObjectType({
    name: 'LobbyGame',
    fields: {
      id: { type: nn(GraphQLID) },
      type: { type: nn(GraphQLString) },
      options: { type: nn(JsonScalar), description: "The game's options and table settings" },
      status: { type: nn(t.status) },
      seats: { type: list(seatName) },
      seatsTaken: { type: nn(GraphQLInt) },
      seatCount: { type: nn(GraphQLInt) },
      createdAt: { type: nn(GraphQLString) },
    },
  });
  const lobby = new GraphQLObjectType({ name: 'Lobby', fields: { games: { type: list(lobbyGame) }, next: { type: GraphQLString } } });
  return { me, playerWithKey, lobby, myGame };
}

const built = new WeakMap<Types, ReturnType<typeof build>>();

/** Built once per schema: Query and Mutation share them. */
export function playerTypes(t: Types): ReturnType<typeof build> {
  let types = built.get(t);
  if (!types) built.set(t, (types = build(t)));
  return types;
}

export function playerQueries(p: ReturnType<typeof build>): Fields {
  return {
    me: { type: nn(p.me), description: 'You, by your player key. REST: `GET /v1/me`.', resolve: (_, __, ctx) => getMe(ctx.readDeps, ctx.token()) },
    lobby: {
      type: nn(p.lobby),
      description: 'Listed games with a free seat, the longest waiting first. REST: `GET /v1/lobby`.',
      args: { type: { type: GraphQLString }, cursor: { type: GraphQLString }, limit: { type: GraphQLInt, defaultValue: 50 } },
      resolve: (_, args: Record<string, unknown>, ctx) => listLobby(ctx.readDeps, validArg(lobbyQuery, Object.fromEntries(Object.entries(args).map(([k, v]) => [k, given(v)])))),
    },
  };
}

export function playerMutations(p: ReturnType<typeof build>): Fields {
  return {
    createPlayer: {
      type: nn(p.playerWithKey),
      description: 'A new player; its key is shown once. At most 30 an hour from one address by default (`too-many-sign-ups`, with `retryAfter`). REST: `POST /v1/players`.',
      args: { name: { type: nn(GraphQLString) } },
      resolve: async (_, args: { name: string }, ctx) => {
        const input = validArg(createPlayerBody, args);
        await ctx.signUp();
        return createPlayer(ctx.deps, input);
      },
    },
    rotatePlayerKey: {
      type: nn(p.playerWithKey),
      description: 'A new key for you (shown once); the one presented stops working at once. REST: `POST /v1/me/keys`.',
      resolve: (_, __, ctx) => rotateKey(ctx.deps, ctx.token()),
    },
  };
}
