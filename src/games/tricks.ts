import type { Seat } from '../engine';
import type { Card } from './cards';

/** One card played to a trick, and by whom. A game adds what it needs (Tango: where it came from). */
export interface Play {
  readonly seat: Seat;
  readonly card: Card;
}

/** A trick: its number in the round, who led it, and the plays so far, in order. */
export interface Trick<P extends Play = Play> {
  readonly number: number;
  readonly leader: Seat;
  readonly plays: readonly P[];
}
