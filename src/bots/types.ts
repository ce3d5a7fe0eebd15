import type { AnyGame, Seat, Typed } from '../engine';
import type { Rng } from './rng';

/**
 * One log entry as the seat reads it from `GET /v1/games/{id}/events`: the engine's events and the
 * game's events redacted for that seat (`game.redactEvent`), never the internal ones.
 */
export interface SeenEntry {
  readonly seq: number;
  readonly kind: string;
  readonly seat: Seat | null;
  readonly events: readonly Typed[];
}

/**
 * Everything a bot may know: exactly what a client playing `seat` gets from the API. There is no
 * game state here, so a bot cannot see a card its seat may not see (the honesty test checks it).
 *
 * - `view`: `game.view(state, seat)`, the seat's view;
 * - `moves`: `game.legalActions(state, seat)`, non-empty;
 * - `seen`: the seat's redacted log entries from `seenStart(game, entries)` on (the current round,
 *   and the earlier rounds the game's bot remembers: see `BotsOfGame.memory`). A bot plays without
 *   it, only less well.
 */
export interface BotInput<View = unknown, Action extends Typed = Typed> {
  readonly seat: Seat;
  readonly view: View;
  readonly moves: readonly Action[];
  readonly seen: readonly SeenEntry[];
}

/** The bots of one game: a fast rule-of-thumb player and a searching one. */
export interface BotsOfGame<View = unknown, Action extends Typed = Typed> {
  /**
   * How many finished rounds before the current one the bots read from `seen` (0: the current round
   * only; Infinity: the whole game, for a game whose hidden piles carry over every round).
   */
  readonly memory: number;
  basic(input: BotInput<View, Action>, rng: Rng): Action;
  /** `game`: the rules the game is played under (its ruleset version), which the search plays out. */
  expert(input: BotInput<View, Action>, rng: Rng, game: AnyGame): Action;
}
