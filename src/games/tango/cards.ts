/** Tango cards (TANGO-1): suit letter then number, `G7`, `R10`, and the suitless `ROSE`. */
export const TANGO_SUITS = ['G', 'Y', 'P', 'R'] as const;
export type TangoSuit = (typeof TANGO_SUITS)[number];
export type TangoCard = string;
export const ROSE = 'ROSE';

const NAMES: Record<TangoSuit, string> = { G: 'green', Y: 'yellow', P: 'purple', R: 'red' };

export const TANGO_DECK: readonly TangoCard[] = [
  ...TANGO_SUITS.flatMap((s) => Array.from({ length: 10 }, (_, i) => `${s}${i + 1}`)),
  ROSE,
];

// Looked up and read by character, not parsed: the rules and every step of a bot's search ask these
// (issue 29: a decision spent more on slicing card names than on the trick logic).
const DECK_SET: ReadonlySet<string> = new Set(TANGO_DECK);

export function isTangoCard(c: string): boolean {
  return DECK_SET.has(c);
}

export function tangoSuit(c: TangoCard): TangoSuit | null {
  return c === ROSE ? null : (c[0] as TangoSuit);
}

export function tangoNumber(c: TangoCard): number {
  if (c === ROSE) return 0;
  if (c.length === 2) {
    const digit = c.charCodeAt(1) - 48;
    if (digit >= 1 && digit <= 9) return digit;
  } else if (c.length === 3 && c.charCodeAt(1) === 49 && c.charCodeAt(2) === 48) return 10;
  return Number(c.slice(1));
}

export function suitLabel(s: TangoSuit): string {
  return NAMES[s];
}

/** TANGO-12: the points a won card is worth. */
export function cardPoints(c: TangoCard): number {
  if (c === ROSE) return 2;
  const n = tangoNumber(c);
  if (n === 1 || n === 2 || n === 8) return 1;
  if (n === 9 || n === 10) return -1;
  return 0;
}
