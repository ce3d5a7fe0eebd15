import { t } from '../i18n';

/**
 * Card ids as the API spells them. Tango: suit letter G/Y/P/R then 1–10, or `ROSE`. The others:
 * rank (A 2–10 J Q K; Tanni J 9 A 10 K Q 8 7) then suit S/H/D/C.
 */
export type TangoSuit = 'G' | 'Y' | 'P' | 'R';
export type StandardSuit = 'S' | 'H' | 'D' | 'C';
export type Suit = TangoSuit | StandardSuit;

export interface ParsedCard {
  readonly id: string;
  /** `ROSE`, a number (Tango) or a rank letter/number. */
  readonly rank: string;
  /** null for the Rose, the one card with no suit. */
  readonly suit: Suit | null;
}

/** Suit names in the current language ("green", "verde", "초록"; "spades", "picas", "스페이드"). */
export const suitName = (suit: Suit): string => t(`suit.${suit}`);

const RANKS_NAMED = new Set(['A', 'J', 'Q', 'K']);
const rankName = (rank: string): string => (RANKS_NAMED.has(rank) ? t(`rank.${rank as 'A' | 'J' | 'Q' | 'K'}`) : rank);

export function parseCard(id: string): ParsedCard {
  if (id === 'ROSE') return { id, rank: 'ROSE', suit: null };
  const tango = /^([GYPR])(\d+)$/.exec(id);
  if (tango) return { id, rank: tango[2]!, suit: tango[1] as TangoSuit };
  const standard = /^(10|[2-9AJQK])([SHDC])$/.exec(id);
  if (standard) return { id, rank: standard[1]!, suit: standard[2] as StandardSuit };
  return { id, rank: id, suit: null };
}

/** What a screen reader says for a card, in the current language: "green 7", "the Rose", "queen of spades". */
export function cardName(id: string): string {
  const card = parseCard(id);
  if (card.rank === 'ROSE') return t('card.rose');
  if (!card.suit) return id;
  if (card.suit === 'G' || card.suit === 'Y' || card.suit === 'P' || card.suit === 'R') return t('card.tango', { suit: suitName(card.suit), rank: card.rank });
  return t('card.standard', { rank: rankName(card.rank), suit: suitName(card.suit) });
}

/** Sorts a hand: by suit in `suitOrder` (suitless cards first), then by `rankOrder` within a suit. */
export function sortCards(cards: readonly string[], suitOrder: readonly string[], rankOrder: readonly string[]): string[] {
  const key = (id: string) => {
    const card = parseCard(id);
    const suit = card.suit === null ? -1 : suitOrder.indexOf(card.suit);
    return suit * 100 + rankOrder.indexOf(card.rank);
  };
  return [...cards].sort((a, b) => key(a) - key(b));
}
