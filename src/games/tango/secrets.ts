import type { Seat } from '../../engine';
import { other, type TangoState } from './state';

/**
 * The cards `seat` may not know now (TANGO "Visibility"), from the state alone and independently of
 * view.ts, for leak audits: every face-down pile card (hidden from its owner too), and the cards of
 * the other hand(s) except those a public swap put there (the old Style card the loser took).
 * Once the game is finished nothing is secret.
 */
export function secretCards(state: TangoState, seat: Seat | null): string[] {
  if (state.phase === 'finished') return [];
  const swappedIn = new Set(state.swaps.flatMap((s) => (s.swapped ? [s.took] : [])));
  const faceDown = state.piles.flat().flatMap((p) => (p.down === null ? [] : [p.down]));
  const hidden = seat === null ? [0, 1] : [other(seat)];
  const hands = hidden.flatMap((s) => state.hands[s]!.filter((c) => !swappedIn.has(c)));
  return [...faceDown, ...hands];
}
