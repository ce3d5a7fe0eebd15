import type { RandomSource, Seat } from '../../engine';
import { dealRound } from '../cards';
import { FULL_DECK, THREE_PLAYER_DECK } from './cards';
import type { TantonyEvent } from './events';
import type { Leads } from './leads';
import { layoutOf, next, type TantonyOptions } from './state';

/**
 * TANTONY-2/3/13, the only deal of a game (documented in docs/games/tantony.md, "The deal"):
 *
 * 1. The first dealer is the option `firstDealer`, or when it is "random",
 *    `random.int(seats, 0, "first-dealer")` (seats = 4, or 3 in three-player).
 * 2. The deck in its fixed order — suit by suit S, H, D, C; within a suit A, 2, 3, … 10, J, Q, K
 *    (three-player: the same without 7, 8, 9, 10) — is shuffled once: `random.shuffle(deck, 1, "deal")`.
 * 3. The shuffled cards are dealt one at a time from index 0, the first to the seat after the dealer and
 *    going round (seat + 1 mod seats), 13 each (12 in three-player): seat (dealer + 1 + k) mod seats gets
 *    card k. Hands keep that order.
 * 4. `leads.first(dealer)` leads the first trick (TANTONY-4): the seat before the dealer in ruleset 2,
 *    the seat after it in ruleset 1. (The deal itself is the same in both.)
 */
export function dealGame(options: TantonyOptions, random: RandomSource, leads: Leads): Extract<TantonyEvent, { type: 'game-dealt' }> {
  const layout = layoutOf(options);
  const dealer: Seat = options.firstDealer === 'random' ? random.int(layout.seats, 0, 'first-dealer') : options.firstDealer;
  const deck = random.shuffle(layout.threePlayer ? THREE_PLAYER_DECK : FULL_DECK, 1, 'deal');
  const hands = dealRound(deck, layout.seats, next(dealer, layout.seats), layout.tricks);
  return { type: 'game-dealt', dealer, leader: leads.first(dealer, layout.seats), hands };
}
