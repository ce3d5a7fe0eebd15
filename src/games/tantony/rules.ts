import type { Seat } from '../../engine';
import { suitName, suitOf, type Card, type Suit } from '../cards';
import { strength } from './cards';
import { layoutOf, type Exchange, type Play, type TantonyState, type Trick } from './state';

/** Plays go clockwise from the leader (rules README "Conventions"). */
export function seatToPlay(trick: Trick, seats: number): Seat {
  return (trick.leader + trick.plays.length) % seats;
}

export function leadSuit(trick: Pick<Trick, 'plays'>): Suit | null {
  const first = trick.plays[0];
  return first ? suitOf(first.card) : null;
}

export type PlayCheck = { ok: true } | { ok: false; code: string; rule: string; message: string };

/** TANTONY-5: follow suit if you can; otherwise play any card. */
export function checkFollow(trick: Trick, hand: readonly Card[], card: Card): PlayCheck {
  const lead = leadSuit(trick);
  if (lead === null || suitOf(card) === lead) return { ok: true };
  const following = hand.filter((c) => suitOf(c) === lead);
  if (following.length === 0) return { ok: true };
  return { ok: false, code: 'must-follow-suit', rule: 'TANTONY-5', message: `must follow ${suitName(lead)}: you hold ${following.join(', ')}` };
}

export function legalPlays(state: TantonyState, seat: Seat): Card[] {
  const trick = state.trick;
  if (state.phase !== 'play' || trick === null || seatToPlay(trick, layoutOf(state.options).seats) !== seat) return [];
  const hand = state.hands[seat]!;
  return hand.filter((c) => checkFollow(trick, hand, c).ok);
}

/** The plays of the led suit (the lead card is always one of them). */
function following(plays: readonly Play[]): Play[] {
  const lead = suitOf(plays[0]!.card);
  return plays.filter((p) => suitOf(p.card) === lead);
}

/** TANTONY-5: no trumps; the highest card of the led suit wins. */
export function trickWinner(plays: readonly Play[]): Play {
  return following(plays).reduce((best, p) => (strength(p.card) > strength(best.card) ? p : best));
}

/** TANTONY-7: the lowest-value card of the led suit (values rise with rank within a suit, so the
 * lowest rank); the lead card itself when nobody followed. */
export function runtOf(plays: readonly Play[]): Play {
  return following(plays).reduce((low, p) => (strength(p.card) < strength(low.card) ? p : low));
}

/** TANTONY-6/13: the seats that may still receive a trick this round (fewer than `cap` received). */
export function eligibleReceivers(state: TantonyState): Seat[] {
  const { cap } = layoutOf(state.options);
  const out: Seat[] = [];
  state.runts.forEach((r, s) => {
    if (r.length < cap) out.push(s);
  });
  return out;
}

/** TANTONY-9: the winner takes the runt, the runt's player takes the winner's card, everyone else
 * takes back their own card; when the winner's card is the runt, everyone takes back their own. */
export function exchangeOf(trick: Trick, seats: number): Exchange {
  const win = trickWinner(trick.plays);
  const runt = runtOf(trick.plays);
  const takes: string[] = Array.from({ length: seats }, () => '');
  for (const p of trick.plays) takes[p.seat] = p.card;
  if (win.seat !== runt.seat) {
    takes[win.seat] = runt.card;
    takes[runt.seat] = win.card;
  }
  return { trick: trick.number, winner: win.seat, winnerCard: win.card, runt: runt.card, runtSeat: runt.seat, takes };
}
