import type { Seat } from '../../engine';
import type { TangoAction } from '../../games/tango/events';
import { ROSE, cardPoints, tangoNumber, tangoSuit, type TangoCard, type TangoSuit } from '../../games/tango/cards';
import type { TangoTable } from '../../games/tango/world';
import { bestOf, explore } from '../choice';
import type { Rng } from '../rng';
import { isTrump, mayFollow, trickWorth, winnerOf, type TangoPlay } from './table';

/**
 * The rule-of-thumb Tango player (`basic`, and the play-outs of `expert`): it scores every legal
 * move and takes the best. A trick's last three plays come from hand and face-up piles, mostly in
 * plain sight, so it looks ahead through them (a tiny minimax over the visible pile cards); a lead
 * goes low and keeps trumps and point cards; the Style swap makes trump the suit it is strongest in.
 */
export function rankTango(t: TangoTable, seat: Seat, moves: readonly TangoAction[]): number[] {
  if (moves[0]!.type !== 'play') return rankSwap(t, seat, moves);
  const plays = t.trick.plays;
  const cards = moves.map((m) => (m.type === 'play' ? m.card : ''));
  const trump = t.trump;
  const opp = 1 - seat;
  const lead = plays.length === 0 ? null : tangoSuit(plays[0]!.card);
  switch (plays.length) {
    case 3:
      return cards.map((c) => payoff([...plays, { seat, card: c }], seat, trump) - cost(c, trump));
    case 2: {
      const replies = mayFollow(faceUpOf(t, opp), lead);
      return cards.map((c) => {
        const after = [...plays, { seat, card: c }];
        return worst(replies, (r) => payoff([...after, { seat: opp, card: r }], seat, trump)) - cost(c, trump);
      });
    }
    case 1: {
      // The leader plays from their piles, then this seat from its own: both in sight.
      const theirs = mayFollow(faceUpOf(t, opp), lead);
      const ownUp = faceUpOf(t, seat);
      return cards.map((c) => {
        const after = [...plays, { seat, card: c }];
        const mine = ownUp.filter((m) => m !== c);
        return (
          worst(theirs, (r) => {
            const three = [...after, { seat: opp, card: r }];
            return best(mayFollow(mine, lead), (m) => payoff([...three, { seat, card: m }], seat, trump) - cost(m, trump) * 0.5);
          }) - cost(c, trump)
        );
      });
    }
    default:
      return cards.map((c) => leadScore(c, trump));
  }
}

/** The move `rankTango` likes best; with probability `epsilon` a random one (play-outs). */
export function tangoPolicy(t: TangoTable, seat: Seat, moves: readonly TangoAction[], rng: Rng | null, epsilon = 0): TangoAction {
  return explore(rng, epsilon, moves) ?? bestOf(moves, rankTango(t, seat, moves));
}

function faceUpOf(t: TangoTable, s: Seat): TangoCard[] {
  return t.faceUp[s]!.filter((c): c is TangoCard => c !== null);
}

function payoff(plays: readonly TangoPlay[], seat: Seat, trump: TangoSuit | null): number {
  const worth = trickWorth(plays.map((p) => p.card));
  return winnerOf(plays, trump) === seat ? worth : -worth;
}

/** What spending a card costs in later tricks: trumps most, high cards more than low ones. */
function cost(c: TangoCard, trump: TangoSuit | null): number {
  if (c === ROSE) return 0.6;
  return isTrump(c, trump) ? 0.5 + tangoNumber(c) * 0.06 : tangoNumber(c) * 0.02;
}

function leadScore(c: TangoCard, trump: TangoSuit | null): number {
  if (c === ROSE) return -20; // the lowest trump, worth 2 to whoever wins it
  const n = tangoNumber(c);
  return -(isTrump(c, trump) ? 6 + n : n) - 3 * Math.max(0, cardPoints(c)) + (cardPoints(c) < 0 ? 1 : 0);
}

function worst(xs: readonly TangoCard[], f: (c: TangoCard) => number): number {
  let v = Infinity;
  for (const x of xs) v = Math.min(v, f(x));
  return xs.length === 0 ? 0 : v;
}

function best(xs: readonly TangoCard[], f: (c: TangoCard) => number): number {
  let v = -Infinity;
  for (const x of xs) v = Math.max(v, f(x));
  return xs.length === 0 ? 0 : v;
}

/** How good `suit` is as trump for someone holding `cards` (the ROSE is always a trump). */
function trumpPower(suit: TangoSuit, cards: readonly TangoCard[]): number {
  let v = 0;
  for (const c of cards) if (c !== ROSE && tangoSuit(c) === suit) v += 1 + tangoNumber(c) / 5;
  return v;
}

/** TANGO-11: swap the Style card for the hand card whose suit makes the strongest trump, or decline. */
function rankSwap(t: TangoTable, seat: Seat, moves: readonly TangoAction[]): number[] {
  const style = t.style!;
  const mine = [...t.hand, ...t.faceUp[seat]!.filter((c): c is TangoCard => c !== null)];
  const theirs = t.faceUp[1 - seat]!.filter((c): c is TangoCard => c !== null);
  const edge = (suit: TangoSuit, held: readonly TangoCard[]) => trumpPower(suit, held) - 0.7 * trumpPower(suit, theirs);
  const now = edge(tangoSuit(style)!, mine);
  return moves.map((m) => {
    if (m.type !== 'swap-style') return 0.5; // declining needs a reason to swap to be beaten
    const c = m.card;
    const held = [...mine.filter((x) => x !== c), style];
    return edge(tangoSuit(c)!, held) - now + 0.5 * (cardPoints(style) - cardPoints(c));
  });
}
