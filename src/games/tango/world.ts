import type { Seat } from '../../engine';
import { tangoSuit, type TangoCard, type TangoSuit } from './cards';
import type { TangoView } from './schema';
import { other, type CompletedTrick, type Pile, type Play, type Swap, type TangoState } from './state';

/**
 * A possible world for search (src/bots): the full state a seat's view is consistent with, once the
 * cards it cannot see are filled in. Pure, and built only from the view and those cards, so a bot
 * that searches it sees nothing its seat may not see. Fields no rule reads after the deal
 * (`options.firstDealer`) take a fixed value.
 */
export interface TangoHidden {
  /** The other seat's hand, whole (the cards a public swap put there included). */
  readonly hand: readonly TangoCard[];
  /** Each seat's face-down pile cards by pile (null where the view shows no face-down card). */
  readonly faceDown: readonly (readonly (TangoCard | null)[])[];
}

export function tangoWorld(view: TangoView, seat: Seat, hidden: TangoHidden): unknown {
  const plays = (ps: TangoView['trick']['plays']): Play[] => ps.map((p) => ({ seat: p.seat, card: p.card, from: p.from }));
  const tricks: CompletedTrick[] = view.tricks.map((t) => ({ number: t.number, leader: t.leader, plays: plays(t.plays), winner: t.winner }));
  const won: TangoCard[][] = [[], []];
  for (const t of tricks) for (const p of t.plays) won[t.winner]!.push(p.card);
  const hands: TangoCard[][] = [[], []];
  hands[seat] = view.hand!.slice();
  hands[other(seat)] = hidden.hand.slice();
  const state: TangoState = {
    options: { variant: view.variant, firstDealer: 0 },
    phase: view.phase,
    round: view.round,
    dealer: view.dealer,
    style: view.styleCard,
    hands,
    piles: view.players.map((p, s) => p.piles.map((pile, i): Pile => ({ down: pile.faceDown ? hidden.faceDown[s]![i]! : null, up: pile.faceUp }))),
    trick: { number: view.trick.number, leader: view.trick.leader, plays: plays(view.trick.plays) },
    tricks,
    swaps: view.swaps.map((s): Swap => (s.swapped ? { afterTrick: s.afterTrick, seat: s.seat, swapped: true, gave: s.gave!, took: s.took! } : { afterTrick: s.afterTrick, seat: s.seat, swapped: false })),
    won,
    swapper: view.swapper,
    roses: view.players.map((p) => p.roses),
    totals: view.players.map((p) => p.total),
    rounds: view.rounds.map((r) => ({ round: r.round, dealer: r.dealer, scores: r.scores.slice(), roseTo: r.roseTo, totals: r.totals.slice() })),
    winner: view.winner,
  };
  return state;
}

/**
 * What the seat `seat` knows at a table, read from a world (or a real state) without copying: the
 * light input of a bot's play-out policy, which runs at every step of a search where building the
 * full view would cost more than the rules. Public facts and `seat`'s own hand only.
 */
export interface TangoTable {
  readonly phase: TangoState['phase'];
  readonly trump: TangoSuit | null;
  readonly style: TangoCard | null;
  readonly hand: readonly TangoCard[];
  readonly trick: TangoState['trick'];
  /** The face-up pile cards of each seat (null where a pile shows none). */
  readonly faceUp: readonly (readonly (TangoCard | null)[])[];
  /** Tricks this round so far. */
  readonly tricksDone: number;
}

export function tangoTable(world: unknown, seat: Seat): TangoTable {
  const s = world as TangoState;
  return {
    phase: s.phase,
    trump: s.style === null ? null : tangoSuit(s.style),
    style: s.style,
    hand: s.hands[seat]!,
    trick: s.trick,
    faceUp: s.piles.map((ps) => ps.map((p) => p.up)),
    tricksDone: s.tricks.length,
  };
}
