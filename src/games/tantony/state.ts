import type { GameResult, Mutable, Seat } from '../../engine';
import type { Card } from '../cards';
import type { Play, Trick } from '../tricks';

export type Variant = 'teams' | 'split-partner' | 'three-player';

export interface TantonyOptions {
  readonly variant: Variant;
  readonly firstDealer: Seat | 'random';
}

/** What a variant changes (TANTONY-2, 11, 12, 13). */
export interface Layout {
  readonly seats: number;
  /** Cards per hand = tricks per round. */
  readonly tricks: number;
  /** The most tricks one player may receive in a round (TANTONY-6, 13). */
  readonly cap: number;
  readonly rounds: number;
  /** TANTONY-9: the 13th trick is exchanged, not given (none in three-player, TANTONY-13). */
  readonly exchange: boolean;
  /** TANTONY-11/13: the total that ends the game early after round r is thresholds[r - 1]. */
  readonly thresholds: readonly number[];
  readonly threePlayer: boolean;
}

const LAYOUTS: Record<Variant, Layout> = {
  teams: { seats: 4, tricks: 13, cap: 3, rounds: 4, exchange: true, thresholds: [60, 120, 180], threePlayer: false },
  'split-partner': { seats: 4, tricks: 13, cap: 3, rounds: 4, exchange: true, thresholds: [], threePlayer: false },
  'three-player': { seats: 3, tricks: 12, cap: 4, rounds: 3, exchange: false, thresholds: [60, 120], threePlayer: true },
};

export function layoutOf(options: TantonyOptions): Layout {
  return LAYOUTS[options.variant];
}

export type { Play, Trick };

export interface CompletedTrick extends Trick {
  readonly winner: Seat;
  /** Who received it (TANTONY-6); null while the gift is pending, and for the exchanged last trick. */
  readonly receiver: Seat | null;
  /** The card laid face up by the receiver (TANTONY-7); null until given. */
  readonly runt: Card | null;
  /** True when the engine made the gift because only one player had room (TANTONY-6). */
  readonly automatic: boolean;
}

/** TANTONY-9: the last-trick exchange; `takes[s]` is the card seat s took from the last trick. */
export interface Exchange {
  readonly trick: number;
  readonly winner: Seat;
  readonly winnerCard: Card;
  readonly runt: Card;
  readonly runtSeat: Seat;
  readonly takes: readonly Card[];
}

export interface RoundResult {
  readonly round: number;
  readonly leader: Seat;
  /** Each seat's face-up runts of the round (TANTONY-10). */
  readonly runts: readonly (readonly Card[])[];
  readonly exchange: Exchange | null;
  /** Each seat's own round score and running total (team sums are derived, TANTONY-10). */
  readonly scores: readonly number[];
  readonly totals: readonly number[];
}

/** `scoring` only ever exists between the events of one `decide` call. */
export type Phase = 'dealing' | 'play' | 'give' | 'scoring' | 'finished';

export interface TantonyState {
  readonly options: TantonyOptions;
  readonly phase: Phase;
  readonly round: number;
  readonly dealer: Seat;
  /** The seat that led (or leads) the first trick of this round (TANTONY-4). */
  readonly roundLeader: Seat;
  readonly hands: readonly (readonly Card[])[];
  /** The trick being played; null while a gift is pending and between rounds. */
  readonly trick: Trick | null;
  /** This round's completed tricks. */
  readonly tricks: readonly CompletedTrick[];
  /** The trick winner who must give it (phase `give`). */
  readonly giver: Seat | null;
  /** Face-up runts of each seat this round (one per trick received). */
  readonly runts: readonly (readonly Card[])[];
  /** Face-down cards of each seat's received tricks this round (private, TANTONY "Visibility"). */
  readonly downs: readonly (readonly Card[])[];
  readonly exchange: Exchange | null;
  /** Each seat's own running total. */
  readonly totals: readonly number[];
  readonly rounds: readonly RoundResult[];
  readonly result: GameResult | null;
}

export function initialState(options: TantonyOptions): TantonyState {
  const n = layoutOf(options).seats;
  const empty = Array.from({ length: n }, (): Card[] => []);
  return {
    options,
    phase: 'dealing',
    round: 0,
    dealer: 0,
    roundLeader: 0,
    hands: empty,
    trick: null,
    tricks: [],
    giver: null,
    runts: empty,
    downs: empty,
    exchange: null,
    totals: Array.from({ length: n }, () => 0),
    rounds: [],
    result: null,
  };
}

export const next = (seat: Seat, n: number): Seat => (seat + 1) % n;

/**
 * A fresh copy of `s` for `evolve` to change before anyone else sees it. Written out field by field:
 * V8 copies an object literal like this many times faster than `{ ...s }`, and every state then
 * shares one shape. (The compiler insists on every field, so a new field cannot be forgotten here.)
 */
export function copyState(s: TantonyState): Mutable<TantonyState> {
  return {
    options: s.options,
    phase: s.phase,
    round: s.round,
    dealer: s.dealer,
    roundLeader: s.roundLeader,
    hands: s.hands,
    trick: s.trick,
    tricks: s.tricks,
    giver: s.giver,
    runts: s.runts,
    downs: s.downs,
    exchange: s.exchange,
    totals: s.totals,
    rounds: s.rounds,
    result: s.result,
  };
}
