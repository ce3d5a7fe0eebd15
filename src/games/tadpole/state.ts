import type { Mutable, Seat } from '../../engine';
import type { Play as BasePlay, Trick as BaseTrick } from '../tricks';
import { type Card, type DeckName, type Suit, TADPOLE_CARDS, bongleCards } from './cards';

export interface TadpoleOptions {
  readonly firstDealer: 0 | 1 | 2 | 'random';
}

export const SEATS = 3;

/** Where a played card came from: the hand, the top face-down card of a Bongle deck, or a deck's
 * flipped card (TADPOLE-8: only once that deck has no face-down card left). */
export type PlaySource = 'hand' | 'bongle' | 'flipped';

export interface Play extends BasePlay {
  readonly from: PlaySource;
  /** The Bongle deck of a blind play; null for a card from hand. */
  readonly deck: DeckName | null;
}

export type Trick = BaseTrick<Play>;

export interface CompletedTrick extends Trick {
  readonly winner: Seat;
}

export interface Pair<T> {
  readonly red: T;
  readonly black: T;
}

export interface RoundSummary {
  readonly round: number;
  readonly dealer: Seat;
  readonly tricksWon: readonly number[];
}

export type EndReason = 'no-card-to-play' | 'round-cannot-be-set-up';

export type Phase = 'dealing' | 'play' | 'finished';

export interface TadpoleState {
  readonly options: TadpoleOptions;
  readonly phase: Phase;
  readonly round: number;
  readonly dealer: Seat;
  /** Face-down Bongle cards, index 0 on top (TADPOLE-2). Never refilled (TADPOLE-13). */
  readonly decks: Pair<readonly Card[]>;
  /** This round's unplayed flipped cards beside their decks (TADPOLE-4). */
  readonly flipped: Pair<Card | null>;
  /** Cards flipped and tied this round, moved into the Tadpole deck (TADPOLE-4). */
  readonly tied: readonly Card[];
  /** Trump for the trick being played; null means no trump (TADPOLE-11). */
  readonly trump: Suit | null;
  /** The Tadpole deck between a rebuild and the deal (TADPOLE-5, TADPOLE-13); unordered. */
  readonly tadpole: readonly Card[];
  readonly hands: readonly (readonly Card[])[];
  /** The face-down Extra Pile (TADPOLE-5): never used until the next rebuild. */
  readonly extra: readonly Card[];
  readonly trick: Trick;
  /** This round's completed tricks. */
  readonly tricks: readonly CompletedTrick[];
  /** Points: one per trick won, carried over between rounds (TADPOLE-10, TADPOLE-12). */
  readonly scores: readonly number[];
  readonly rounds: readonly RoundSummary[];
  /** The cards of the trick cut short by the game end (TADPOLE-14), unscored. */
  readonly discarded: readonly Card[];
  readonly endReason: EndReason | null;
  /** Cards that have been face up in public at least once (flipped or played): for the leak audit. */
  readonly revealed: readonly Card[];
}

export function initialState(options: TadpoleOptions): TadpoleState {
  return {
    options,
    phase: 'dealing',
    round: 0,
    dealer: 0,
    decks: { red: bongleCards('red'), black: bongleCards('black') },
    flipped: { red: null, black: null },
    tied: [],
    trump: null,
    tadpole: TADPOLE_CARDS.slice(),
    hands: [[], [], []],
    extra: [],
    trick: { number: 0, leader: 0, plays: [] },
    tricks: [],
    scores: [0, 0, 0],
    rounds: [],
    discarded: [],
    endReason: null,
    revealed: [],
  };
}

export const nextSeat = (seat: Seat): Seat => (seat + 1) % SEATS;

/**
 * A fresh copy of `s` for `evolve` to change before anyone else sees it. Written out field by field:
 * V8 copies an object literal like this many times faster than `{ ...s }`, and every state then
 * shares one shape. (The compiler insists on every field, so a new field cannot be forgotten here.)
 */
export function copyState(s: TadpoleState): Mutable<TadpoleState> {
  return {
    options: s.options,
    phase: s.phase,
    round: s.round,
    dealer: s.dealer,
    decks: s.decks,
    flipped: s.flipped,
    tied: s.tied,
    trump: s.trump,
    tadpole: s.tadpole,
    hands: s.hands,
    extra: s.extra,
    trick: s.trick,
    tricks: s.tricks,
    scores: s.scores,
    rounds: s.rounds,
    discarded: s.discarded,
    endReason: s.endReason,
    revealed: s.revealed,
  };
}
