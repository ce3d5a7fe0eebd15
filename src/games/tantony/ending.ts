import type { GameResult, Seat } from '../../engine';
import { resignedLast, teamResigned } from '../resignation';
import { splitPartnerScores, teamTotals } from './scoring';
import { layoutOf, next, type TantonyOptions, type TantonyState } from './state';

/**
 * Resigning (docs/games/tantony.md "Resigning"), on the running totals of the rounds completed so far
 * (the round in progress is not scored: TANTONY-10 scores a round at its end). Teams: the resigning
 * seat's team loses. Split partners and three players: the resigning seat is last and the others
 * are ranked by their scores as they stand (split partners: own total plus the seat before's, TANTONY-12).
 */
export function resign(state: TantonyState, seat: Seat): GameResult {
  switch (state.options.variant) {
    case 'teams': {
      const [a, b] = teamTotals(state.totals);
      return teamResigned(4, (s) => s % 2, seat, [a, b, a, b]);
    }
    case 'split-partner':
      return resignedLast(splitPartnerScores(state.totals), seat);
    case 'three-player':
      return resignedLast(state.totals, seat);
    default: {
      const never: never = state.options.variant;
      throw new Error(`unknown Tantony variant ${String(never)}`);
    }
  }
}

/** A rematch: the same options, the seat after this game's dealer dealing (Tantony deals once a game). */
export function rematchOptions(options: TantonyOptions, state: TantonyState): TantonyOptions {
  return { ...options, firstDealer: next(state.dealer, layoutOf(options).seats) };
}
