import type { Seat } from '../../engine';
import type { Card } from './cards';
import type { TanniState } from './state';

/**
 * The oracle of the leak audit, from the Tanni "Visibility" rules alone: the cards whose identity
 * `seat` (null: a spectator) may not know now. Cards that were shown in this round (a declared pair,
 * the opened trump card) are public even while they sit in a hand; a new deal makes every card
 * unknown again.
 */
export function secretCards(state: TanniState, seat: Seat | null): string[] {
  const shown = new Set<Card>();
  for (const p of state.pairs) {
    shown.add(`K${p.suit}`);
    shown.add(`Q${p.suit}`);
  }
  if (state.trumpOpen && state.trumpCard !== null) shown.add(state.trumpCard);

  const secret: Card[] = [];
  // Private: the other players' hands.
  state.hands.forEach((hand, owner) => {
    if (owner === seat) return;
    for (const c of hand) if (!shown.has(c)) secret.push(c);
  });
  // The face-down trump card: known to the bid winner alone (TANNI-7).
  if (state.hidden !== null && (seat === null || seat !== state.contract?.seat)) secret.push(state.hidden);
  // The kitty, until its round is scored (TANNI-6); the undealt cards and deck order, always.
  const scored = state.rounds.length > 0 && state.rounds[state.rounds.length - 1]!.round === state.round;
  if (!scored) secret.push(...state.kitty);
  secret.push(...state.stock);
  return secret;
}
