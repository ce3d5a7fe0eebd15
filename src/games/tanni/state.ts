import type { Mutable, Seat } from '../../engine';
import type { Card, Suit } from './cards';
import type { Play, Trick } from '../tricks';

export type FirstDealer = 0 | 1 | 2 | 3 | 'random';

export interface TanniOptions {
  /** TANNI-3/15: match points a team needs to win the game (display units). */
  readonly target: number;
  readonly firstDealer: FirstDealer;
}

/** Team 0 is seats {0, 2} ("team A"), team 1 is seats {1, 3} ("team B"). */
export type Team = 0 | 1;
export const teamOf = (seat: Seat): Team => (seat % 2) as Team;
export const otherTeam = (team: Team): Team => (1 - team) as Team;
export const nextSeat = (seat: Seat): Seat => (seat + 1) % 4;
export const SEATS: readonly Seat[] = [0, 1, 2, 3];

/** One call of the auction (TANNI-5); bid values in quarter points. */
export type Call =
  | { readonly seat: Seat; readonly type: 'bid'; readonly value: number }
  | { readonly seat: Seat; readonly type: 'pass' }
  | { readonly seat: Seat; readonly type: 'call-tanni' };

export interface Auction {
  readonly opener: Seat;
  /** Whose call is awaited; null once the auction is over. */
  readonly turn: Seat | null;
  readonly high: { readonly seat: Seat; readonly value: number } | null;
  readonly passed: readonly boolean[];
  readonly calls: readonly Call[];
}

/** The outcome of the auction: a bid (value in quarters) or a Tanni call (TANNI-12, worth 30). */
export interface Contract {
  readonly kind: 'bid' | 'tanni';
  readonly seat: Seat;
  readonly value: number;
}

export type { Play, Trick };

export interface CompletedTrick extends Trick {
  readonly winner: Seat;
  /** Quarter points of the four cards. */
  readonly points: number;
}

export interface Pair {
  readonly seat: Seat;
  readonly suit: Suit;
}

/** A declared pair as scored (TANNI-11): trump or not is settled from the actual trump suit. */
export interface ScoredPair extends Pair {
  readonly team: Team;
  readonly trump: boolean;
  /** Quarter points added to the bid (negative for the bid team's pairs). */
  readonly adjustment: number;
}

/** What a scored round leaves behind (TANNI-13/14); points in quarters. */
export interface RoundSummary {
  readonly round: number;
  readonly dealer: Seat;
  readonly kind: 'bid' | 'tanni';
  readonly bidder: Seat;
  readonly bidTeam: Team;
  readonly bid: number;
  readonly trump: Suit | null;
  readonly pairs: readonly ScoredPair[];
  readonly adjustedBid: number;
  readonly kitty: readonly Card[];
  readonly kittyPoints: number;
  /** Points of a hidden trump card that was never played (TANNI-13; cannot happen in a legal round). */
  readonly unplayedTrumpPoints: number;
  /** Points of each team: trick points, plus kitty and unplayed trump card for the bid team. */
  readonly points: readonly [number, number];
  readonly tricksWon: readonly [number, number];
  readonly made: boolean;
  readonly scoringTeam: Team;
  readonly gained: number;
  /** Match points of both teams after this round. */
  readonly matchPoints: readonly [number, number];
}

/** `dealing` only before the first deal. The round is scored inside the call that ends it. */
export type Phase = 'dealing' | 'auction' | 'trump' | 'play' | 'finished';

export interface TanniState {
  readonly options: TanniOptions;
  readonly phase: Phase;
  /** TANNI-1: the two suits whose 7 is in the deck (S H D C order), fixed for the game. */
  readonly sevens: readonly Suit[];
  readonly round: number;
  readonly dealer: Seat;
  readonly hands: readonly (readonly Card[])[];
  /** Undealt cards in deal order: the second deal then the kitty (TANNI-6); never dealt in Tanni. */
  readonly stock: readonly Card[];
  readonly kitty: readonly Card[];
  readonly auction: Auction | null;
  readonly contract: Contract | null;
  /** TANNI-7: the face-down trump card, out of the bid winner's hand while trump is hidden. */
  readonly hidden: Card | null;
  /** The card chosen as trump this round (its suit is trump); public only once trump is open. */
  readonly trumpCard: Card | null;
  readonly trumpOpen: boolean;
  readonly openedBy: Seat | null;
  /** TANNI-9: the card the bid winner must play now (trump opened on their turn). */
  readonly forced: Card | null;
  readonly trick: Trick;
  readonly tricks: readonly CompletedTrick[];
  readonly pairs: readonly Pair[];
  /** Trick points (quarters) each team won this round. */
  readonly points: readonly [number, number];
  readonly tricksWon: readonly [number, number];
  /** Match points (quarters) of each team. */
  readonly matchPoints: readonly [number, number];
  readonly rounds: readonly RoundSummary[];
  readonly winner: Team | null;
}

export function initialState(options: TanniOptions): TanniState {
  return {
    options,
    phase: 'dealing',
    sevens: [],
    round: 0,
    dealer: 0,
    hands: [[], [], [], []],
    stock: [],
    kitty: [],
    auction: null,
    contract: null,
    hidden: null,
    trumpCard: null,
    trumpOpen: false,
    openedBy: null,
    forced: null,
    trick: { number: 0, leader: 0, plays: [] },
    tricks: [],
    pairs: [],
    points: [0, 0],
    tricksWon: [0, 0],
    matchPoints: [0, 0],
    rounds: [],
    winner: null,
  };
}

/**
 * A fresh copy of `s` for `evolve` to change before anyone else sees it. Written out field by field:
 * V8 copies an object literal like this many times faster than `{ ...s }`, and every state then
 * shares one shape. (The compiler insists on every field, so a new field cannot be forgotten here.)
 */
export function copyState(s: TanniState): Mutable<TanniState> {
  return {
    options: s.options,
    phase: s.phase,
    sevens: s.sevens,
    round: s.round,
    dealer: s.dealer,
    hands: s.hands,
    stock: s.stock,
    kitty: s.kitty,
    auction: s.auction,
    contract: s.contract,
    hidden: s.hidden,
    trumpCard: s.trumpCard,
    trumpOpen: s.trumpOpen,
    openedBy: s.openedBy,
    forced: s.forced,
    trick: s.trick,
    tricks: s.tricks,
    pairs: s.pairs,
    points: s.points,
    tricksWon: s.tricksWon,
    matchPoints: s.matchPoints,
    rounds: s.rounds,
    winner: s.winner,
  };
}

/** TANNI-8/12: 7 tricks in a normal round, 4 in a Tanni round. */
export const tricksInRound = (state: TanniState): number => (state.contract?.kind === 'tanni' ? 4 : 7);

/** The trump suit, whether open or not (internal: views decide who may see it). */
export const trumpSuit = (state: TanniState): Suit | null => (state.trumpCard === null ? null : (state.trumpCard.slice(-1) as Suit));
