import type { AnyGame, RandomSource, Typed } from '../engine';
import { botsFor } from './registry';
import { Rng } from './rng';
import type { BotInput } from './types';

/** The bot levels, weakest first, as `GET /v1/games` lists them. */
export const BOT_LEVELS = [
  { level: 'random', description: 'Plays a uniformly random legal move.' },
  { level: 'basic', description: 'A fast rule-of-thumb player: follows low, wins cheaply, keeps trumps, bids from hand strength.' },
  {
    level: 'expert',
    description: 'Searches: samples the hidden cards consistently with everything its seat has seen and plays each move out in those worlds (determinized Monte-Carlo, docs/bots.md).',
  },
] as const;

export type BotLevel = (typeof BOT_LEVELS)[number]['level'];

export function isBotLevel(x: unknown): x is BotLevel {
  return BOT_LEVELS.some((l) => l.level === x);
}

export interface BotLevelInfo {
  readonly level: BotLevel;
  readonly description: string;
}

/** The levels a game's bots play at: all of them, or `random` alone for a game without bots of
 * its own (chooseMove plays randomly for it at every level). */
export function botLevelsOf(type: string): BotLevelInfo[] {
  return BOT_LEVELS.filter((l) => l.level === 'random' || botsFor(type) !== undefined).map((l) => ({ level: l.level, description: l.description }));
}

/**
 * The one entry point: the move a bot of `level` makes with `input` (see BotInput), one of
 * `input.moves` (the very object). Deterministic: the same input and the same `random` (see
 * botRandom) give the same move. A single legal move is played at once, whatever the level; a game
 * without bots of its own plays randomly at every level.
 */
export function chooseMove(game: AnyGame, level: BotLevel, input: BotInput, random: RandomSource): Typed {
  const { moves } = input;
  if (moves.length === 0) throw new Error(`chooseMove: seat ${input.seat} has no legal move to choose from`);
  if (moves.length === 1) return moves[0]!;
  const bots = botsFor(game.type);
  if (level === 'random' || !bots) return moves[random.int(moves.length, 0, 'random')]!;
  const rng = Rng.from(random);
  const chosen = level === 'basic' ? bots.basic(input, rng) : bots.expert(input, rng, game);
  // The bots answer one of the objects they were given; anything else is a bug, caught here.
  if (!moves.includes(chosen)) throw new Error(`chooseMove: the ${level} ${game.type} bot chose ${JSON.stringify(chosen)}, not a legal move`);
  return chosen;
}
