import type { Seat } from '../../engine';
import { QUARTER, type Card, type Suit } from './cards';
import type { TanniView } from './view-schema';
import { nextSeat, teamOf, trumpSuit, type Call, type TanniState, type Trick } from './state';

/**
 * A possible world for search (src/bots): the full state a seat's view is consistent with, once the
 * cards it cannot see are filled in. Pure, built only from the view and those cards. Fields no rule
 * reads (`options.firstDealer`, the summaries of earlier rounds) are left empty.
 */
export interface TanniHidden {
  /** Every seat's hand (the viewer's own is taken from the view); shown cards included. */
  readonly hands: readonly (readonly Card[])[];
  /** The face-down trump card, when one lies face down and the viewer did not lay it. */
  readonly hidden: Card | null;
  readonly kitty: readonly Card[];
  /** The undealt cards in deal order (the second deal, then the kitty), during the auction. */
  readonly stock: readonly Card[];
}

const q = (points: number): number => Math.round(points * QUARTER);

export function tanniWorld(view: TanniView, seat: Seat, hidden: TanniHidden): unknown {
  const bidder = view.contract?.seat ?? null;
  const faceDown = view.trump.faceDown ? (bidder === seat ? view.hiddenTrump : hidden.hidden) : null;
  const a = view.auction;
  const opener = nextSeat(view.dealer);
  const plays = (t: { plays: readonly { seat: number; card: string }[] }) => t.plays.map((p) => ({ seat: p.seat, card: p.card }));
  const trick: Trick = view.trick ? { number: view.trick.number, leader: view.trick.leader, plays: plays(view.trick) } : { number: 0, leader: opener, plays: [] };
  const tricksWon: [number, number] = [0, 0];
  for (const p of view.players) tricksWon[teamOf(p.seat)] += p.tricksWon;
  const state: TanniState = {
    options: { target: view.target, firstDealer: 0 },
    phase: view.phase,
    sevens: view.sevens.slice(),
    round: view.round,
    dealer: view.dealer,
    hands: hidden.hands.map((h, s) => (s === seat ? view.hand!.slice() : h.slice())),
    stock: hidden.stock.slice(),
    kitty: hidden.kitty.slice(),
    auction:
      a === null
        ? null
        : {
            opener: a.opener,
            turn: a.turn,
            high: a.highBid === null ? null : { seat: a.highBid.seat, value: q(a.highBid.value) },
            passed: a.passed.slice(),
            calls: a.calls.map((c): Call => (c.type === 'bid' ? { seat: c.seat, type: 'bid', value: q(c.value!) } : { seat: c.seat, type: c.type })),
          },
    contract: view.contract && { kind: view.contract.kind, seat: view.contract.seat, value: q(view.contract.value) },
    hidden: faceDown,
    trumpCard: view.trump.open ? view.trump.card : faceDown,
    trumpOpen: view.trump.open,
    openedBy: view.trump.openedBy,
    forced: view.forced,
    trick,
    tricks: view.tricks.map((t) => ({ number: t.number, leader: t.leader, plays: plays(t), winner: t.winner, points: q(t.points) })),
    pairs: view.pairs.map((p) => ({ seat: p.seat, suit: p.suit })),
    points: [q(view.roundPoints[0]!), q(view.roundPoints[1]!)],
    tricksWon,
    matchPoints: [q(view.matchPoints[0]!), q(view.matchPoints[1]!)],
    rounds: [],
    winner: view.winner === null ? null : view.winner.team,
  };
  return state;
}

/** What `seat` knows at the table, read from a world without copying: a play-out policy's input. */
export interface TanniTable {
  readonly phase: TanniState['phase'];
  readonly hand: readonly Card[];
  readonly contract: TanniState['contract'];
  /** The high bid of the auction (quarter points), while it runs. */
  readonly high: { readonly seat: Seat; readonly value: number } | null;
  /** The trump suit as `seat` knows it: once open, or always for the bid winner; else null. */
  readonly trump: Suit | null;
  readonly trumpOpen: boolean;
  readonly trick: Trick;
  readonly tricksDone: number;
  /** Quarter points each team has won in tricks this round. */
  readonly points: readonly [number, number];
  readonly tricksWon: readonly [number, number];
}

export function tanniTable(world: unknown, seat: Seat): TanniTable {
  const s = world as TanniState;
  const knows = s.trumpOpen || (s.contract !== null && s.contract.seat === seat);
  return {
    phase: s.phase,
    hand: s.hands[seat]!,
    contract: s.contract,
    high: s.auction?.high ?? null,
    trump: knows ? trumpSuit(s) : null,
    trumpOpen: s.trumpOpen,
    trick: s.trick,
    tricksDone: s.tricks.length,
    points: s.points,
    tricksWon: s.tricksWon,
  };
}
