import { GraphQLBoolean, GraphQLID, GraphQLInt, GraphQLList, GraphQLObjectType, GraphQLString, type GraphQLFieldConfigMap } from 'graphql';
import { cancelLeave, declareLeave, listLeave, myReminders, setMyReminders } from '../app';
import { leaveInput, remindersInput } from '../schemas';
import { nn } from './args';
import type { GraphqlContext } from './context';
import { validArg } from './errors';

/** A player's leave over GraphQL (issue 27 item 2): REST's `/v1/me/leave` use cases, arguments checked by REST's schema. */
type Fields = GraphQLFieldConfigMap<unknown, GraphqlContext>;
const list = (t: GraphQLObjectType | typeof GraphQLString) => nn(new GraphQLList(nn(t)));

const leave = new GraphQLObjectType({
  name: 'Leave',
  description: 'Declared leave (REST: `Leave`): your clock does not run from `from` until `until` in every game listed in `games`',
  fields: {
    id: { type: nn(GraphQLID) },
    from: { type: nn(GraphQLString) },
    until: { type: nn(GraphQLString), description: "Cut to the cancel's time when cancelled under way" },
    games: { type: list(GraphQLString), description: 'The games whose log holds its entry' },
    excluded: { type: list(GraphQLString), description: 'Your games whose creator forbade leave: their clocks keep running' },
    createdAt: { type: nn(GraphQLString) },
    cancelledAt: { type: GraphQLString },
  },
});

const allowance = new GraphQLObjectType({
  name: 'LeaveAllowance',
  description: "A calendar year's leave allowance, in seconds (REST: `LeaveAllowance`)",
  fields: { year: { type: nn(GraphQLInt) }, seconds: { type: nn(GraphQLInt) }, used: { type: nn(GraphQLInt) }, left: { type: nn(GraphQLInt) } },
});

const answer = new GraphQLObjectType({ name: 'LeaveAnswer', fields: { leave: { type: nn(leave) }, allowance: { type: list(allowance) } } });
const reminders = new GraphQLObjectType({
  name: 'Reminders',
  description: 'When you are reminded of a turn whose time runs short (REST: `Reminders`)',
  fields: { thresholds: { type: nn(new GraphQLList(nn(GraphQLInt))), description: 'Seconds left, largest first' }, default: { type: nn(GraphQLBoolean), description: "True: you chose none, these are the server's" } },
});
const leaveList = new GraphQLObjectType({ name: 'LeaveList', fields: { leave: { type: list(leave) }, allowance: { type: list(allowance) } } });

export function leaveQueries(): Fields {
  return {
    myLeave: { type: nn(leaveList), description: 'Your leave and the allowance left. REST: `GET /v1/me/leave`.', resolve: (_, __, ctx) => listLeave(ctx.readDeps, ctx.token()) },
    myReminders: { type: nn(reminders), description: 'Your reminder thresholds. REST: `GET /v1/me/reminders`.', resolve: (_, __, ctx) => myReminders(ctx.readDeps, ctx.token()) },
  };
}

export function leaveMutations(): Fields {
  return {
    declareLeave: {
      type: nn(answer),
      description:
        'Stops your clock from `from` until `until` in every waiting or active game where you sit (not those created with `options.leave: false`: `excluded`). Refused, with nothing written: `leave-in-the-past`, `leave-notice-too-short`, `leave-allowance-exceeded`, `leave-overlaps`. REST: `POST /v1/me/leave`.',
      args: { from: { type: nn(GraphQLString) }, until: { type: nn(GraphQLString) } },
      resolve: (_, args: { from: string; until: string }, ctx) => declareLeave(ctx.deps, ctx.token(), validArg(leaveInput, args)),
    },
    cancelLeave: {
      type: nn(answer),
      description: 'Leave not begun is gone; leave under way ends now (`leave-over` when it is over). REST: `DELETE /v1/me/leave/{leaveId}`.',
      args: { id: { type: nn(GraphQLID) } },
      resolve: (_, args: { id: string }, ctx) => cancelLeave(ctx.deps, ctx.token(), args.id),
    },
    setReminders: {
      type: nn(reminders),
      description: 'Your reminder thresholds from now on, in every game (seconds left; `[]`: none; null: the server\'s default). Refused with nothing changed: `invalid-request`. REST: `PUT /v1/me/reminders`.',
      args: { thresholds: { type: new GraphQLList(nn(GraphQLInt)) } },
      resolve: (_, args: { thresholds?: number[] | null }, ctx) => setMyReminders(ctx.deps, ctx.token(), validArg(remindersInput, { thresholds: args.thresholds ?? null }).thresholds),
    },
  };
}
