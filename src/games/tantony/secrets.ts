import type { Seat } from '../../engine';
import type { TantonyState } from './state';

/**
 * The cards whose identity `seat` (null: a spectator) may not know now — the oracle of the leak audit,
 * written from the Visibility rules, not from view.ts.
 *
 * Only the first deal is ever secret (TANTONY-3): a card stops being secret once it is played, and
 * every card is played during round 1 (all hands are played out, TANTONY-9/13). So from round 2 on,
 * and once the game is over, nothing is secret — the face-down trick cards that form the next hands
 * were all played face up first, and each trick's receiver is public. In round 1 the secrets are the
 * cards still in the other players' hands (unplayed by construction: a played card leaves the hand).
 */
export function secretCards(state: TantonyState, seat: Seat | null): string[] {
  if (state.phase === 'finished' || state.round !== 1) return [];
  const out: string[] = [];
  state.hands.forEach((hand, s) => {
    if (s !== seat) out.push(...hand);
  });
  return out;
}
