import { SUITS, rankOf, suitName, suitOf, type Card, type Suit } from '../cards';

/** TANNI-2: ranks from strongest to weakest. */
export const TANNI_RANKS = ['J', '9', 'A', '10', 'K', 'Q', '8', '7'] as const;
export type TanniRank = (typeof TANNI_RANKS)[number];

/** The seven ranks every suit has (TANNI-1); the 7 exists in two suits only. */
const FULL_SUIT = ['J', '9', 'A', '10', 'K', 'Q', '8'] as const;

const STRENGTH: Readonly<Record<string, number>> = { J: 7, '9': 6, A: 5, '10': 4, K: 3, Q: 2, '8': 1, '7': 0 };

/** TANNI-2 points in integer quarter points: J 3, 9 2, A 1, 10 1, K ¼, Q ¼, 8 and 7 nothing. */
const QUARTERS: Readonly<Record<string, number>> = { J: 12, '9': 8, A: 4, '10': 4, K: 1, Q: 1, '8': 0, '7': 0 };

/** Quarter points per displayed point (TANNI-2: the arithmetic is done in quarters). */
export const QUARTER = 4;
/** The whole deck is worth 30 points (TANNI-16). */
export const DECK_QUARTERS = 30 * QUARTER;

/** Quarter points as the API shows them: 74 → 18.5, 1 → 0.25 (always exact in binary). */
export const toPoints = (quarters: number): number => quarters / QUARTER;

/**
 * TANNI-1: the deck of a game whose sevens are `sevens`, in its canonical order (the order the
 * deal shuffles): suits S H D C, within a suit J 9 A 10 K Q 8, then the 7 if that suit has one.
 * Built once per pair of sevens and shared: read-only.
 */
export function deckFor(sevens: readonly Suit[]): readonly Card[] {
  const key = sevens.join('');
  let deck = DECKS.get(key);
  if (!deck) {
    deck = SUITS.flatMap((s) => [...FULL_SUIT.map((r) => `${r}${s}`), ...(sevens.includes(s) ? [`7${s}`] : [])]);
    DECKS.set(key, deck);
  }
  return deck;
}

/** The decks built so far, by their sevens (six possible pairs): each round's deal starts from one. */
const DECKS = new Map<string, Card[]>();

/**
 * Every card of every Tanni deck but the sevens (28), with its strength and quarter points: a card
 * played is looked up once here instead of slicing its rank out (the replay path does this for
 * every card, several times).
 */
const NON_SEVENS = new Map<string, { readonly strength: number; readonly quarters: number }>(
  SUITS.flatMap((s) => FULL_SUIT.map((r) => [`${r}${s}`, { strength: STRENGTH[r]!, quarters: QUARTERS[r]! }] as const)),
);

/** Is `c` a card of the deck of a game with these sevens (TANNI-1)? */
export function isTanniCard(sevens: readonly Suit[], c: unknown): c is Card {
  // The usual answer first (one lookup); sevens and anything else take the full check below.
  if (typeof c === 'string' && NON_SEVENS.has(c)) return true;
  return isTanniCardSlow(sevens, c);
}

function isTanniCardSlow(sevens: readonly Suit[], c: unknown): c is Card {
  if (typeof c !== 'string' || c.length < 2) return false;
  const suit = suitOf(c);
  const rank = rankOf(c);
  if (!(SUITS as readonly string[]).includes(suit) || !(rank in STRENGTH)) return false;
  return rank !== '7' || sevens.includes(suit);
}

export function isSuit(s: unknown): s is Suit {
  return typeof s === 'string' && (SUITS as readonly string[]).includes(s);
}

/** TANNI-2: a higher number is a stronger card within its suit. */
export function strength(c: Card): number {
  return NON_SEVENS.get(c)?.strength ?? STRENGTH[rankOf(c)]!;
}

export function cardQuarters(c: Card): number {
  return NON_SEVENS.get(c)?.quarters ?? QUARTERS[rankOf(c)]!;
}

export function sumQuarters(cards: readonly Card[]): number {
  let sum = 0;
  for (let i = 0; i < cards.length; i++) sum += cardQuarters(cards[i]!);
  return sum;
}

export const king = (s: Suit): Card => `K${s}`;
export const queen = (s: Suit): Card => `Q${s}`;

export { SUITS, suitName, suitOf, type Card, type Suit };
