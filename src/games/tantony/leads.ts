import type { Seat } from '../../engine';

/**
 * TANTONY-4, who leads: the one rule Tantony's ruleset versions disagree on. Each version is a `Leads`;
 * everything else is shared.
 */
export interface Leads {
  /** The seat that leads the first trick of round 1, given the dealer. */
  first(dealer: Seat, seats: number): Seat;
  /** The seat that leads round r + 1, given the leader of round r. */
  next(leader: Seat, seats: number): Seat;
}

const after = (seat: Seat, seats: number): Seat => (seat + 1) % seats;
const before = (seat: Seat, seats: number): Seat => (seat + seats - 1) % seats;

/** Ruleset 1: "the dealer's left" read as the seat after: it leads round 1, and the lead moves on to
 * the seat after the previous leader. */
export const LEADS_AFTER: Leads = { first: after, next: after };

/** Ruleset 2 (TANTONY-4): the seed's own seating, where the player to X's left is the one before X in
 * play order (its split-partner example, TANTONY-12): the seat before the dealer leads round 1, and the
 * lead moves to the seat before the previous leader. */
export const LEADS_BEFORE: Leads = { first: before, next: before };
