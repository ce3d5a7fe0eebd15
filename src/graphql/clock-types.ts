import { GraphQLBoolean, GraphQLFloat, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString, type GraphQLFieldConfig } from 'graphql';
import type { GameView } from '../app';
import type { ClockSettings } from '../engine';

/** The clock types (issue 27): REST's `SeatClock` and `Clock` (`options.clock`), by hand. */

const seatClock = new GraphQLObjectType({
  name: 'SeatClock',
  description: "One seat's clock (REST: `SeatClock`)",
  fields: {
    remaining: {
      type: new GraphQLNonNull(GraphQLFloat),
      description: "Seconds on the seat's clock: while its turn runs (`deadline` set), what it had when the turn began; else what it has now",
    },
    deadline: { type: GraphQLString, description: "When the seat's time runs out; null while it is not awaited" },
  },
});

const gameClock = new GraphQLObjectType<ClockSettings>({
  name: 'GameClock',
  description: "The game's clock, as chosen at creation (`options.clock`): `per-move`, `bank` or `none`, in seconds",
  fields: {
    kind: { type: new GraphQLNonNull(GraphQLString), description: '`per-move`, `bank` or `none`' },
    seconds: { type: GraphQLInt, description: '`per-move`: seconds every turn has' },
    initial: { type: GraphQLInt, description: "`bank`: seconds each seat's bank holds at the start" },
    increment: { type: GraphQLInt, description: '`bank`: seconds added after each of the seat\'s moves' },
    max: { type: GraphQLInt, description: '`bank`: the most a bank may hold; null: no cap' },
  },
});

/** `clocks` on a game view: every seat's clock, null without one. */
export const seatClocksField: GraphQLFieldConfig<GameView, unknown> = {
  type: new GraphQLList(new GraphQLNonNull(seatClock)),
  description: "Each seat's clock, by seat; null when the game has no clock. Computed from the log alone, as the verifier recomputes it",
};

/** `clock` on a game view: the clock settings (REST: `options.clock`). */
export const gameClockField: GraphQLFieldConfig<GameView, unknown> = {
  type: new GraphQLNonNull(gameClock),
  description: "The game's clock (REST: `options.clock`)",
  resolve: (v) => (v.options as { clock: ClockSettings }).clock,
};

/** A seat's declared leave (REST: `SeatLeave`, issue 27 item 2). */
const seatLeave = new GraphQLObjectType({
  name: 'SeatLeave',
  description: "A seat's declared leave that ends last (REST: `SeatLeave`): its clock does not run from `from` until `until`",
  fields: {
    from: { type: new GraphQLNonNull(GraphQLString) },
    until: { type: new GraphQLNonNull(GraphQLString) },
  },
});

/** `onLeave` on a seat: null when none was declared (and on seats outside a game view). */
export const seatLeaveField: GraphQLFieldConfig<{ onLeave?: unknown }, unknown> = {
  type: seatLeave,
  description: "In a game view, the seat's declared leave that ends last (REST: `seats[].onLeave`); null: none. Under way when from ≤ now < until",
  resolve: (s) => s.onLeave ?? null,
};

/** `leave` on a game view: whether declared leave pauses its clocks (REST: `options.leave`). */
export const leaveAllowedField: GraphQLFieldConfig<GameView, unknown> = {
  type: new GraphQLNonNull(GraphQLBoolean),
  description: "Whether a player's declared leave pauses their clock in this game (REST: `options.leave`; false: the creator forbade it)",
  resolve: (v) => (v.options as { leave?: boolean }).leave !== false,
};

export { seatClock as seatClockType };
