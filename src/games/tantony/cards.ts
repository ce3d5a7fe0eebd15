import { RANKS, deckOf, rankOf, suitOf, type Card, type Rank } from '../cards';

/** TANTONY-1/13: the cards in play, their strength (A high) and their values. */

/** TANTONY-1: rank strength, 2 lowest, A highest. */
const STRENGTH: Record<Rank, number> = {
  '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, '7': 7, '8': 8, '9': 9, '10': 10, J: 11, Q: 12, K: 13, A: 14,
};

export function strength(c: Card): number {
  return STRENGTH[rankOf(c)];
}

/** TANTONY-1: 2–10 at face value, J 15, Q 20, K 25, A 30. */
const TEAM_VALUES: Record<Rank, number> = {
  '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, '7': 7, '8': 8, '9': 9, '10': 10, J: 15, Q: 20, K: 25, A: 30,
};

/** TANTONY-13: 2–6 at face value, J 10, Q 15, K 20, A 25 (7–10 are out of the deck). */
const THREE_PLAYER_VALUES: Record<Rank, number> = {
  '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, '7': 0, '8': 0, '9': 0, '10': 0, J: 10, Q: 15, K: 20, A: 25,
};

export function cardValue(c: Card, threePlayer: boolean): number {
  return (threePlayer ? THREE_PLAYER_VALUES : TEAM_VALUES)[rankOf(c)];
}

/** TANTONY-13: the three-player deck drops 7, 8, 9 and 10 (36 cards). */
export const THREE_PLAYER_RANKS: readonly Rank[] = RANKS.filter((r) => !['7', '8', '9', '10'].includes(r));

/** The decks in their fixed order before the shuffle: suit by suit S H D C, ranks A 2 3 … K. */
export const FULL_DECK: readonly Card[] = deckOf(RANKS);
export const THREE_PLAYER_DECK: readonly Card[] = deckOf(THREE_PLAYER_RANKS);

/** Display order for a hand: suit by suit (S H D C), high to low within a suit (precomputed: views
 * sort hands on every request). */
const DISPLAY_ORDER: ReadonlyMap<Card, number> = new Map(
  FULL_DECK.map((c) => [c, 'SHDC'.indexOf(suitOf(c)) * 100 - strength(c)]),
);

export function sortHand(cards: readonly Card[]): Card[] {
  return cards.slice().sort((a, b) => DISPLAY_ORDER.get(a)! - DISPLAY_ORDER.get(b)!);
}
