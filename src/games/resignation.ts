import type { GameResult, Seat } from '../engine';

/**
 * Shared pieces of the games' resignation and rematch rules (`Game.resign`, `Game.rematchOptions`).
 * Each game's docs page states the rule; these only spell it out once.
 */

/** A game scored per seat: the resigning seat is last, the others are ranked by `scores` as they
 * stand, and the top scores among them share the win. */
export function resignedLast(scores: readonly number[], resigning: Seat): GameResult {
  const others = scores.flatMap((s, seat) => (seat === resigning ? [] : [s]));
  const top = Math.max(...others);
  return { winners: scores.flatMap((s, seat) => (seat !== resigning && s === top ? [seat] : [])), draw: false, scores: scores.slice() };
}

/** A team game: every seat outside the resigning seat's team wins. */
export function teamResigned(seatCount: number, teamOf: (seat: Seat) => number, resigning: Seat, scores: readonly number[]): GameResult {
  const losers = teamOf(resigning);
  return { winners: Array.from({ length: seatCount }, (_, s) => s).filter((s) => teamOf(s) !== losers), draw: false, scores: scores.slice() };
}

/** The dealer of a game's first round: the first completed round's, or the current one's. */
export function firstDealerOf(state: { readonly dealer: Seat; readonly rounds: ReadonlyArray<{ readonly dealer: Seat }> }): Seat {
  return state.rounds[0]?.dealer ?? state.dealer;
}
