import type { Seat } from '../../engine';
import { ROSE, cardPoints, suitLabel, tangoNumber, tangoSuit, type TangoCard, type TangoSuit } from './cards';
import { other, type Play, type TangoState, type Trick } from './state';

/** TANGO-6: plays 1 and 3 are the leader's, 2 and 4 the opponent's; 1–2 from hand, 3–4 from piles. */
export function seatToPlay(trick: Trick): Seat {
  return trick.plays.length % 2 === 0 ? trick.leader : other(trick.leader);
}

export function sourceOfNextPlay(trick: Trick): 'hand' | 'pile' {
  return trick.plays.length < 2 ? 'hand' : 'pile';
}

/** The cards a seat may draw on for a source: its hand, or its face-up pile tops (TANGO-6). */
export function cardsIn(state: TangoState, seat: Seat, source: 'hand' | 'pile'): TangoCard[] {
  if (source === 'hand') return state.hands[seat]!.slice();
  const up: TangoCard[] = [];
  for (const p of state.piles[seat]!) if (p.up !== null) up.push(p.up);
  return up;
}

/** TANGO-7: the suit of the first card, none when the ROSE leads. */
export function leadSuit(trick: Trick): TangoSuit | null {
  const first = trick.plays[0];
  return first ? tangoSuit(first.card) : null;
}

export type PlayCheck = { ok: true } | { ok: false; rule: string; code: string; message: string };

/** TANGO-8/9: the suit a seat drawing on `available` must follow; null when it may play any card. */
function suitToFollow(trick: Trick, available: readonly TangoCard[]): TangoSuit | null {
  const lead = leadSuit(trick);
  return lead !== null && available.some((c) => tangoSuit(c) === lead) ? lead : null;
}

/** TANGO-8/9: may `card` be played now from `source`? The ROSE may always be played. */
export function checkFollow(trick: Trick, available: readonly TangoCard[], card: TangoCard, source: 'hand' | 'pile'): PlayCheck {
  const suit = suitToFollow(trick, available);
  if (suit === null || card === ROSE || tangoSuit(card) === suit) return { ok: true };
  const where = source === 'hand' ? 'you hold' : 'your face-up piles show';
  const following = available.filter((c) => tangoSuit(c) === suit);
  return {
    ok: false,
    rule: 'TANGO-8',
    code: 'must-follow-suit',
    message: `must follow ${suitLabel(suit)}: ${where} ${following.join(', ')}`,
  };
}

export function legalPlays(state: TangoState, seat: Seat): TangoCard[] {
  const available = cardsIn(state, seat, sourceOfNextPlay(state.trick));
  // The same rule as checkFollow, without building a refusal per card that may not be played.
  const suit = suitToFollow(state.trick, available);
  return suit === null ? available : available.filter((c) => c === ROSE || tangoSuit(c) === suit);
}

/** TANGO-10: the highest trump (the ROSE counts as trump 0) if any, else the highest of the lead suit. */
export function trickWinner(plays: readonly Play[], trump: TangoSuit): Seat {
  const trumps = plays.filter((p) => p.card === ROSE || tangoSuit(p.card) === trump);
  const lead = tangoSuit(plays[0]!.card);
  const contenders = trumps.length > 0 ? trumps : plays.filter((p) => tangoSuit(p.card) === lead);
  let best = contenders[0]!;
  for (const p of contenders) if (tangoNumber(p.card) > tangoNumber(best.card)) best = p;
  return best.seat;
}

/** TANGO-12: +1 per trick won and the points of the cards won. */
export function roundScore(won: readonly TangoCard[]): number {
  const tricks = won.length / 4;
  return tricks + won.reduce((sum, c) => sum + cardPoints(c), 0);
}

/** TANGO-13/14: who gains a rose token at the end of a round, and the running totals with this
 * round added (before the reset that follows a rose token). */
export function awardRose(
  state: TangoState,
  scores: readonly number[],
): { roseTo: Seat | null; totals: number[] } {
  if (state.options.variant === 'roses') {
    let roseTo: Seat;
    if (scores[0] !== scores[1]) roseTo = scores[0]! > scores[1]! ? 0 : 1;
    else roseTo = state.won[0]!.includes(ROSE) ? 0 : 1; // the ROSE is always won by someone
    return { roseTo, totals: [0, 0] };
  }
  const totals = [state.totals[0]! + scores[0]!, state.totals[1]! + scores[1]!];
  const reached = [0, 1].filter((s) => totals[s]! >= 20);
  let roseTo: Seat | null = null;
  if (reached.length === 1) roseTo = reached[0]!;
  else if (reached.length === 2 && totals[0] !== totals[1]) roseTo = totals[0]! > totals[1]! ? 0 : 1;
  return { roseTo, totals };
}
