import type { Seat } from '../../engine';
import { SUITS } from '../cards';
import type { TanniAction } from './events';
import type { TanniState } from './state';

/**
 * What a Tanni seat might try now (`legal-moves?explain=1`): in the auction, passing and calling
 * Tanni (the opener's first pass is refused, TANNI-5) and playing a card (not yet); when trump is
 * chosen, laying each card down; in play, each card of the hand (TANNI-8, 9 say which) and each
 * King–Queen pair it holds (TANNI-11 says when it may be declared).
 */
export function tanniAttempts(state: TanniState, seat: Seat): TanniAction[] {
  const hand = state.hands[seat] ?? [];
  const plays = hand.map((card): TanniAction => ({ type: 'play', card }));
  switch (state.phase) {
    case 'auction':
      return [{ type: 'pass' }, { type: 'call-tanni' }, ...plays];
    case 'trump':
      return hand.map((card): TanniAction => ({ type: 'choose-trump', card }));
    case 'play': {
      const pairs = SUITS.filter((s) => hand.includes(`K${s}`) && hand.includes(`Q${s}`)).map((suit): TanniAction => ({ type: 'declare-pair', suit }));
      return [...plays, ...pairs];
    }
    default:
      return plays;
  }
}
