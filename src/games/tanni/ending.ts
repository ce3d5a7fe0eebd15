import type { GameResult, Seat } from '../../engine';
import { firstDealerOf, teamResigned } from '../resignation';
import { toPoints } from './cards';
import { nextSeat, SEATS, teamOf, type FirstDealer, type TanniOptions, type TanniState } from './state';

/** Resigning (docs/games/tanni.md "Resigning"): the resigning seat's team loses, the other team wins;
 * scores are each team's match points as they stand. */
export function resign(state: TanniState, seat: Seat): GameResult {
  return teamResigned(4, teamOf, seat, SEATS.map((s) => toPoints(state.matchPoints[teamOf(s)])));
}

/** A rematch: the same options, the seat after the first dealer dealing first. */
export function rematchOptions(options: TanniOptions, state: TanniState): TanniOptions {
  return { ...options, firstDealer: nextSeat(firstDealerOf(state)) as FirstDealer };
}
