import { RANKS, STANDARD_DECK, SUITS, card, rankOf, suitOf, type Card, type Rank, type Suit } from '../cards';

/** TADPOLE-2: the two Bongle decks, named by colour. */
export const DECKS = ['red', 'black'] as const;
export type DeckName = (typeof DECKS)[number];

/** TADPOLE-2: 4–9 of every suit form the Tadpole deck; the other ranks form the Bongle decks. */
export const TADPOLE_RANKS: readonly Rank[] = ['4', '5', '6', '7', '8', '9'];
export const BONGLE_RANKS: readonly Rank[] = ['A', '2', '3', '10', 'J', 'Q', 'K'];

const DECK_SUITS: Record<DeckName, readonly Suit[]> = { red: ['H', 'D'], black: ['S', 'C'] };

/** The 24 Tadpole cards in canonical order (suit by suit S H D C, ranks ascending). */
export const TADPOLE_CARDS: readonly Card[] = SUITS.flatMap((s) => TADPOLE_RANKS.map((r) => card(r, s)));

/** The 14 cards of a Bongle deck in canonical order (H then D for red, S then C for black), before shuffling. */
export function bongleCards(deck: DeckName): Card[] {
  return DECK_SUITS[deck].flatMap((s) => BONGLE_RANKS.map((r) => card(r, s)));
}

/** TADPOLE-1: aces are low, kings high: A=1, 2..10, J=11, Q=12, K=13. */
export function rankValue(c: Card): number {
  return RANKS.indexOf(rankOf(c)) + 1;
}

/** A deterministic order for a pile whose order must not carry information (TADPOLE-5, TADPOLE-13). */
const ORDER = new Map(STANDARD_DECK.map((c, i) => [c, i]));
export function canonicalOrder(cards: readonly Card[]): Card[] {
  return cards.slice().sort((a, b) => ORDER.get(a)! - ORDER.get(b)!);
}

export { suitOf, type Card, type Suit };
