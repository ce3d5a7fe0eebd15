import {
  GraphQLInt,
  GraphQLInterfaceType,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  GraphQLUnionType,
  type GraphQLFieldConfigMap,
  type GraphQLScalarType,
} from 'graphql';
import type { AnyGame } from '../engine';
import { constOf, deref, jsonDocument, unionMembers, type JsonDocument, type JsonSchema } from './json-schema';
import { JsonScalar } from './json-scalar';
import { pascal, type TypeNames } from './names';
import { memberMatcher, OutputTypes } from './output-types';

/**
 * The game a value belongs to, attached by the resolvers: a view, an event or an action does not
 * always say which game it is from (`card-played` exists in several), and the union needs to know.
 */
export const GAME = Symbol('game');
type Tagged = Record<string, unknown> & { [GAME]?: string };

export function tagged<T>(game: string, value: T): T {
  return value !== null && typeof value === 'object' ? ({ ...value, [GAME]: game } as T) : value;
}

/** The abstract types over every registered game, generated from each game's Zod schemas. */
export interface GameTypes {
  readonly state: GraphQLUnionType;
  readonly options: GraphQLUnionType;
  readonly event: GraphQLInterfaceType;
  readonly action: GraphQLInterfaceType;
  /** The types behind the interfaces, which the schema must list (nothing else points at them). */
  readonly implementations: readonly GraphQLObjectType[];
}

const typeField = { type: { type: new GraphQLNonNull(GraphQLString), description: 'What kind of event or action this is, as in REST (`card-played`)' } };

/** An action as one JSON value: REST's body for `POST /actions`, and `act(action:)`'s argument. */
const bodyField = {
  body: {
    type: new GraphQLNonNull(JsonScalar),
    description: 'This action as one JSON value, ready to send back: the body of REST\'s `POST /actions`, or `act(action: $body)` as a variable',
    // Object.entries leaves out the game tag (a symbol): the body is the action's own fields.
    resolve: (action: unknown) => Object.fromEntries(Object.entries(action as Record<string, unknown>)),
  },
};

/** The object schemas of a union schema (or the one object schema). */
function membersOf(doc: JsonDocument): Array<{ schema: JsonSchema; name?: string }> {
  const root = deref(doc.root, doc);
  const members = unionMembers(root.schema);
  return members ? members.map((m) => deref(m, doc)) : [root];
}

const typeConst = (schema: JsonSchema) => {
  const c = schema.properties?.type ? constOf(schema.properties.type) : null;
  return typeof c?.value === 'string' ? c.value : undefined;
};

/** The member types of a game's event or action union, each named by its Zod id or its `type`. */
function members(builder: OutputTypes, game: AnyGame, doc: JsonDocument, suffix: string, iface: GraphQLInterfaceType, extra: GraphQLFieldConfigMap<unknown, unknown> = {}) {
  return membersOf(doc).map((m, i) => {
    const name = m.name ?? `${pascal(game.title)}${pascal(typeConst(m.schema) ?? `${suffix}${i + 1}`)}`;
    const type = builder.object(m.schema, doc, { game: pascal(game.title), parent: name, field: '' }, name, typeConst(m.schema) ? [iface] : [], extra);
    return { schema: m.schema, typeName: type.name, type };
  });
}

function byGame(value: unknown): string | undefined {
  return (value as Tagged | null)?.[GAME];
}

/** The engine's own events, the same in every game (src/schemas/engine-events.ts: `seat-joined`,
 * `game-started` and the lifecycle's). */
function engineEvents(iface: GraphQLInterfaceType) {
  const nonNull = <T extends GraphQLScalarType>(t: T) => new GraphQLNonNull(t);
  const seat = { type: nonNull(GraphQLInt) };
  const shapes: Array<[string, string, string | undefined, GraphQLFieldConfigMap<unknown, unknown>]> = [
    ['SeatJoined', 'seat-joined', undefined, { seat, name: { type: nonNull(GraphQLString) } }],
    ['GameStarted', 'game-started', 'Every seat is taken: the cards are dealt', {}],
    ['SeatLeft', 'seat-left', 'A seat left before the deal', { seat }],
    ['SeatResigned', 'seat-resigned', 'A seat resigned: the game is over', { seat }],
    ['GameAborted', 'game-aborted', 'The game was called off (seat null: by its admin)', { seat: { type: GraphQLInt } }],
    ['SeatReset', 'seat-reset', 'The admin freed the seat (name null) or handed it to a player', { seat, name: { type: GraphQLString } }],
    ['SeatTakenOver', 'seat-taken-over', 'The admin handed the seat to a bot of this level for the rest of the game', { seat, bot: { type: nonNull(GraphQLString) } }],
    ['RematchCreated', 'rematch-created', 'The rematch of this finished game', { gameId: { type: nonNull(GraphQLString) } }],
    ['LeaveDeclared', 'leave-declared', "The seat's player declared leave: its clock does not run from `from` until `until`", { seat, leaveId: { type: nonNull(GraphQLString) }, from: { type: nonNull(GraphQLString) }, until: { type: nonNull(GraphQLString) } }],
    ['TurnReminded', 'turn-reminded', "The server reminded the awaited seat's player that `threshold` seconds or less are left before `deadline`", { seat, threshold: { type: nonNull(GraphQLInt) }, deadline: { type: nonNull(GraphQLString) } }],
    ['LeaveCancelled', 'leave-cancelled', "The seat's player cancelled the leave: not begun, it is gone; under way, it ended at this entry", { seat, leaveId: { type: nonNull(GraphQLString) } }],
  ];
  return shapes.map(([name, type, description, fields]) => {
    const object = new GraphQLObjectType({ name, description, interfaces: [iface], fields: { ...typeField, ...fields } });
    return { typeName: name, type: object, schema: { properties: { type: { const: type } } } };
  });
}

export function buildGameTypes(games: readonly AnyGame[], names: TypeNames): GameTypes {
  const builder = new OutputTypes(names);
  const docs = games.map((g) => ({
    game: g,
    prefix: pascal(g.title),
    view: jsonDocument(g.schemas.view),
    options: jsonDocument(g.schemas.options),
    event: jsonDocument(g.schemas.event),
    action: jsonDocument(g.schemas.action),
  }));
  // Zod ids name their types: reserve them all before any unnamed shape picks a name.
  for (const d of docs) for (const doc of [d.view, d.options, d.event, d.action]) for (const id of Object.keys(doc.defs)) names.reserve(id);

  const eventMatchers = new Map<string, (v: Record<string, unknown>) => string | undefined>();
  const actionMatchers = new Map<string, (v: Record<string, unknown>) => string | undefined>();
  const event: GraphQLInterfaceType = new GraphQLInterfaceType({
    name: 'Event',
    description: 'Something that happened, as the reader may see it (redacted like the view). One type per event of each game.',
    fields: typeField,
    resolveType: (value) => {
      const v = value as Tagged;
      return engineMatch(v) ?? eventMatchers.get(byGame(v) ?? '')?.(v);
    },
  });
  const action: GraphQLInterfaceType = new GraphQLInterfaceType({
    name: 'Action',
    description: "One action of a game, exactly the body REST's `POST /actions` takes and `act(action:)` accepts (`body`: all of it as one value).",
    fields: { ...typeField, ...bodyField },
    resolveType: (value) => actionMatchers.get(byGame(value) ?? '')?.(value as Tagged),
  });
  const engine = engineEvents(event);
  for (const e of engine) names.fixed(e.type);
  const engineMatch = memberMatcher(engine);

  const implementations: GraphQLObjectType[] = engine.map((e) => e.type);
  const stateTypes = new Map<string, GraphQLObjectType>();
  const optionTypes = new Map<string, GraphQLObjectType>();
  for (const d of docs) {
    const at = (parent: string) => ({ game: d.prefix, parent, field: '' });
    const actions = members(builder, d.game, d.action, 'Action', action, bodyField);
    actionMatchers.set(d.game.type, memberMatcher(actions));
    const events = members(builder, d.game, d.event, 'Event', event);
    eventMatchers.set(d.game.type, memberMatcher(events));
    implementations.push(...actions.map((a) => a.type), ...events.map((e) => e.type));
    optionTypes.set(d.game.type, builder.object(d.options.root, d.options, at(`${d.prefix}Options`), deref(d.options.root, d.options).name ?? `${d.prefix}Options`));
    stateTypes.set(d.game.type, builder.object(d.view.root, d.view, at(`${d.prefix}State`), deref(d.view.root, d.view).name ?? `${d.prefix}State`));
  }

  const state = new GraphQLUnionType({
    name: 'GameState',
    description: "A game's own state as the reader may see it: one type per game (`... on TangoState { hand trump }`).",
    types: [...stateTypes.values()],
    resolveType: (value) => stateTypes.get(byGame(value) ?? '')?.name,
  });
  const options = new GraphQLUnionType({
    name: 'GameOptions',
    description: "A game's options, defaults applied: one type per game.",
    types: [...optionTypes.values()],
    resolveType: (value) => optionTypes.get(byGame(value) ?? '')?.name,
  });
  return { state, options, event, action, implementations };
}

