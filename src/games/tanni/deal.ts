import type { RandomSource, Seat } from '../../engine';
import { SUITS, deckFor, type Card, type Suit } from './cards';
import type { TanniEvent } from './events';
import { nextSeat, type TanniOptions, type TanniState } from './state';

/*
 * The deal, exactly (anyone with the revealed seed can recompute it):
 *
 * Once per game, in `start` (round 0):
 * - sevens (TANNI-1): random.shuffle(["S","H","D","C"], 0, "sevens"); the first two suits of the
 *   result have their 7 in the deck (listed afterwards in S H D C order);
 * - first dealer (TANNI-3), only when the option is "random": random.int(4, 0, "first-dealer").
 *
 * The deck's canonical order: suits S H D C; within a suit J 9 A 10 K Q 8, then the 7 when that suit
 * has one (30 cards).
 *
 * Round r (1, 2, ...; the dealer moves on one seat each round): d = random.shuffle(deck, r, "deal").
 * - TANNI-4: d[0..15] go one at a time to dealer+1, dealer+2, dealer+3, dealer, dealer+1, ... (4 each);
 * - TANNI-6 (not in a Tanni round): d[16..27] one at a time in the same order (3 each), then d[28]
 *   and d[29] to the kitty. In a Tanni round d[16..29] are never dealt (TANNI-12).
 */

type SetUp = Extract<TanniEvent, { type: 'game-set-up' }>;
type RoundDealt = Extract<TanniEvent, { type: 'round-dealt' }>;
type HandsCompleted = Extract<TanniEvent, { type: 'hands-completed' }>;

export function setUp(options: TanniOptions, random: RandomSource): SetUp {
  const drawn = random.shuffle(SUITS, 0, 'sevens').slice(0, 2);
  const sevens: Suit[] = SUITS.filter((s) => drawn.includes(s));
  const firstDealer = options.firstDealer === 'random' ? random.int(4, 0, 'first-dealer') : options.firstDealer;
  return { type: 'game-set-up', sevens, firstDealer, target: options.target };
}

/** Deals `count` cards of `cards` from `from` one at a time, starting with seat `first`. */
function deal(cards: readonly Card[], from: number, count: number, first: Seat): Card[][] {
  const hands: Card[][] = [[], [], [], []];
  for (let k = 0; k < count; k++) hands[(first + k) % 4]!.push(cards[from + k]!);
  return hands;
}

export function dealRound(round: number, dealer: Seat, sevens: readonly Suit[], random: RandomSource): RoundDealt {
  const d = random.shuffle(deckFor(sevens), round, 'deal');
  return { type: 'round-dealt', round, dealer, hands: deal(d, 0, 16, nextSeat(dealer)), stock: d.slice(16) };
}

/** TANNI-6: the second deal comes from the stock left by `round-dealt`. */
export function completeHands(state: TanniState): HandsCompleted {
  const stock = state.stock;
  return { type: 'hands-completed', hands: deal(stock, 0, 12, nextSeat(state.dealer)), kitty: stock.slice(12, 14) };
}
