import { z } from 'zod';
import { games } from '../games/registry';
import { gameStatusSchema } from './engine-events';
import { engineEvents, logEntryKind, seatClocksSchema, resultSchema, rulesetVersionSchema, seatSchema, versionSchema, viewSeatInfo } from './common';
import { fairnessSchema } from './fairness';
import { ERROR_CODES } from '../app/errors';
import { clockSchema } from '../app/catalogue';
import { REFUSAL_REASONS } from './refusal-reasons';

/**
 * The answers that carry one game's shapes, one schema per game, each with a `game` discriminator:
 * a generated client narrows `view.game === 'tanni'` to Tanni's state, options, moves and events.
 * `type` stays as it was (it equals `game`); `game` is the field to switch on.
 */
type AnyGame = (typeof games)[number];

const gameField = (g: AnyGame) =>
  z.literal(g.type).meta({ description: `The game type, \`${g.type}\` here: switch on it to narrow the state, options, moves and events` });

/** An answer always holds a defaulted field: the output shape lists it as required. */
function answered(options: z.ZodObject): Record<string, z.ZodType> {
  return Object.fromEntries(
    Object.entries(options.shape).map(([key, field]) => {
      if (!(field instanceof z.ZodDefault)) return [key, field];
      const description = field.meta()?.description;
      const inner = field.unwrap() as z.ZodType;
      return [key, description ? inner.meta({ description }) : inner];
    }),
  );
}

/** `turnTimeout` and `autoPlayForced` as answers show them: always present. */
const answeredSettings = {
  turnTimeout: z.number().int().nullable().meta({ description: 'Seconds each seat has to act; null: no turn clock' }),
  autoPlayForced: z.boolean().meta({ description: 'Whether the server plays a seat\'s only legal move at once (an `auto` entry)' }),
  clock: clockSchema,
};

const optionsOf = (g: AnyGame) =>
  z
    .object({ ...answered(g.schemas.options as unknown as z.ZodObject), ...answeredSettings })
    .meta({ id: `${g.title}GameOptions`, description: `${g.title}'s options as a game holds them: defaults applied, with turnTimeout and autoPlayForced` });

const options = new Map(games.map((g) => [g.type, optionsOf(g)]));
export const gameOptionsOf = (g: AnyGame) => options.get(g.type)!;

const views = new Map(
  games.map((g) => [
    g.type,
    z
      .object({
        game: gameField(g),
        id: z.string(),
        type: z.literal(g.type).meta({ description: 'The game type (the same as `game`)' }),
        rulesetVersion: rulesetVersionSchema,
        status: gameStatusSchema,
        version: versionSchema,
        toAct: z.array(seatSchema).meta({ description: 'Seats whose move is awaited' }),
        deadlines: z.array(z.string().nullable()).meta({ description: "Each seat's turn deadline (with a clock); null where no clock runs" }),
        clocks: seatClocksSchema,
        you: seatSchema.nullable().meta({ description: 'Your seat; null for a spectator' }),
        seats: z.array(viewSeatInfo),
        options: gameOptionsOf(g),
        seedCommitment: z.string(),
        fairness: fairnessSchema,
        createdAt: z.string(),
        // A union, not .nullable() (which the generator would take for the named state itself, dropping
        // the null) and no .meta() (which would inline the named state instead of referring to it).
        state: z.union([g.schemas.view as z.ZodType, z.null()]),
        result: resultSchema.nullable().meta({ description: 'Set once the game is over (`finished` or `aborted`)' }),
        rematchOf: z.string().nullable().meta({ description: 'The finished game this one is the rematch of' }),
        rematch: z.string().nullable().meta({ description: "This game's rematch, once a seat asked for one (`POST /rematch`)" }),
      })
      .meta({ id: `${g.title}GameView`, description: `A ${g.title} game as the caller may see it; \`state\` is null until every seat is taken` }),
  ]),
);
export const gameViewOf = (g: AnyGame) => views.get(g.type)!;

/** What an action can cause in one game (engine events never come from an action). */
const gameEvents = (g: AnyGame) => g.schemas.event as z.ZodType;

const logEvents = new Map(
  games.map((g) => [g.type, z.union([...engineEvents, gameEvents(g)]).meta({ id: `${g.title}LogEvent`, description: `An event of a ${g.title} log: a join, the start, or one of the game's own events` })]),
);

/** Why one move is not legal now: what `POST /actions` would answer for it (src/app/reads/explain-moves.ts). */
const refusalOf = (g: AnyGame) =>
  z
    .object({
      move: g.schemas.action as z.ZodType,
      code: z.enum(ERROR_CODES).meta({ description: "The problem `code` an attempt would get: `illegal-action`, or `not-your-turn` when it is another seat's turn" }),
      rule: z.string().optional().meta({ example: 'TANGO-8', description: 'The rule it cites (for `not-your-turn`, the rule of turn order)' }),
      reason: z.enum(REFUSAL_REASONS).optional().meta({ example: 'must-follow-suit', description: 'The stable sub-code of `illegal-action`' }),
      message: z.string().meta({ description: "The problem's `detail`, for a person", example: 'must follow green: you hold G3' }),
    })
    .meta({ id: `${g.title}MoveRefusal`, description: `A ${g.title} move you might try now and the refusal it would get` });

export const legalMovesOf = (g: AnyGame) =>
  z
    .object({
      game: gameField(g),
      version: versionSchema,
      seat: seatSchema,
      moves: z.array(g.schemas.action as z.ZodType),
      refusals: z
        .array(refusalOf(g))
        .optional()
        .meta({ description: 'With `explain=1`: each other move you might try now (every card you hold, as this phase\'s action, and the phase\'s other controls) with the refusal `POST /actions` would give it, computed by the same rules' }),
    })
    .meta({ id: `${g.title}LegalMoves`, description: `Every ${g.title} action the caller may take now, each exactly a body \`POST /actions\` accepts` });

export const actionResultOf = (g: AnyGame) =>
  z
    .object({
      game: gameField(g),
      version: versionSchema,
      events: z.array(gameEvents(g)),
      view: gameViewOf(g).optional(),
    })
    .meta({ id: `${g.title}ActionResult`, description: `A ${g.title} action applied: the version reached, its events as the caller may see them, and the caller's view (absent with \`Prefer: return=minimal\`)` });

export const eventPageOf = (g: AnyGame) =>
  z
    .object({
      game: gameField(g),
      version: versionSchema,
      events: z.array(
        z
          .object({ seq: z.number().int(), at: z.string(), kind: logEntryKind, seat: seatSchema.nullable(), events: z.array(logEvents.get(g.type)!) })
          .meta({ id: `${g.title}LogEntry` }),
      ),
      next: z.number().int().nullable().meta({ description: 'Pass as `after` for the next page; null at the end' }),
    })
    .meta({ id: `${g.title}EventPage` });

/** A lifecycle entry applied (resign, abort, leave, reset): the engine's event, then the caller's view. */
export const lifecycleResultOf = (g: AnyGame) =>
  z
    .object({
      game: gameField(g),
      version: versionSchema,
      events: z.array(logEvents.get(g.type)!),
      view: gameViewOf(g).optional(),
    })
    .meta({ id: `${g.title}LifecycleResult`, description: `A ${g.title} lifecycle entry applied: the version reached, its events (the engine's, e.g. \`seat-resigned\`) and the caller's view` });

type Objects = [z.ZodObject, z.ZodObject, ...z.ZodObject[]];
/** One schema per game, discriminated by `game`. */
export const byGame = (of: (g: AnyGame) => z.ZodType) => z.discriminatedUnion('game', games.map(of) as unknown as Objects);
