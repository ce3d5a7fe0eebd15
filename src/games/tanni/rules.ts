import type { Seat } from '../../engine';
import { strength, suitName, suitOf, type Card, type Suit } from './cards';
import { nextSeat, teamOf, type Auction, type Play, type TanniState, type Trick } from './state';

/** TANNI-5: bids are on the 0.5 grid from 15 to 30, i.e. 60..120 quarters in steps of 2. */
export const MIN_BID = 60;
export const MAX_BID = 120;
export const BID_STEP = 2;

/** TANNI-5: the next seat clockwise after `seat` that has not passed. */
export function nextInAuction(auction: Auction, seat: Seat): Seat {
  let s = nextSeat(seat);
  while (auction.passed[s] && s !== seat) s = nextSeat(s);
  return s;
}

/** TANNI-5: every player but the high bidder has passed. */
export function auctionSettled(auction: Auction): boolean {
  const high = auction.high;
  return high !== null && auction.passed.every((p, s) => p || s === high.seat);
}

/** TANNI-5: the opener's first turn is the first call of the auction; they may not pass then. */
export const isOpenersFirstTurn = (auction: Auction): boolean => auction.calls.length === 0;

export function seatToPlay(trick: Trick): Seat {
  return (trick.leader + trick.plays.length) % 4;
}

export function leadSuit(trick: Trick): Suit | null {
  const first = trick.plays[0];
  return first ? suitOf(first.card) : null;
}

export type FollowCheck = { ok: true } | { ok: false; message: string };

/** TANNI-8: a player holding a card of the led suit must play one (the hidden trump is not in hand). */
export function checkFollow(trick: Trick, hand: readonly Card[], card: Card): FollowCheck {
  const lead = leadSuit(trick);
  // A card that follows, or a hand that cannot: checked without building the list the refusal names.
  if (lead === null || suitOf(card) === lead || !holdsSuit(hand, lead)) return { ok: true };
  const following = hand.filter((c) => suitOf(c) === lead);
  return { ok: false, message: `must follow ${suitName(lead)}: you hold ${following.join(', ')}` };
}

/** Does `hand` hold a card of `suit`? */
function holdsSuit(hand: readonly Card[], suit: Suit): boolean {
  for (let i = 0; i < hand.length; i++) if (suitOf(hand[i]!) === suit) return true;
  return false;
}

/** The cards `seat` may play now (TANNI-8/9). Empty when it is not their turn. */
export function legalPlays(state: TanniState, seat: Seat): Card[] {
  if (state.phase !== 'play' || seatToPlay(state.trick) !== seat) return [];
  if (state.forced !== null) return [state.forced];
  const hand = state.hands[seat]!;
  const lead = leadSuit(state.trick);
  const following = lead === null ? [] : hand.filter((c) => suitOf(c) === lead);
  return following.length > 0 ? following : hand.slice();
}

/**
 * TANNI-10: with trump open at the end of the trick and a trump-suit card in it, the highest trump
 * wins; otherwise the highest card of the led suit. In a Tanni round `trump` is null (TANNI-12).
 */
export function trickWinner(plays: readonly Play[], trump: Suit | null): Seat {
  const lead = suitOf(plays[0]!.card);
  // The contenders' suit: trump if the trick holds one, else the led suit (no lists built).
  let suit: Suit = lead;
  if (trump !== null) {
    for (let i = 0; i < plays.length; i++) {
      if (suitOf(plays[i]!.card) === trump) {
        suit = trump;
        break;
      }
    }
  }
  let best: Play | null = null;
  for (let i = 0; i < plays.length; i++) {
    const p = plays[i]!;
    if (suitOf(p.card) === suit && (best === null || strength(p.card) > strength(best.card))) best = p;
  }
  return best!.seat;
}

/**
 * TANNI-9: trump opens (automatically) when the seat to play cannot follow the led suit while trump
 * is hidden, or when the bid winner must lead with an empty hand (only in the 7th trick).
 */
export function trumpOpeningDue(state: TanniState): Seat | null {
  if (state.phase !== 'play' || state.hidden === null || state.trumpOpen) return null;
  const seat = seatToPlay(state.trick);
  const hand = state.hands[seat]!;
  const lead = leadSuit(state.trick);
  if (lead !== null) return holdsSuit(hand, lead) ? null : seat;
  return seat === state.contract!.seat && hand.length === 0 ? seat : null;
}

/** TANNI-11: the team of `seat` has won at least one trick this round. */
export function teamHasWonTrick(state: TanniState, seat: Seat): boolean {
  return state.tricksWon[teamOf(seat)] > 0;
}
