import type { Seat } from '../../engine';
import { ROSE, cardPoints, tangoNumber, tangoSuit, type TangoCard, type TangoSuit } from '../../games/tango/cards';
import type { TangoView } from '../../games/tango/schema';
import type { TangoTable } from '../../games/tango/world';

/** The table a seat's view shows: what the play-out policy reads from a world, read from the view. */
export function tableFromView(view: TangoView): TangoTable {
  return {
    phase: view.phase,
    trump: view.trump,
    style: view.styleCard,
    hand: view.hand ?? [],
    trick: view.trick,
    faceUp: view.players.map((p) => p.piles.map((pile) => pile.faceUp)),
    tricksDone: view.tricks.length,
  };
}

export interface TangoPlay {
  readonly seat: Seat;
  readonly card: TangoCard;
}

export const isTrump = (c: TangoCard, trump: TangoSuit | null): boolean => c === ROSE || tangoSuit(c) === trump;

/** TANGO-10 on a list of plays (the ROSE is trump 0). */
export function winnerOf(plays: readonly TangoPlay[], trump: TangoSuit | null): Seat {
  const lead = tangoSuit(plays[0]!.card);
  let best: TangoPlay | null = null;
  let bestTrump = false;
  for (const p of plays) {
    const t = isTrump(p.card, trump);
    if (!t && tangoSuit(p.card) !== lead) continue;
    if (best === null || (t && !bestTrump) || (t === bestTrump && tangoNumber(p.card) > tangoNumber(best.card))) {
      best = p;
      bestTrump = t;
    }
  }
  return best!.seat;
}

/** TANGO-12: what a trick of these cards is worth to its winner. */
export function trickWorth(cards: readonly TangoCard[]): number {
  let v = 1;
  for (const c of cards) v += cardPoints(c);
  return v;
}

/** TANGO-8: the cards of `available` that may follow a trick led with `lead` (null: anything goes). */
export function mayFollow(available: readonly TangoCard[], lead: TangoSuit | null): TangoCard[] {
  if (lead === null) return available.slice();
  const following = available.filter((c) => tangoSuit(c) === lead);
  return following.length === 0 ? available.slice() : available.filter((c) => c === ROSE || tangoSuit(c) === lead);
}
