import type { Mutable, Seat } from '../../engine';
import type { TangoCard } from './cards';
import type { Play as BasePlay, Trick as BaseTrick } from '../tricks';

export type Variant = 'roses' | 'long';

export interface TangoOptions {
  readonly variant: Variant;
  readonly firstDealer: 0 | 1 | 'random';
}

/** A pile (TANGO-4): a face-down bottom under a face-up top. A played top leaves `up` empty until
 * the end of the trick turns the bottom face up (TANGO-11.2). */
export interface Pile {
  readonly down: TangoCard | null;
  readonly up: TangoCard | null;
}

export interface Play extends BasePlay {
  readonly card: TangoCard;
  readonly from: 'hand' | 'pile';
}

export type Trick = BaseTrick<Play>;

export interface CompletedTrick extends Trick {
  readonly winner: Seat;
}

export type Swap =
  | { readonly afterTrick: number; readonly seat: Seat; readonly swapped: true; readonly gave: TangoCard; readonly took: TangoCard }
  | { readonly afterTrick: number; readonly seat: Seat; readonly swapped: false };

export interface RoundResult {
  readonly round: number;
  readonly dealer: Seat;
  readonly scores: readonly number[];
  /** Who gained a rose token this round (TANGO-13/14), if anyone. */
  readonly roseTo: Seat | null;
  readonly totals: readonly number[];
}

export type Phase = 'dealing' | 'play' | 'swap' | 'finished';

export interface TangoState {
  readonly options: TangoOptions;
  readonly phase: Phase;
  readonly round: number;
  readonly dealer: Seat;
  readonly style: TangoCard | null;
  readonly hands: readonly (readonly TangoCard[])[];
  readonly piles: readonly (readonly Pile[])[];
  readonly trick: Trick;
  readonly tricks: readonly CompletedTrick[];
  readonly swaps: readonly Swap[];
  /** Cards each seat won this round. */
  readonly won: readonly (readonly TangoCard[])[];
  /** The seat deciding on the Style swap (phase `swap`). */
  readonly swapper: Seat | null;
  readonly roses: readonly number[];
  /** Long variant running totals (TANGO-14); in `roses` they stay 0. */
  readonly totals: readonly number[];
  readonly rounds: readonly RoundResult[];
  readonly winner: Seat | null;
}

export function initialState(options: TangoOptions): TangoState {
  return {
    options,
    phase: 'dealing',
    round: 0,
    dealer: 0,
    style: null,
    hands: [[], []],
    piles: [[], []],
    trick: { number: 0, leader: 0, plays: [] },
    tricks: [],
    swaps: [],
    won: [[], []],
    swapper: null,
    roses: [0, 0],
    totals: [0, 0],
    rounds: [],
    winner: null,
  };
}

export const other = (seat: Seat): Seat => 1 - seat;

/**
 * A fresh copy of `s` for `evolve` to change before anyone else sees it. Written out field by field:
 * V8 copies an object literal like this many times faster than `{ ...s }`, and every state then
 * shares one shape. (The compiler insists on every field, so a new field cannot be forgotten here.)
 */
export function copyState(s: TangoState): Mutable<TangoState> {
  return {
    options: s.options,
    phase: s.phase,
    round: s.round,
    dealer: s.dealer,
    style: s.style,
    hands: s.hands,
    piles: s.piles,
    trick: s.trick,
    tricks: s.tricks,
    swaps: s.swaps,
    won: s.won,
    swapper: s.swapper,
    roses: s.roses,
    totals: s.totals,
    rounds: s.rounds,
    winner: s.winner,
  };
}
