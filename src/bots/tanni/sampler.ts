import type { Seat } from '../../engine';
import { deckFor, suitOf, type Card, type Suit } from '../../games/tanni/cards';
import type { TanniView } from '../../games/tanni/view-schema';
import type { TanniHidden } from '../../games/tanni/world';
import { constrainedDeal } from '../deal';
import type { Rng } from '../rng';

/**
 * What a Tanni seat can infer about the cards it cannot see, and worlds drawn from it:
 *
 * - the deck is the game's (its two sevens are public); each round is a new deal;
 * - seen: its own hand (and its face-down trump card, if it laid it), every card played this round,
 *   and each player's shown cards (declared pairs, the opened trump card), which stay in that hand;
 * - a player who did not follow the led suit holds none of it in hand (TANNI-8; a face-down trump
 *   card does not count for following, so it may be of any suit);
 * - the rest lies in the other hands, the face-down trump card, the kitty and the undealt stock.
 */
export function tanniSampler(view: TanniView, seat: Seat): (rng: Rng) => TanniHidden {
  const bidder = view.contract?.seat ?? null;
  const mine = view.hand ?? [];
  const seen = new Set<Card>(mine);
  if (view.hiddenTrump) seen.add(view.hiddenTrump);
  const tricks = view.trick ? [...view.tricks, view.trick] : view.tricks;
  for (const t of tricks) for (const p of t.plays) seen.add(p.card);
  for (const p of view.players) for (const c of p.shown) seen.add(c);
  const voids: Set<Suit>[] = view.players.map(() => new Set<Suit>());
  for (const t of tricks) {
    const lead = t.plays[0] ? suitOf(t.plays[0].card) : null;
    for (const p of t.plays.slice(1)) if (suitOf(p.card) !== lead) voids[p.seat]!.add(lead!);
  }
  const unseen = deckFor(view.sevens).filter((c) => !seen.has(c));
  const others = view.players.filter((p) => p.seat !== seat);
  const hiddenSlot = view.trump.faceDown && bidder !== seat ? 1 : 0;
  const sizes = [...others.map((p) => p.handSize - p.shown.length), hiddenSlot, view.kittySize];
  const stock = unseen.length - sizes.reduce((a, b) => a + b, 0);
  sizes.push(stock);
  const mayHold = (c: Card, slot: number) => slot >= others.length || !voids[others[slot]!.seat]!.has(suitOf(c));
  return (rng) => {
    const dealt = constrainedDeal(unseen, sizes, mayHold, rng) ?? constrainedDeal(unseen, sizes, () => true, rng)!;
    const hands: Card[][] = view.players.map(() => []);
    hands[seat] = mine.slice();
    others.forEach((p, i) => (hands[p.seat] = [...p.shown, ...dealt[i]!]));
    const n = others.length;
    return { hands, hidden: hiddenSlot ? dealt[n]![0]! : null, kitty: dealt[n + 1]!, stock: dealt[n + 2]! };
  };
}
