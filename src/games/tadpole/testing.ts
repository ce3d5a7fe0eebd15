import { isViolation, seededRandom, type RandomSource, type RuleViolation, type Seat } from '../../engine';
import type { Suit } from './cards';
import { decide } from './decide';
import type { TadpoleAction, TadpoleEvent } from './events';
import { evolve } from './evolve';
import { trumpFrom } from './rules';
import { initialState, nextSeat, type TadpoleOptions, type TadpoleState } from './state';

/** Test support: build Tadpole positions by hand (given), act on them (when), read the result (then). */
export const testRandom = seededRandom(new Uint8Array(32));

/**
 * A random source that returns the listed order for the listed purposes (e.g. `bongle:red`) and keeps
 * every other shuffle's input order; `int` answers 0. For setting up exact Bongle decks through `start`.
 */
export function fixedRandom(orders: Record<string, readonly string[]>): RandomSource {
  return {
    shuffle<T>(items: readonly T[], _round: number, purpose: string): T[] {
      const order = orders[purpose];
      return (order ? order.slice() : items.slice()) as T[];
    },
    int: () => 0,
  };
}

export interface Layout {
  dealer?: Seat;
  round?: number;
  /** Face-down Bongle cards left after the flip, top first. */
  red?: string[];
  black?: string[];
  /** This round's flipped cards (null: that deck had no face-down card at the round start). */
  flipped: { red: string | null; black: string | null };
  hands: [string[], string[], string[]];
  extra?: string[];
  /** Start at this trick (default 1) with this leader (default the seat after the dealer). */
  trick?: number;
  leader?: Seat;
  options?: Partial<TadpoleOptions>;
}

/** The position right after a round's flips and deal, built through `evolve` of the setup events. */
export function given(layout: Layout): TadpoleState {
  const options: TadpoleOptions = { firstDealer: 0, ...layout.options };
  const { red: flippedRed, black: flippedBlack } = layout.flipped;
  const dealer = layout.dealer ?? 0;
  const round = layout.round ?? 1;
  const events: TadpoleEvent[] = [
    { type: 'bongle-decks-shuffled', red: [...(flippedRed ? [flippedRed] : []), ...(layout.red ?? [])], black: [...(flippedBlack ? [flippedBlack] : []), ...(layout.black ?? [])] },
    { type: 'round-started', round, dealer },
    { type: 'trump-flipped', red: flippedRed, black: flippedBlack },
  ];
  const trump: Suit | null = trumpFrom(layout.flipped);
  if (trump !== null) events.push({ type: 'trump-chosen', trump });
  events.push({ type: 'round-dealt', round, leader: nextSeat(dealer), hands: layout.hands, extraPile: layout.extra ?? [] });
  let state = events.reduce(evolve, initialState(options));
  // A later trick is set by hand: what earlier tricks held does not matter to the rules of this one.
  if (layout.trick !== undefined || layout.leader !== undefined) {
    state = { ...state, trick: { number: layout.trick ?? 1, leader: layout.leader ?? nextSeat(dealer), plays: [] } };
  }
  return state;
}

export function when(state: TadpoleState, seat: Seat, action: TadpoleAction, random: RandomSource = testRandom): { state: TadpoleState; events: TadpoleEvent[] } {
  const out = decide(state, seat, action, random);
  if (isViolation(out)) throw new Error(`unexpected violation ${out.code}: ${out.message}`);
  return { state: out.reduce(evolve, state), events: out };
}

export function rejected(state: TadpoleState, seat: Seat, action: TadpoleAction): RuleViolation {
  const out = decide(state, seat, action, testRandom);
  if (!isViolation(out)) throw new Error(`expected a violation, got ${JSON.stringify(out)}`);
  return out;
}

/** Plays a sequence of moves: a card id plays from hand, `red`/`black` plays blind from that deck. */
export function plays(state: TadpoleState, ...moves: Array<[Seat, string]>): TadpoleState {
  return moves.reduce((s, [seat, move]) => when(s, seat, toAction(move)).state, state);
}

export function toAction(move: string): TadpoleAction {
  return move === 'red' || move === 'black' ? { type: 'play-bongle', deck: move } : { type: 'play', card: move };
}

/** The types of a list of events, for compact assertions. */
export const types = (events: readonly TadpoleEvent[]): string[] => events.map((e) => e.type);
