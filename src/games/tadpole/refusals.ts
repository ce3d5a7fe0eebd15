/** Every `illegal-action` reason Tadpole's rules answer, with the rules cited (docs/games/tadpole.md). */
export const tadpoleRefusals = {
  'unknown-card': ['TADPOLE-1'],
  'card-not-held': ['TADPOLE-7'],
  'must-follow-suit': ['TADPOLE-7'],
  'must-lead-from-hand': ['TADPOLE-9'],
  'bongle-deck-empty': ['TADPOLE-8'],
} as const;

/** Whose turn it is: the order of play in a trick (TADPOLE-6). */
export const tadpoleTurnRule = (): string => 'TADPOLE-6';
