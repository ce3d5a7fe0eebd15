import type { Seat } from '../../engine';
import type { TadpoleState } from './state';

/**
 * The cards whose identity `seat` (null: a spectator) may not know now, from the rules' Visibility
 * section alone: the other players' hands, the Extra Pile, the face-down Bongle cards and the Tadpole
 * deck waiting to be dealt. A card that has been face up in public (flipped, tied, played) is known by
 * everyone for good, even after a rebuild hides it in a hand or the Extra Pile again.
 * Written apart from view.ts on purpose: it is the oracle of the leak audit.
 */
export function secretCards(state: TadpoleState, seat: Seat | null): string[] {
  const hidden = [
    ...state.hands.flatMap((hand, owner) => (owner === seat ? [] : hand)),
    ...state.extra,
    ...state.decks.red,
    ...state.decks.black,
    ...state.tadpole,
  ];
  const known = new Set(state.revealed);
  return hidden.filter((c) => !known.has(c));
}
