/**
 * Standard 52-card ids shared by Tanni, Tadpole and Tantony (rules README, "Conventions"):
 * rank then suit, rank in A 2..10 J Q K, suit in S H D C. `10H`, `AS`, `QD`.
 */
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Suit = (typeof SUITS)[number];
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export type Rank = (typeof RANKS)[number];
export type Card = string;

const SUIT_NAMES: Record<Suit, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };

export function card(rank: Rank, suit: Suit): Card {
  return `${rank}${suit}`;
}

export function suitOf(c: Card): Suit {
  return c[c.length - 1] as Suit;
}

export function rankOf(c: Card): Rank {
  return c.slice(0, -1) as Rank;
}

export function suitName(s: Suit): string {
  return SUIT_NAMES[s];
}

export function isRed(s: Suit): boolean {
  return s === 'H' || s === 'D';
}

/** Every card of the given ranks in every suit, suit by suit in S H D C order. */
export function deckOf(ranks: readonly Rank[]): Card[] {
  return SUITS.flatMap((s) => ranks.map((r) => card(r, s)));
}

export const STANDARD_DECK: readonly Card[] = deckOf(RANKS);

export function isStandardCard(c: string): boolean {
  return STANDARD_DECK.includes(c);
}

/** `hand` without the first occurrence of `c` (a new array). */
export function without<T>(hand: readonly T[], c: T): T[] {
  const i = hand.indexOf(c);
  const out = hand.slice();
  if (i >= 0) out.splice(i, 1);
  return out;
}

/** Replaces element `i` of an array, returning a new array (state is never mutated). */
export function replaceAt<T>(items: readonly T[], i: number, value: T): T[] {
  const out = items.slice();
  out[i] = value;
  return out;
}

/** Deals `cards` one at a time to `players` hands, starting with `first` and going round. */
export function dealRound(cards: readonly Card[], players: number, first: number, perPlayer: number): Card[][] {
  const hands: Card[][] = Array.from({ length: players }, () => []);
  for (let k = 0; k < perPlayer * players; k++) hands[(first + k) % players]!.push(cards[k]!);
  return hands;
}
