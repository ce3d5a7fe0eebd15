import { GraphQLEnumType, GraphQLFloat, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString, GraphQLUnionType, type GraphQLFieldConfig, type GraphQLNullableType, type GraphQLOutputType } from 'graphql';
import { openPlayerStream, type PlayerStreamEvent } from '../app/notify';
import type { MeEvent } from '../app/projections';
import type { GraphqlContext } from './context';
import type { envelopeTypes } from './envelope-types';
import { playerTypes } from './player-operations';
import { capped } from './abortable';

type Types = ReturnType<typeof envelopeTypes>;
const nn = <T extends GraphQLNullableType>(t: T) => new GraphQLNonNull(t);

/** What the subscription yields: a stream event with the position after it. */
type Item = PlayerStreamEvent;
type Of<K extends MeEvent['kind']> = Extract<PlayerStreamEvent, { kind: 'event' }> & { readonly event: Extract<MeEvent, { kind: K }> };

const cursor = { type: nn(GraphQLString), description: 'The stream position after this event (REST: the SSE `id:`): pass it as `after` to resume' };

/** `subscription { me(after) }`: REST's `GET /v1/me/stream`, from the same use case (same events, same redaction, same codes). */
export function meSubscription(t: Types): GraphQLFieldConfig<unknown, GraphqlContext> {
  // Every event's fields come from its MeEvent (`e.event`), plus the stream position.
  const of = (type: GraphQLOutputType, description: string, key: string) => ({ type, description, resolve: (e: Of<MeEvent['kind']>) => (e.event as unknown as Record<string, unknown>)[key] });
  const base = () => ({
    cursor: { ...cursor, resolve: (e: Item) => e.cursor },
    gameId: of(nn(GraphQLString), 'The game', 'gameId'),
    type: of(nn(GraphQLString), "The game's type", 'type'),
    seat: of(nn(GraphQLInt), 'Your seat in that game', 'seat'),
    version: of(nn(GraphQLInt), 'The version the entry brought the game to', 'version'),
    at: of(nn(GraphQLString), 'When the entry was written', 'at'),
  });
  const ready = new GraphQLObjectType<Extract<Item, { kind: 'ready' }>>({
    name: 'MeReady',
    description: 'First on a new subscription: the games awaiting you now (as `me { games(turn: mine) }`)',
    fields: { cursor, games: { type: nn(new GraphQLList(nn(playerTypes(t).myGame))) } },
  });
  const turnStarted = new GraphQLObjectType<Of<'turn-started'>>({
    name: 'MeTurnStarted',
    description: 'Your turn began: you became awaited, or acted and owe another move',
    fields: {
      ...base(),
      deadline: of(GraphQLString, "The turn's deadline; null when none runs", 'deadline'),
      remaining: of(GraphQLFloat, "Seconds on the seat's clock as the turn began (it runs out at `deadline`); null without a clock", 'remaining'),
    },
  });
  const turnReminder = new GraphQLObjectType<Of<'turn-reminder'>>({
    name: 'MeTurnReminder',
    description: 'Your turn runs short: the time left reached one of your thresholds (`setReminders`)',
    fields: {
      ...base(),
      threshold: of(nn(GraphQLInt), 'The threshold reached: seconds left, as you set it', 'threshold'),
      deadline: of(nn(GraphQLString), "The turn's deadline", 'deadline'),
      left: of(nn(GraphQLFloat), 'Seconds from the reminder to the deadline', 'left'),
    },
  });
  const gameStarted = new GraphQLObjectType<Of<'game-started'>>({
    name: 'MeGameStarted',
    description: 'The last seat was taken and the game began',
    fields: { ...base(), toAct: of(nn(new GraphQLList(nn(GraphQLInt))), 'The seats awaited first', 'toAct') },
  });
  const finishedStatus = new GraphQLEnumType({ name: 'MeFinishedStatus', values: { finished: {}, aborted: {} } });
  const gameFinished = new GraphQLObjectType<Of<'game-finished'>>({
    name: 'MeGameFinished',
    description: 'Played out, resigned (`result.reason`) or aborted (`status`)',
    fields: {
      ...base(),
      status: of(nn(finishedStatus), 'finished or aborted', 'status'),
      result: of(t.result, 'The result with the revealed seed; null when aborted before it started', 'result'),
    },
  });
  const rematchOffered = new GraphQLObjectType<Of<'rematch-offered'>>({
    name: 'MeRematchOffered',
    description: 'A rematch of this finished game was created; `me { games }` shows the seat kept for you',
    fields: { ...base(), rematchId: of(nn(GraphQLString), 'The new game', 'rematchId') },
  });
  const names = { 'turn-started': 'MeTurnStarted', 'turn-reminder': 'MeTurnReminder', 'game-started': 'MeGameStarted', 'game-finished': 'MeGameFinished', 'rematch-offered': 'MeRematchOffered' } as const;
  const event = new GraphQLUnionType({
    name: 'MeStreamEvent',
    types: [ready, turnStarted, turnReminder, gameStarted, gameFinished, rematchOffered],
    resolveType: (e: Item) => (e.kind === 'ready' ? 'MeReady' : names[e.event.kind]),
  });
  return {
    type: nn(event),
    description:
      'What needs you across all your games, by your player key (REST: `GET /v1/me/stream`): MeReady, then MeTurnStarted, MeTurnReminder, MeGameStarted, MeGameFinished and ' +
      'MeRematchOffered as they happen, each exactly once. `after` (a `cursor`) resumes after that event. Over SSE: POST /graphql with `Accept: text/event-stream`. Counts as an open stream (at most 8 per token, 64 per address by default): past the cap the request is refused, status 429, `too-many-streams` with `retryAfter`.',
    args: { after: { type: GraphQLString } },
    subscribe: async (_, args: { after?: string | null }, ctx) => {
      return capped(ctx, async (signal) => (await openPlayerStream(ctx.deps, ctx.token(), { after: args.after ?? undefined, signal })).events, (e) => e);
    },
    resolve: (e) => e,
  };
}
