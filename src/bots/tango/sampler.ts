import type { Seat } from '../../engine';
import { ROSE, TANGO_DECK, tangoSuit, type TangoCard, type TangoSuit } from '../../games/tango/cards';
import type { TangoView } from '../../games/tango/schema';
import type { TangoHidden } from '../../games/tango/world';
import { constrainedDeal } from '../deal';
import type { Rng } from '../rng';

/**
 * What a Tango seat can infer about the cards it cannot see, and worlds drawn from it:
 *
 * - the unseen cards are the 41 less its hand, the Style card, every face-up pile card and every card
 *   played this round (a new round is a new deal: earlier rounds tell nothing);
 * - a card the opponent took in a public swap (the old Style card) is in their hand until it shows;
 * - an opponent who played a card of another suit from hand (play 2) to a trick with a lead suit,
 *   and not the ROSE, holds none of that suit (TANGO-8); the only cards that reach a hand after the
 *   deal are swapped Style cards, which are known, so the void holds for every unseen card;
 * - face-down pile cards are unknown to their owner too: any unseen card may lie there.
 */
export function tangoSampler(view: TangoView, seat: Seat): (rng: Rng) => TangoHidden {
  const opp = 1 - seat;
  const seen = new Set<TangoCard>([...view.hand!, ...(view.styleCard ? [view.styleCard] : [])]);
  for (const p of view.players) for (const pile of p.piles) if (pile.faceUp) seen.add(pile.faceUp);
  for (const t of [...view.tricks, view.trick]) for (const p of t.plays) seen.add(p.card);
  const known = new Set<TangoCard>();
  for (const s of view.swaps) if (s.swapped && s.seat === opp && !seen.has(s.took!)) known.add(s.took!);
  const voids = new Set<TangoSuit>();
  for (const t of [...view.tricks, view.trick]) {
    const lead = t.plays[0] ? tangoSuit(t.plays[0].card) : null;
    const second = t.plays[1];
    if (lead !== null && second && second.seat === opp && second.card !== ROSE && tangoSuit(second.card) !== lead) voids.add(lead);
  }
  const unseen = TANGO_DECK.filter((c) => !seen.has(c) && !known.has(c));
  const slots: Array<{ seat: Seat; pile: number }> = [];
  view.players.forEach((p, s) => p.piles.forEach((pile, i) => pile.faceDown && slots.push({ seat: s, pile: i })));
  const handRoom = view.players[opp]!.handSize - known.size;
  const sizes = [handRoom, slots.length];
  const mayHold = (c: TangoCard, slot: number) => slot !== 0 || c === ROSE || !voids.has(tangoSuit(c)!);
  return (rng) => {
    const dealt = constrainedDeal(unseen, sizes, mayHold, rng) ?? constrainedDeal(unseen, sizes, () => true, rng)!;
    const faceDown: (TangoCard | null)[][] = view.players.map((p) => p.piles.map(() => null));
    slots.forEach((slot, i) => (faceDown[slot.seat]![slot.pile] = dealt[1]![i]!));
    return { hand: [...known, ...dealt[0]!], faceDown };
  };
}
