import type { GameResult, Seat } from '../../engine';
import { firstDealerOf } from '../resignation';
import { other, type TangoOptions, type TangoState } from './state';

/** Resigning (docs/games/tango.md "Resigning"): the other seat wins; scores are the rose tokens as they stand. */
export function resign(state: TangoState, seat: Seat): GameResult {
  return { winners: [other(seat)], draw: false, scores: [...state.roses] };
}

/** A rematch: the same options, the other seat dealing first. */
export function rematchOptions(options: TangoOptions, state: TangoState): TangoOptions {
  return { ...options, firstDealer: other(firstDealerOf(state)) as 0 | 1 };
}
