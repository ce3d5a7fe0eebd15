import { isViolation, seededRandom, type RuleViolation, type Seat } from '../../engine';
import { decide } from './decide';
import type { TangoAction, TangoEvent } from './events';
import { evolve } from './evolve';
import { initialState, type Pile, type TangoOptions, type TangoState } from './state';

/** Test support: build Tango positions by hand (given), act on them (when), read the result (then). */
export const testRandom = seededRandom(new Uint8Array(32));

export interface Layout {
  dealer?: Seat;
  style: string;
  hands: [string[], string[]];
  /** Per seat, the piles as [faceDown, faceUp] (null for an empty slot). */
  piles: [Array<[string | null, string | null]>, Array<[string | null, string | null]>];
  options?: Partial<TangoOptions>;
}

export function given(layout: Layout): TangoState {
  const options: TangoOptions = { variant: 'roses', firstDealer: 0, ...layout.options };
  const piles = layout.piles.map((ps) => ps.map(([down, up]): Pile => ({ down, up })));
  return evolve(initialState(options), {
    type: 'round-dealt',
    round: 1,
    dealer: layout.dealer ?? 0,
    style: layout.style,
    reshuffles: 0,
    hands: layout.hands,
    piles,
  });
}

export function when(state: TangoState, seat: Seat, action: TangoAction): { state: TangoState; events: TangoEvent[] } {
  const out = decide(state, seat, action, testRandom);
  if (isViolation(out)) throw new Error(`unexpected violation ${out.code}: ${out.message}`);
  return { state: out.reduce(evolve, state), events: out };
}

export function rejected(state: TangoState, seat: Seat, action: TangoAction): RuleViolation {
  const out = decide(state, seat, action, testRandom);
  if (!isViolation(out)) throw new Error(`expected a violation, got ${JSON.stringify(out)}`);
  return out;
}

/** Plays a sequence of (seat, card) plays. */
export function plays(state: TangoState, ...moves: Array<[Seat, string]>): TangoState {
  return moves.reduce((s, [seat, card]) => when(s, seat, { type: 'play', card }).state, state);
}
