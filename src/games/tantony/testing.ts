import { isViolation, seededRandom, type RuleViolation, type Seat } from '../../engine';
import type { TantonyAction, TantonyEvent } from './events';
import { evolve } from './evolve';
import { tantony, type TantonyGame } from './game';
import { FULL_DECK, THREE_PLAYER_DECK } from './cards';
import { initialState, layoutOf, type TantonyOptions, type TantonyState } from './state';

/** Test support: build Tantony positions by hand (given), act on them (when), read the result (then). */
export const testRandom = seededRandom(new Uint8Array(32));

export interface Layout {
  /** Hands by seat (4, or 3 in three-player). */
  hands: string[][];
  /** Who leads the first trick; the dealer is the seat after it (TANTONY-4, ruleset 2). Default 0. */
  leader?: Seat;
  options?: Partial<TantonyOptions>;
  /** Overrides applied after the deal: a later round, tricks already received, totals… */
  over?: Partial<TantonyState>;
}

export function given(layout: Layout): TantonyState {
  const options = tantony.schemas.options.parse({ firstDealer: 0, ...layout.options });
  const n = layout.hands.length;
  const leader = layout.leader ?? 0;
  const dealt = evolve(initialState(options), { type: 'game-dealt', dealer: (leader + 1) % n, leader, hands: layout.hands });
  if (!layout.over) return dealt;
  const over = layout.over;
  // Keep the current trick's number in step with the tricks already received, unless given.
  const received = over.runts ? over.runts.reduce((k, r) => k + r.length, 0) : 0;
  return { ...dealt, trick: { number: received + 1, leader, plays: [] }, ...over };
}

/** `game`: the ruleset to act under (default: the current one). */
export function when(state: TantonyState, seat: Seat, action: TantonyAction, game: TantonyGame = tantony): { state: TantonyState; events: TantonyEvent[] } {
  const out = game.decide(state, seat, action, testRandom);
  if (isViolation(out)) throw new Error(`unexpected violation ${out.code}: ${out.message}`);
  return { state: out.reduce(evolve, state), events: out };
}

export function rejected(state: TantonyState, seat: Seat, action: TantonyAction): RuleViolation {
  const out = tantony.decide(state, seat, action, testRandom);
  if (!isViolation(out)) throw new Error(`expected a violation, got ${JSON.stringify(out)}`);
  return out;
}

/** Plays cards in turn from the seat due to play; returns the state and every event. */
export function plays(state: TantonyState, ...cards: string[]): { state: TantonyState; events: TantonyEvent[] } {
  return playsUnder(tantony, state, ...cards);
}

/** `plays` under a given ruleset. */
export function playsUnder(game: TantonyGame, state: TantonyState, ...cards: string[]): { state: TantonyState; events: TantonyEvent[] } {
  let s = state;
  const events: TantonyEvent[] = [];
  for (const card of cards) {
    const seat = game.status(s).toAct[0]!;
    const out = when(s, seat, { type: 'play', card }, game);
    s = out.state;
    events.push(...out.events);
  }
  return { state: s, events };
}

export const ofType = <T extends TantonyEvent['type']>(events: readonly TantonyEvent[], type: T) =>
  events.filter((e): e is Extract<TantonyEvent, { type: T }> => e.type === type);

export interface LastTrick {
  options?: Partial<TantonyOptions>;
  /** The one card each seat still holds. */
  last: string[];
  /** Who leads this trick. */
  leader: Seat;
  /** Face-up runts already received by each seat; the face-down cards are filled in from the rest of the deck. */
  runts: string[][];
  roundLeader?: Seat;
  round?: number;
  totals?: number[];
}

/** A whole-deck position before the last trick of a round (13th, or the 12th in three-player). */
export function atLastTrick(p: LastTrick): TantonyState {
  const options = tantony.schemas.options.parse({ firstDealer: 0, ...p.options });
  const layout = layoutOf(options);
  const used = new Set([...p.last, ...p.runts.flat()]);
  const rest = (layout.threePlayer ? THREE_PLAYER_DECK : FULL_DECK).filter((c) => !used.has(c));
  let k = 0;
  const downs = p.runts.map((r) => rest.slice(k, (k += r.length * (layout.seats - 1))));
  if (k !== rest.length) throw new Error(`runts leave ${rest.length - k} cards unplaced`);
  const roundLeader = p.roundLeader ?? p.leader;
  return {
    ...initialState(options),
    phase: 'play',
    round: p.round ?? 1,
    dealer: (roundLeader + 1) % layout.seats, // TANTONY-4, ruleset 2: the seat before the dealer leads
    roundLeader,
    hands: p.last.map((c) => [c]),
    trick: { number: layout.tricks, leader: p.leader, plays: [] },
    runts: p.runts,
    downs,
    totals: p.totals ?? Array.from({ length: layout.seats }, () => 0),
  };
}
