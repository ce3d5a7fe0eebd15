import type { Seat } from '../../engine';
import type { TangoAction } from './events';
import type { TangoState } from './state';

/**
 * What a Tango seat might try now (`legal-moves?explain=1`): while the Style swap is open, swapping
 * each card of its hand (the Rose included: TANGO-11 refuses it) or keeping the card; otherwise
 * playing each card of its hand and each face-up card of its piles (TANGO-6, 8 say which).
 */
export function tangoAttempts(state: TangoState, seat: Seat): TangoAction[] {
  const hand = state.hands[seat] ?? [];
  if (state.phase === 'swap' && state.swapper === seat) return [...hand.map((card): TangoAction => ({ type: 'swap-style', card })), { type: 'decline-swap' }];
  const faceUp = (state.piles[seat] ?? []).flatMap((p) => (p.up === null ? [] : [p.up]));
  return [...hand, ...faceUp].map((card): TangoAction => ({ type: 'play', card }));
}
