import type { RandomSource, Seat } from '../../engine';
import { dealRound as dealOneAtATime } from '../cards';
import { bongleCards, canonicalOrder, type Card } from './cards';
import type { TadpoleEvent } from './events';
import { SEATS, nextSeat } from './state';

/**
 * The deal algorithm (docs/games/tadpole.md, "Deal algorithm"), from the game's secret seed:
 *
 * - First dealer (TADPOLE-3): the `firstDealer` option, or `random.int(3, 0, "first-dealer")`.
 * - Bongle decks (TADPOLE-2), once at the start: `random.shuffle(red, 0, "bongle:red")` and
 *   `random.shuffle(black, 0, "bongle:black")`, where `red` is AH 2H 3H 10H JH QH KH AD 2D 3D 10D JD QD KD
 *   and `black` is AS 2S 3S 10S JS QS KS AC 2C 3C 10C JC QC KC. Element 0 of the result is the top card.
 *   Flips (TADPOLE-4) and blind plays (TADPOLE-8) take the top card; no other randomness touches them.
 * - Round r's deal (TADPOLE-5): the Tadpole deck (whatever cards it holds: the 24 cards 4–9 in round 1
 *   plus any tied flipped cards; the rebuild afterwards) is put in standard order (suit by suit S H D C,
 *   ranks A 2 … 10 J Q K), then `random.shuffle(thatOrder, r, "deal")`. Cards 0..23 of the result go one
 *   at a time to the players, starting with the seat after the dealer and going clockwise (card k to
 *   seat (dealer + 1 + k) mod 3); cards 24.. form the Extra Pile in that order.
 *
 * Putting the deck in standard order first means the deal never depends on the order in which cards
 * were gathered (tricks, flipped cards, Extra Pile, hands): the rebuild carries no information.
 */
export function shuffleBongleDecks(random: RandomSource): Extract<TadpoleEvent, { type: 'bongle-decks-shuffled' }> {
  return {
    type: 'bongle-decks-shuffled',
    red: random.shuffle(bongleCards('red'), 0, 'bongle:red'),
    black: random.shuffle(bongleCards('black'), 0, 'bongle:black'),
  };
}

export function firstDealer(option: Seat | 'random', random: RandomSource): Seat {
  return option === 'random' ? random.int(SEATS, 0, 'first-dealer') : option;
}

export const HAND_SIZE = 8;

export function dealRound(round: number, dealer: Seat, tadpole: readonly Card[], random: RandomSource): Extract<TadpoleEvent, { type: 'round-dealt' }> {
  const deck = random.shuffle(canonicalOrder(tadpole), round, 'deal');
  const leader = nextSeat(dealer);
  const hands = dealOneAtATime(deck, SEATS, leader, HAND_SIZE);
  return { type: 'round-dealt', round, leader, hands, extraPile: deck.slice(SEATS * HAND_SIZE) };
}
