import { isViolation, seededRandom, type RuleViolation, type Seat } from '../../engine';
import type { Card, Suit } from './cards';
import { completeHands } from './deal';
import { decide } from './decide';
import type { TanniAction, TanniEvent } from './events';
import { evolve } from './evolve';
import { initialState, nextSeat, type TanniOptions, type TanniState } from './state';

/** Test support: build Tanni positions by hand (given), act on them (when), read the result (then). */
export const testRandom = seededRandom(new Uint8Array(32));

type Four<T> = [T, T, T, T];

export interface Layout {
  /** Default 3, so seat 0 is the opener (TANNI-5). */
  dealer?: Seat;
  /** Default H and C. */
  sevens?: Suit[];
  /** The first 4 cards of each seat (TANNI-4). */
  hands: Four<Card[]>;
  /** The 14 undealt cards: 12 for the second deal (one at a time from the opener), then the kitty. */
  stock?: Card[];
  options?: Partial<TanniOptions>;
  /** Match points before this round, in display units (set directly on the state). */
  matchPoints?: [number, number];
}

export function given(layout: Layout): TanniState {
  const options: TanniOptions = { target: 100, firstDealer: 3, ...layout.options };
  const dealer = layout.dealer ?? 3;
  const events: TanniEvent[] = [
    { type: 'game-set-up', sevens: layout.sevens ?? ['H', 'C'], firstDealer: dealer, target: options.target },
    { type: 'round-dealt', round: 1, dealer, hands: layout.hands, stock: layout.stock ?? [] },
  ];
  const state = events.reduce(evolve, initialState(options));
  const mp = layout.matchPoints;
  return mp ? { ...state, matchPoints: [mp[0] * 4, mp[1] * 4] } : state;
}

export interface PlayLayout extends Omit<Layout, 'hands' | 'stock'> {
  /** All 7 cards of each seat, the bid winner's trump card included. */
  hands: Four<Card[]>;
  kitty: [Card, Card];
  bidder: Seat;
  /** The winning bid, display units. */
  bid: number;
  /** The card the bid winner lays face down. */
  trump: Card;
}

/** A round at the first trick: the auction is settled (contract-won) and trump is chosen. */
export function givenPlay(layout: PlayLayout): TanniState {
  const dealer = layout.dealer ?? 3;
  const opener = nextSeat(dealer);
  const second: Card[] = [];
  for (let k = 0; k < 12; k++) second.push(layout.hands[(opener + k) % 4]![4 + Math.floor(k / 4)]!);
  const dealt = given({ ...layout, hands: layout.hands.map((h) => h.slice(0, 4)) as Four<Card[]>, stock: [...second, ...layout.kitty] });
  const won = evolve(dealt, { type: 'contract-won', seat: layout.bidder, kind: 'bid', value: layout.bid * 4 });
  const completed = evolve(won, completeHands(won));
  return when(completed, layout.bidder, { type: 'choose-trump', card: layout.trump }).state;
}

export function when(state: TanniState, seat: Seat, action: TanniAction): { state: TanniState; events: TanniEvent[] } {
  const out = decide(state, seat, action, testRandom);
  if (isViolation(out)) throw new Error(`unexpected violation ${out.code}: ${out.message}`);
  return { state: out.reduce(evolve, state), events: out };
}

export function rejected(state: TanniState, seat: Seat, action: TanniAction): RuleViolation {
  const out = decide(state, seat, action, testRandom);
  if (!isViolation(out)) throw new Error(`expected a violation, got ${JSON.stringify(out)}`);
  return out;
}

/** Plays a sequence of (seat, card) plays. */
export function plays(state: TanniState, ...moves: Array<[Seat, Card]>): TanniState {
  return moves.reduce((s, [seat, card]) => when(s, seat, { type: 'play', card }).state, state);
}

/** Every action of a sequence, returning the final state and all events. */
export function acts(state: TanniState, ...moves: Array<[Seat, TanniAction]>): { state: TanniState; events: TanniEvent[] } {
  const events: TanniEvent[] = [];
  let s = state;
  for (const [seat, action] of moves) {
    const out = when(s, seat, action);
    s = out.state;
    events.push(...out.events);
  }
  return { state: s, events };
}

export const play = (card: Card): TanniAction => ({ type: 'play', card });
export const bid = (value: number): TanniAction => ({ type: 'bid', value });
export const pass: TanniAction = { type: 'pass' };
export const callTanni: TanniAction = { type: 'call-tanni' };

/** Every card of the game's 30 in the state: hands, hidden trump, kitty, trick, won tricks, stock. */
export function cardsAccountedFor(s: TanniState): Card[] {
  const out: Card[] = [];
  for (const h of s.hands) out.push(...h);
  if (s.hidden !== null) out.push(s.hidden);
  out.push(...s.kitty, ...s.stock);
  for (const p of s.trick.plays) out.push(p.card);
  for (const t of s.tricks) for (const p of t.plays) out.push(p.card);
  return out;
}
