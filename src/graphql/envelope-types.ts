import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLFloat,
  GraphQLID,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLOutputType,
} from 'graphql';
import type { CreatedGame, GameType, GameView, LogEvent } from '../app';
import { BOT_LEVELS } from '../bots';
import { tagged, type GameTypes } from './game-types';
import { gameClockField, leaveAllowedField, seatClocksField, seatLeaveField } from './clock-types';
import { JsonScalar } from './json-scalar';
import { fairnessType, recordType } from './record-types';
import { createdWebhookType } from './webhook-types';

/** The shapes every game shares (REST's envelope: `GameView`, `Joined`, `EventPage` …), by hand. */
const nn = <T extends GraphQLOutputType>(t: T) => new GraphQLNonNull(t);
const list = <T extends GraphQLOutputType>(t: T) => nn(new GraphQLList(nn(t)));
const version = { type: nn(GraphQLInt), description: 'Number of log entries (REST: the ETag)' };
const game = { type: nn(GraphQLString), description: 'The game type, as REST\'s `game` (the same as `type`)' };

export function envelopeTypes(g: GameTypes) {
  const status = new GraphQLEnumType({
    name: 'GameStatus',
    description: '`finished`: played out or resigned (`result.reason`); `aborted`: called off, no winner',
    values: { waiting: {}, active: {}, finished: {}, aborted: {} },
  });
  const levelName = new GraphQLEnumType({ name: 'BotLevelName', values: Object.fromEntries(BOT_LEVELS.map((l) => [l.level, {}])) });
  const seat = new GraphQLObjectType({
    name: 'Seat',
    fields: {
      seat: { type: nn(GraphQLInt) },
      name: { type: GraphQLString },
      joined: { type: nn(GraphQLBoolean) },
      bot: { type: levelName, description: 'The level of the bot holding the seat; null for a person or a free seat' },
      onLeave: seatLeaveField,
    },
  });
  const result = new GraphQLObjectType({
    name: 'GameResult',
    fields: {
      winners: { type: list(GraphQLInt) },
      draw: { type: nn(GraphQLBoolean) },
      scores: { type: list(GraphQLFloat), description: 'Final score of each seat' },
      seed: { type: nn(GraphQLString), description: 'The secret seed, revealed: sha256(seed) equals seedCommitment' },
      reason: { type: nn(GraphQLString), description: 'Why the game ended. One of: `played-out`, `resigned`, `aborted`.' },
      by: { type: GraphQLInt, description: 'The seat that resigned or aborted; null when played out or aborted by the admin' },
    },
  });
  const options = { type: nn(g.options), resolve: (x: { type: string; options: unknown }) => tagged(x.type, x.options) };
  const fairness = fairnessType();
  const rulesetVersion = { type: nn(GraphQLInt), description: 'The ruleset version the game was created with and is played under' };

  const view = new GraphQLObjectType<GameView>({
    name: 'GameView',
    description: 'The game as the caller may see it: a seat token shows that seat its hand; without a token, the spectator view.',
    fields: {
      game,
      id: { type: nn(GraphQLID) },
      type: { type: nn(GraphQLString) },
      rulesetVersion,
      status: { type: nn(status) },
      version,
      toAct: { type: list(GraphQLInt), description: 'Seats whose move is awaited' },
      deadlines: { type: new GraphQLNonNull(new GraphQLList(GraphQLString)), description: "Each seat's turn deadline (with a clock); null where no clock runs" },
      clocks: seatClocksField,
      clock: gameClockField,
      leave: leaveAllowedField,
      you: { type: GraphQLInt, description: 'Your seat; null for a spectator' },
      seats: { type: list(seat) },
      options,
      seedCommitment: { type: nn(GraphQLString) },
      fairness: { type: nn(fairness) },
      createdAt: { type: nn(GraphQLString) },
      state: { type: g.state, description: "The game's own state (null until every seat is taken)", resolve: (v) => tagged(v.type, v.state) },
      result: { type: result, description: 'Set once the game is over (`finished` or `aborted`)' },
      rematchOf: { type: GraphQLID, description: 'The finished game this one is the rematch of' },
      rematch: { type: GraphQLID, description: "This game's rematch, once a seat asked for one" },
    },
  });

  const created = new GraphQLObjectType<CreatedGame>({
    name: 'CreatedGame',
    fields: {
      id: { type: nn(GraphQLID) },
      type: { type: nn(GraphQLString) },
      rulesetVersion,
      options,
      seats: { type: list(seat) },
      status: { type: nn(status) },
      version,
      seedCommitment: { type: nn(GraphQLString), description: 'sha256(seed), hex: the seed is revealed when the game ends' },
      adminToken: { type: nn(GraphQLString), description: 'Shown once. Manages the game (webhooks); it cannot act as a seat' },
      webhooks: { type: list(createdWebhookType), description: 'The subscriptions created with the game, each with its secret (shown once)' },
      createdAt: { type: nn(GraphQLString) },
      listed: { type: nn(GraphQLBoolean), description: 'In the lobby while a seat is free' },
    },
  });

  const joined = new GraphQLObjectType({
    name: 'Joined',
    fields: {
      gameId: { type: nn(GraphQLID) },
      seat: { type: nn(GraphQLInt) },
      name: { type: nn(GraphQLString) },
      token: { type: GraphQLString, description: 'Shown once: send as `Authorization: Bearer <token>`. Null when a bot took the seat' },
      bot: { type: levelName, description: 'The level of the bot that took the seat (`join(bot:)`)' },
      version,
      started: { type: nn(GraphQLBoolean), description: 'True when this join took the last seat and the cards were dealt' },
    },
  });

  // Moves and events are tagged with their game by the resolvers that return these.
  const moveRefusal = new GraphQLObjectType({
    name: 'MoveRefusal',
    description: 'A move you might try now and the refusal `act` would give it (REST: `legal-moves?explain=1`)',
    fields: {
      move: { type: nn(g.action) },
      code: { type: nn(GraphQLString), description: "The error `code` an attempt would get: `illegal-action`, or `not-your-turn` when it is another seat's turn" },
      rule: { type: GraphQLString, description: 'The rule it cites (for `not-your-turn`, the rule of turn order)' },
      reason: { type: GraphQLString, description: 'The stable sub-code of `illegal-action` (`must-follow-suit`)' },
      message: { type: nn(GraphQLString), description: 'What a person reads (REST: the problem `detail`)' },
    },
  });
  const legalMoves = new GraphQLObjectType({
    name: 'LegalMoves',
    fields: {
      game,
      version,
      seat: { type: nn(GraphQLInt) },
      moves: { type: list(g.action), description: 'Each one exactly what `act(action:)` accepts now; `body` is it as one JSON value' },
      refusals: {
        type: new GraphQLList(nn(moveRefusal)),
        description: 'With `legalMoves(explain: true)`: each other move you might try now (every card you hold, as this phase\'s action) with the refusal `act` would give it; null without `explain`',
      },
    },
  });

  const kind = new GraphQLEnumType({
    name: 'LogEntryKind',
    description:
      '`auto`: a forced move the server played (autoPlayForced); `timeout`: played for a seat whose turn clock ran out; `bot`: played by the bot holding the seat; `leave`, `resign`, `abort`, `reset`, `takeover` (a seat handed to a bot), `rematch`: the lifecycle',
    values: { join: {}, action: {}, auto: {}, timeout: {}, bot: {}, leave: {}, resign: {}, abort: {}, reset: {}, takeover: {}, rematch: {} },
  });
  const entry = new GraphQLObjectType<LogEvent>({
    name: 'LogEntry',
    fields: {
      seq: { type: nn(GraphQLInt) },
      at: { type: nn(GraphQLString) },
      kind: { type: nn(kind) },
      seat: { type: GraphQLInt },
      events: { type: list(g.event), description: 'What this entry caused, as you may see it' },
    },
  });
  const eventPage = new GraphQLObjectType({
    name: 'EventPage',
    fields: {
      game,
      version,
      events: { type: list(entry) },
      next: { type: GraphQLInt, description: 'Pass as `after` for the next page; null at the end' },
    },
  });

  const actResult = new GraphQLObjectType({
    name: 'ActResult',
    fields: {
      game,
      version,
      events: { type: list(g.event), description: 'What the action caused, as you may see it' },
      view: { type: nn(view), description: 'Your view after the action' },
      replayed: { type: nn(GraphQLBoolean), description: 'True when this answers a retry with an idempotencyKey already used (REST: `Idempotent-Replayed`)' },
    },
  });

  const botLevel = new GraphQLObjectType<GameType['botLevels'][number]>({
    name: 'BotLevel',
    fields: {
      level: { type: nn(levelName) },
      description: { type: nn(GraphQLString) },
    },
  });

  const rulesetInfo = new GraphQLObjectType({
    name: 'RulesetVersion',
    fields: { version: { type: nn(GraphQLInt) }, summary: { type: nn(GraphQLString), description: 'What this version changed, citing rule ids' } },
  });
  const gameType = new GraphQLObjectType<GameType>({
    name: 'GameType',
    fields: {
      type: { type: nn(GraphQLString) },
      title: { type: nn(GraphQLString) },
      description: { type: nn(GraphQLString) },
      rulesetVersion: { type: nn(GraphQLInt), description: 'The ruleset version new games of this type get' },
      rulesetVersions: { type: list(rulesetInfo), description: 'Every ruleset version this server plays, oldest first' },
      seats: { type: list(GraphQLInt), description: 'Every seat count the options allow' },
      options: { type: nn(JsonScalar), description: 'The JSON Schema of the options (`createGame(options:)`)' },
      defaultOptions: { type: nn(g.options), resolve: (t) => tagged(t.type, t.defaultOptions) },
      actions: { type: list(GraphQLString), description: 'Every action `type` of this game' },
      botLevels: { type: list(botLevel), description: 'The levels at which server bots can play this game, weakest first' },
    },
  });

  const record = recordType(g, { fairness, kind, seat, result });

  return { view, created, joined, legalMoves, eventPage, actResult, gameType, status, seat, result, entry, kind, fairness, rulesetInfo, record };
}
