import type { TantonyState } from './state';

/** Every `illegal-action` reason Tantony's rules answer, with the rules cited (docs/games/tantony.md). */
export const tantonyRefusals = {
  'unknown-card': ['TANTONY-1', 'TANTONY-13'],
  'card-not-held': ['TANTONY-5'],
  'must-follow-suit': ['TANTONY-5'],
  'gift-pending': ['TANTONY-6'],
  'no-gift-pending': ['TANTONY-6'],
  'no-such-seat': ['TANTONY-6'],
  'receiver-full': ['TANTONY-6'],
} as const;

/** Whose turn it is: the trick winner's gift (TANTONY-6), else the order of play (TANTONY-5). */
export const tantonyTurnRule = (state: TantonyState): string => (state.phase === 'give' ? 'TANTONY-6' : 'TANTONY-5');
