import type { Seat } from '../../engine';
import type { TadpoleAction } from './events';
import type { TadpoleState } from './state';

/**
 * What a Tadpole seat might try now (`legal-moves?explain=1`): each card of its hand (TADPOLE-7 says
 * which follow) and a blind play from either Bongle deck (TADPOLE-8, 9 say when).
 */
export function tadpoleAttempts(state: TadpoleState, seat: Seat): TadpoleAction[] {
  const plays = (state.hands[seat] ?? []).map((card): TadpoleAction => ({ type: 'play', card }));
  return [...plays, { type: 'play-bongle', deck: 'red' }, { type: 'play-bongle', deck: 'black' }];
}
