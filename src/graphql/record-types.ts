import { GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString, type GraphQLEnumType, type GraphQLOutputType } from 'graphql';
import type { GameRecord, RecordEntry } from '../app';
import { tagged, type GameTypes } from './game-types';
import { JsonScalar } from './json-scalar';

/** REST's `Fairness` and `GameRecord` (src/schemas/fairness.ts, game-record.ts), by hand. */
const nn = <T extends GraphQLOutputType>(t: T) => new GraphQLNonNull(t);
const list = <T extends GraphQLOutputType>(t: T) => nn(new GraphQLList(nn(t)));

export function fairnessType(): GraphQLObjectType {
  return new GraphQLObjectType({
    name: 'Fairness',
    description: 'The fair-deal protocol of the game and what of it is public now (README "Fair deals")',
    fields: {
      protocol: { type: nn(GraphQLString), description: '`server-seed/1` (the server seed itself) or `server-seed+entropy/1` (HMAC-SHA256 of the seats\' entropy keyed with the server seed)' },
      commitment: { type: nn(GraphQLString), description: 'hex SHA-256 of the server seed, published at creation' },
      entropy: { type: nn(new GraphQLList(GraphQLString)), description: "Each seat's entropy as hex (null: none sent); before the start you see only your own" },
      seed: { type: GraphQLString, description: 'The server seed, revealed when the game is finished' },
      dealSeed: { type: GraphQLString, description: 'The deal seed every draw was keyed with, revealed when the game is finished' },
    },
  });
}

export function recordType(g: GameTypes, parts: { fairness: GraphQLObjectType; kind: GraphQLEnumType; seat: GraphQLObjectType; result: GraphQLObjectType }): GraphQLObjectType {
  const join = new GraphQLObjectType({
    name: 'RecordJoin',
    fields: { name: { type: nn(GraphQLString) }, entropy: { type: GraphQLString, description: 'The entropy sent with the join, hex; null: none' } },
  });
  const entry = new GraphQLObjectType<RecordEntry & { type: string }>({
    name: 'RecordEntry',
    fields: {
      seq: { type: nn(GraphQLInt) },
      at: { type: nn(GraphQLString) },
      kind: { type: nn(parts.kind) },
      seat: { type: GraphQLInt },
      join: { type: join, description: 'What a join entry holds; null for other entries' },
      action: { type: g.action, description: 'The action an action, auto or timeout entry holds', resolve: (e) => (e.action ? tagged(e.type, e.action) : null) },
      events: { type: list(JsonScalar), description: 'Every event the entry caused, nothing redacted, in the public events\' units (REST `RecordEvent`)' },
    },
  });
  return new GraphQLObjectType<GameRecord>({
    name: 'GameRecord',
    description: "A finished game's whole log, unredacted, with its ruleset version and the revealed seeds (REST: `GET /v1/games/{id}/record`)",
    fields: {
      id: { type: nn(GraphQLString) },
      type: { type: nn(GraphQLString) },
      rulesetVersion: { type: nn(GraphQLInt) },
      options: { type: nn(JsonScalar), description: "The game's own options (without the table settings)" },
      settings: { type: nn(JsonScalar) },
      createdAt: { type: nn(GraphQLString) },
      version: { type: nn(GraphQLInt) },
      seats: { type: list(parts.seat), resolve: (r) => r.seats.map((s) => ({ ...s, joined: s.name !== null })) },
      fairness: { type: nn(parts.fairness) },
      result: { type: nn(parts.result), resolve: (r) => ({ ...r.result, seed: r.fairness.seed }) },
      log: { type: list(entry), resolve: (r) => r.log.map((e) => ({ ...e, type: r.type })) },
    },
  });
}
