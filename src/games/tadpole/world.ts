import type { Seat } from '../../engine';
import type { Card, Suit } from './cards';
import type { TadpoleView } from './schema';
import type { Pair, Play, TadpoleState, Trick } from './state';

/**
 * A possible world for search (src/bots): the full state a seat's view is consistent with, once the
 * cards it cannot see are filled in. Pure, built only from the view and those cards. `revealed`
 * (kept for the leak audit, read by no rule) and `options.firstDealer` are left empty.
 */
export interface TadpoleHidden {
  /** Every seat's hand (the viewer's own is taken from the view). */
  readonly hands: readonly (readonly Card[])[];
  readonly extra: readonly Card[];
  /** The face-down Bongle cards of each deck, top first. */
  readonly decks: Pair<readonly Card[]>;
  /** The Tadpole deck waiting to be dealt (only ever non-empty once the game is over). */
  readonly tadpole?: readonly Card[];
}

export function tadpoleWorld(view: TadpoleView, seat: Seat, hidden: TadpoleHidden): unknown {
  const plays = (t: { plays: readonly Play[] }): Play[] => t.plays.map((p) => ({ seat: p.seat, card: p.card, from: p.from, deck: p.deck }));
  const state: TadpoleState = {
    options: { firstDealer: 0 },
    phase: view.phase,
    round: view.round,
    dealer: view.dealer,
    decks: { red: hidden.decks.red.slice(), black: hidden.decks.black.slice() },
    flipped: { red: view.bongle.red.flipped, black: view.bongle.black.flipped },
    tied: view.tiedCards.slice(),
    trump: view.trump,
    tadpole: hidden.tadpole?.slice() ?? [],
    hands: hidden.hands.map((h, s) => (s === seat ? view.hand!.slice() : h.slice())),
    extra: hidden.extra.slice(),
    trick: { number: view.trick.number, leader: view.trick.leader, plays: plays(view.trick) },
    tricks: view.tricks.map((t) => ({ number: t.number, leader: t.leader, plays: plays(t), winner: t.winner })),
    scores: view.players.map((p) => p.score),
    rounds: view.rounds.map((r) => ({ round: r.round, dealer: r.dealer, tricksWon: r.tricksWon.slice() })),
    discarded: view.discarded.slice(),
    endReason: view.endReason,
    revealed: [],
  };
  return state;
}

/** What `seat` knows at the table, read from a world without copying: a play-out policy's input. */
export interface TadpoleTable {
  readonly hand: readonly Card[];
  readonly trump: Suit | null;
  readonly trick: Trick;
  /** Face-down cards left in each Bongle deck, and the flipped cards beside them. */
  readonly faceDown: Pair<number>;
  readonly flipped: Pair<Card | null>;
  readonly handSizes: readonly number[];
}

export function tadpoleTable(world: unknown, seat: Seat): TadpoleTable {
  const s = world as TadpoleState;
  return {
    hand: s.hands[seat]!,
    trump: s.trump,
    trick: s.trick,
    faceDown: { red: s.decks.red.length, black: s.decks.black.length },
    flipped: s.flipped,
    handSizes: s.hands.map((h) => h.length),
  };
}
