import { isViolation, seededRandom, type RuleViolation, type Seat } from '../../engine';
import { decide } from './decide';
import type { TantonyAction, TantonyEvent } from './events';
import { evolve } from './evolve';
import { tantony } from './game';
import { initialState, type TantonyOptions, type TantonyState } from './state';

/** Test support: build Tantony positions by hand (given), act on them (when), read the result (then). */
export const testRandom = seededRandom(new Uint8Array(32));

export interface Layout {
  /** Hands by seat (4, or 3 in three-player). */
  hands: string[][];
  /** Who leads the first trick; the dealer is the seat before (TANTONY-4). Default 0. */
  leader?: Seat;
  options?: Partial<TantonyOptions>;
  /** Overrides applied after the deal: a later round, tricks already received, totals… */
  over?: Partial<TantonyState>;
}

export function given(layout: Layout): TantonyState {
  const options = tantony.schemas.options.parse({ firstDealer: 0, ...layout.options });
  const n = layout.hands.length;
  const leader = layout.leader ?? 0;
  const dealt = evolve(initialState(options), { type: 'game-dealt', dealer: (leader + n - 1) % n, leader, hands: layout.hands });
  if (!layout.over) return dealt;
  const over = layout.over;
  // Keep the current trick's number in step with the tricks already received, unless given.
  const received = over.runts ? over.runts.reduce((k, r) => k + r.length, 0) : 0;
  return { ...dealt, trick: { number: received + 1, leader, plays: [] }, ...over };
}

export function when(state: TantonyState, seat: Seat, action: TantonyAction): { state: TantonyState; events: TantonyEvent[] } {
  const out = decide(state, seat, action, testRandom);
  if (isViolation(out)) throw new Error(`unexpected violation ${out.code}: ${out.message}`);
  return { state: out.reduce(evolve, state), events: out };
}

export function rejected(state: TantonyState, seat: Seat, action: TantonyAction): RuleViolation {
  const out = decide(state, seat, action, testRandom);
  if (!isViolation(out)) throw new Error(`expected a violation, got ${JSON.stringify(out)}`);
  return out;
}

/** Plays cards in turn from the seat due to play; returns the state and every event. */
export function plays(state: TantonyState, ...cards: string[]): { state: TantonyState; events: TantonyEvent[] } {
  let s = state;
  const events: TantonyEvent[] = [];
  for (const card of cards) {
    const seat = tantony.status(s).toAct[0]!;
    const out = when(s, seat, { type: 'play', card });
    s = out.state;
    events.push(...out.events);
  }
  return { state: s, events };
}

export const ofType = <T extends TantonyEvent['type']>(events: readonly TantonyEvent[], type: T) =>
  events.filter((e): e is Extract<TantonyEvent, { type: T }> => e.type === type);
