import type { Seat } from '../../engine';
import { SUITS, type Card } from '../../games/tanni/cards';
import type { TanniAction } from '../../games/tanni/events';
import { strength, suitOf, teamOf } from './table';

/** Points a card of the first 4 adds to what its holder's team can expect as bid winner (by strength 0..7). */
const WORTH = [0, 0.1, 0.7, 0.85, 0.1, 0.6, 0.8, 2.75];

/**
 * TANNI-5 from hand strength: what the team of a bid winner holding these 4 cards (and choosing
 * trump after 3 more) can expect to take, in points, its own pairs counted. A least-squares fit on
 * 3,000 rounds the basic bots played out with the opener as bid winner (residual s.d. 5.5 points):
 * a Jack is worth most, then length, K and Q (pairs), 9, A; 10, 8 and 7 add almost nothing.
 */
export function expectedPoints(hand: readonly Card[]): number {
  let v = BASE;
  for (const c of hand) v += WORTH[strength(c)]!;
  const longest = Math.max(...SUITS.map((s) => hand.filter((c) => suitOf(c) === s).length));
  return v + LENGTH * (longest - 1);
}
export const BASE = 13.4;
export const LENGTH = 1.6;

/** TANNI-12: cards sure to win a trick without trumps, led in turn: the unbroken top of each suit. */
export function sureWinners(hand: readonly Card[]): number {
  let n = 0;
  for (const s of SUITS) {
    const held = hand.filter((c) => suitOf(c) === s).map(strength).sort((a, b) => b - a);
    for (let top = 7, i = 0; i < held.length && held[i] === top; i++, top--) n++;
  }
  return n;
}

/**
 * The basic bidder: Tanni with four sure winners; otherwise bid on (the lowest legal bid) while
 * `expectedPoints` covers it, overbid a partner only when clearly stronger, pass otherwise. `high`
 * is the high bid in points.
 */
export function basicCall(hand: readonly Card[], high: { seat: Seat; value: number } | null, seat: Seat, moves: readonly TanniAction[]): TanniAction {
  const tanni = moves.find((m) => m.type === 'call-tanni');
  if (tanni && hand.length === 4 && sureWinners(hand) === 4) return tanni;
  const bids = moves.filter((m): m is Extract<TanniAction, { type: 'bid' }> => m.type === 'bid');
  const pass = moves.find((m) => m.type === 'pass');
  const lowest = bids[0];
  if (!pass) return lowest ?? tanni!; // the opener's first turn: bid the least
  if (!lowest) return pass;
  const limit = expectedPoints(hand) - 0.5 - (high !== null && teamOf(high.seat) === teamOf(seat) ? 4 : 0);
  return lowest.value <= limit ? lowest : pass;
}
