import type { Seat } from '../../engine';
import type { TantonyAction } from './events';
import type { TantonyState } from './state';

/**
 * What a Tantony seat might try now (`legal-moves?explain=1`): while it gives a trick, giving it to
 * each seat (TANTONY-6 says who has room), and always each card of its hand (TANTONY-5: follow suit).
 */
export function tantonyAttempts(state: TantonyState, seat: Seat): TantonyAction[] {
  const plays = (state.hands[seat] ?? []).map((card): TantonyAction => ({ type: 'play', card }));
  if (state.phase === 'give' && state.giver === seat) return [...state.hands.map((_, to): TantonyAction => ({ type: 'give-trick', to })), ...plays];
  return plays;
}
