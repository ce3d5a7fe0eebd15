import type { TanniState } from './state';

/** Every `illegal-action` reason Tanni's rules answer, with the rules cited (docs/games/tanni.md). */
export const tanniRefusals = {
  'bid-off-grid': ['TANNI-5'],
  'bid-too-low': ['TANNI-5'],
  'bid-too-high': ['TANNI-5'],
  'opener-must-bid': ['TANNI-5'],
  'auction-over': ['TANNI-5'],
  'no-trump-to-choose': ['TANNI-7'],
  'card-not-held': ['TANNI-7', 'TANNI-8'],
  'not-playing': ['TANNI-8', 'TANNI-11'],
  'unknown-card': ['TANNI-1'],
  'must-follow-suit': ['TANNI-8'],
  'trump-card-hidden': ['TANNI-9'],
  'must-play-trump-card': ['TANNI-9'],
  'no-pairs-in-tanni': ['TANNI-12'],
  'pair-already-declared': ['TANNI-11'],
  'pair-not-held': ['TANNI-11'],
  'team-has-no-trick': ['TANNI-11'],
} as const;

/** Whose turn it is: the auction's order (TANNI-5), the bid winner's trump choice (TANNI-7), the tricks' (TANNI-8). */
export function tanniTurnRule(state: TanniState): string {
  if (state.phase === 'auction') return 'TANNI-5';
  if (state.phase === 'trump') return 'TANNI-7';
  return 'TANNI-8';
}
