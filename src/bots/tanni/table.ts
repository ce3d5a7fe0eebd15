import type { Seat } from '../../engine';
import { QUARTER, cardQuarters, strength, suitOf, type Card, type Suit } from '../../games/tanni/cards';
import type { TanniView } from '../../games/tanni/view-schema';
import type { TanniTable } from '../../games/tanni/world';

const q = (points: number) => Math.round(points * QUARTER);

/** The table a seat's view shows: what the play-out policy reads from a world, read from the view. */
export function tableFromView(view: TanniView): TanniTable {
  const bidder = view.contract?.seat ?? null;
  const mine = view.viewer !== null && bidder === view.viewer;
  const trump: Suit | null = view.trump.open ? view.trump.suit : mine && view.hiddenTrump ? suitOf(view.hiddenTrump) : null;
  const tricksWon: [number, number] = [0, 0];
  for (const p of view.players) tricksWon[p.team] += p.tricksWon;
  return {
    phase: view.phase,
    hand: view.hand ?? [],
    contract: view.contract && { kind: view.contract.kind, seat: view.contract.seat, value: q(view.contract.value) },
    high: view.auction?.highBid ? { seat: view.auction.highBid.seat, value: q(view.auction.highBid.value) } : null,
    trump,
    trumpOpen: view.trump.open,
    trick: view.trick ?? { number: 0, leader: (view.dealer + 1) % 4, plays: [] },
    tricksDone: view.tricks.length,
    points: [q(view.roundPoints[0]!), q(view.roundPoints[1]!)],
    tricksWon,
  };
}

export const teamOf = (seat: Seat): 0 | 1 => (seat % 2) as 0 | 1;
export const points = (c: Card): number => cardQuarters(c);
export { strength, suitOf };

/** TANNI-10 on a list of plays; `trump` counts only when open. */
export function winnerOf(plays: readonly { seat: Seat; card: Card }[], trump: Suit | null): Seat {
  const lead = suitOf(plays[0]!.card);
  const suit = trump !== null && plays.some((p) => suitOf(p.card) === trump) ? trump : lead;
  let best = -1;
  let seat = plays[0]!.seat;
  for (const p of plays) {
    if (suitOf(p.card) === suit && strength(p.card) > best) {
      best = strength(p.card);
      seat = p.seat;
    }
  }
  return seat;
}

/** How good `suit` would be as trump for this hand: strong cards and length (basic and expert bids). */
export function trumpWeight(hand: readonly Card[], suit: Suit): number {
  let v = 0;
  for (const c of hand) if (suitOf(c) === suit) v += 1 + TRUMP_WEIGHT[strength(c)]!;
  return v;
}

/** By strength 0..7 (7 8 Q K 10 A 9 J). */
const TRUMP_WEIGHT = [0.2, 0.3, 0.5, 0.6, 1.2, 1.5, 2.5, 3];
