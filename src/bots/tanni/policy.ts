import type { Seat } from '../../engine';
import { SUITS, type Card, type Suit } from '../../games/tanni/cards';
import type { TanniAction } from '../../games/tanni/events';
import type { TanniTable } from '../../games/tanni/world';
import { bestOf, explore } from '../choice';
import type { Rng } from '../rng';
import { points, strength, suitOf, teamOf, trumpWeight, winnerOf } from './table';

/**
 * The rule-of-thumb Tanni player's play (`basic`, and the play-outs of `expert`): declare pairs at
 * once; lead a Jack (the top of its suit) or else something cheap; win a trick an opponent holds
 * with the cheapest card that does it when it is worth points, give points to a partner who holds
 * it, and otherwise throw the card worth least. Bidding is in bidding.ts.
 */
export function rankPlay(t: TanniTable, seat: Seat, moves: readonly TanniAction[]): number[] {
  const plays = t.trick.plays;
  const trump = t.trumpOpen ? t.trump : null;
  const known = t.trump; // what this seat knows (the bid winner knows a hidden trump)
  return moves.map((m) => {
    if (m.type === 'declare-pair') return 1000;
    if (m.type === 'choose-trump') return trumpChoice(t.hand, m.card);
    if (m.type !== 'play') return 0;
    const c = m.card;
    if (plays.length === 0) {
      if (strength(c) === 7) return 50 + points(c);
      return -points(c) * 2 - strength(c) - (suitOf(c) === known ? 8 : 0);
    }
    const after = [...plays, { seat, card: c }];
    const winner = winnerOf(after, trump);
    const worth = after.reduce((sum, p) => sum + points(p.card), 0);
    const last = plays.length === 3;
    const spend = strength(c) + (suitOf(c) === known ? 6 : 0);
    if (winner === seat) return (last ? worth : worth * 0.6) - spend * 0.5 + 1;
    if (teamOf(winner) === teamOf(seat)) return points(c) * (last ? 1 : 0.5) - spend * 0.2;
    return -points(c) * 1.5 - spend * 0.3;
  });
}

/** The trump card to lay face down: the weakest card of the suit that makes the strongest trump. */
function trumpChoice(hand: readonly Card[], card: Card): number {
  const suit = suitOf(card);
  const weakest = Math.min(...hand.filter((c) => suitOf(c) === suit).map(strength));
  return trumpWeight(hand, suit) * 10 + (strength(card) === weakest ? 1 : 0);
}

/** The play-out policy in a world (auction moves there are bidding.ts's). */
export function tanniPlayPolicy(t: TanniTable, seat: Seat, moves: readonly TanniAction[], rng: Rng | null, epsilon = 0): TanniAction {
  // Exploring plays a card: a pair is always worth declaring.
  const plays = moves.filter((m) => m.type !== 'declare-pair');
  return explore(rng, epsilon, plays.length > 0 ? plays : moves) ?? bestOf(moves, rankPlay(t, seat, moves));
}

export const bestTrumpSuit = (hand: readonly Card[]): Suit => SUITS.reduce((a, b) => (trumpWeight(hand, b) > trumpWeight(hand, a) ? b : a));
