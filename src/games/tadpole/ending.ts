import type { GameResult, Seat } from '../../engine';
import { firstDealerOf, resignedLast } from '../resignation';
import { nextSeat, type TadpoleOptions, type TadpoleState } from './state';

/** Resigning (docs/games/tadpole.md "Resigning"): the resigning seat is last; the others are scored
 * as they stand (tricks won so far) and the top score among them wins, shared on a tie. */
export function resign(state: TadpoleState, seat: Seat): GameResult {
  return resignedLast(state.scores, seat);
}

/** A rematch: the same options, the seat after the first dealer dealing first. */
export function rematchOptions(options: TadpoleOptions, state: TadpoleState): TadpoleOptions {
  return { ...options, firstDealer: nextSeat(firstDealerOf(state)) as 0 | 1 | 2 };
}
