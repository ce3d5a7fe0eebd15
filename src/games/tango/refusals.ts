import type { TangoState } from './state';

/** Every `illegal-action` reason Tango's rules answer, with the rules cited (docs/games/tango.md). */
export const tangoRefusals = {
  'unknown-card': ['TANGO-1'],
  'card-not-available': ['TANGO-6'],
  'must-follow-suit': ['TANGO-8'],
  'swap-pending': ['TANGO-11'],
  'no-swap-pending': ['TANGO-11'],
  'rose-cannot-be-style': ['TANGO-11'],
  'card-not-held': ['TANGO-11'],
} as const;

/** Whose turn it is: the trick loser's while the Style swap is open (TANGO-11), else the play order (TANGO-6). */
export const tangoTurnRule = (state: TangoState): string => (state.phase === 'swap' ? 'TANGO-11' : 'TANGO-6');
