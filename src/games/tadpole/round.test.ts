import { describe, expect, it } from 'vitest';
import { STANDARD_DECK } from '../cards';
import type { TadpoleEvent } from './events';
import { tadpole } from './game';
import { given, plays, rejected, types, when } from './testing';
import type { TadpoleState } from './state';

const allCards = (s: TadpoleState): string[] => [
  ...s.hands.flat(),
  ...s.decks.red,
  ...s.decks.black,
  ...[s.flipped.red, s.flipped.black].filter((c): c is string => c !== null),
  ...s.extra,
  ...s.trick.plays.map((p) => p.card),
  ...s.tricks.flatMap((t) => t.plays.map((p) => p.card)),
  ...s.tadpole,
  ...s.discarded,
];
const find = <T extends TadpoleEvent['type']>(events: readonly TadpoleEvent[], type: T) =>
  events.find((e): e is Extract<TadpoleEvent, { type: T }> => e.type === type);

describe('Tadpole: trump changes (TADPOLE-11)', () => {
  // Trump is hearts (KH beats 3S); the red deck has no face-down card left, so KH itself can be played.
  const lastRed = () =>
    given({
      flipped: { red: 'KH', black: '3S' },
      red: [],
      black: [],
      trick: 2,
      leader: 1,
      hands: [['8C', '9C', '5D'], ['4C', '7H', '6H'], ['6S', '7S', '9S']],
    });

  it('TADPOLE-11: the flipped card played last is still trump in its trick; trump switches after the trick', () => {
    let s = plays(lastRed(), [1, '4C']);
    const red = when(s, 2, { type: 'play-bongle', deck: 'red' });
    expect(red.events).toEqual([{ type: 'card-played', seat: 2, card: 'KH', from: 'flipped', deck: 'red' }]);
    expect(red.state.trump).toBe('H'); // not yet: the change takes effect from the next trick
    s = plays(red.state, [0, '9C']);
    const { state, events } = when(s, 1, { type: 'play', card: '7H' }); // the extra card; KH is the top trump
    expect(find(events, 'trick-won')).toMatchObject({ winner: 2 });
    expect(types(events)).toEqual(['card-played', 'trick-won', 'trump-changed']);
    expect(find(events, 'trump-changed')).toEqual({ type: 'trump-changed', trump: 'S' });
    expect(state.trump).toBe('S');
    // Next trick: spades are trump now, so a spade beats the hearts led.
    const next = plays(state, [2, '6S'], [0, '5D'], [1, '6H'], [2, '7S']);
    expect(next.tricks.at(-1)).toMatchObject({ winner: 2 });
    const t = plays(state, [2, '9S'], [0, '8C'], [1, '6H'], [2, '6S']);
    expect(t.tricks.at(-1)).toMatchObject({ winner: 2 });
  });

  it('TADPOLE-11: when the other flipped card is played too, there is no trump', () => {
    const s = given({ flipped: { red: null, black: '3S' }, red: [], black: [], trick: 2, leader: 1, hands: [['8C', '9C'], ['4C', '5C'], ['6H', '7H']] });
    // Trump was set from the round's only flipped card, 3S; seat 2 cannot follow clubs and plays it blind.
    expect(s.trump).toBe('S');
    const { state, events } = when(plays(s, [1, '4C'], [2, 'black'], [0, '8C']), 1, { type: 'play', card: '5C' });
    expect(find(events, 'trick-won')).toMatchObject({ winner: 2 }); // 3S is the only trump
    expect(find(events, 'trump-changed')).toEqual({ type: 'trump-changed', trump: null });
    expect(state.trump).toBeNull();
  });

  it('TADPOLE-11: playing the lower flipped card leaves trump as it is (no change event)', () => {
    const s = given({ flipped: { red: 'KH', black: '3S' }, red: [], black: [], trick: 2, leader: 1, hands: [['8C', '9C'], ['4C', '5C'], ['6H', '7H']] });
    const { state, events } = when(plays(s, [1, '4C'], [2, 'black'], [0, '8C']), 1, { type: 'play', card: '5C' });
    expect(types(events)).toEqual(['card-played', 'trick-won']);
    expect(state.trump).toBe('H');
  });
});

describe('Tadpole: round end and rebuild (TADPOLE-12, TADPOLE-13)', () => {
  // 52 cards: 12 face-down + a flipped card per deck (AD and AC were played in an earlier round and sit in
  // the Extra Pile), 4 cards in hands, the other 22 in the Extra Pile. Seat 0 deals, round 2.
  const EXTRA = ['AD', 'AC', '5S', '8S', '9S', '4H', '5H', '6H', '7H', '8H', '9H', '4D', '5D', '6D', '7D', '8D', '9D', '4C', '5C', '6C', '7C', '8C'];
  const late = (over: { red?: string[]; black?: string[]; flipped?: { red: string | null; black: string | null } } = {}) =>
    given({
      round: 2,
      flipped: over.flipped ?? { red: 'QH', black: '3S' },
      red: over.red ?? ['2H', '3H', '10H', 'JH', 'KH', 'AH', '2D', '3D', '10D', 'JD', 'QD', 'KD'],
      black: over.black ?? ['AS', '2S', '10S', 'JS', 'QS', 'KS', '2C', '3C', '10C', 'JC', 'QC', 'KC'],
      trick: 2,
      leader: 1,
      hands: [['9C', '7S'], ['4S'], ['6S']],
      extra: EXTRA,
    });

  it('the layout holds all 52 cards', () => {
    const cards = allCards(late());
    expect(cards).toHaveLength(52);
    expect(new Set(cards)).toEqual(new Set(STANDARD_DECK));
  });

  it('TADPOLE-12: the round ends when a second hand empties mid-round, once the trick is over', () => {
    let s = plays(late(), [1, '4S'], [2, '6S']); // seats 1 and 2 are out of cards mid-trick
    expect(s.phase).toBe('play');
    expect(tadpole.status(s).toAct).toEqual([0]);
    s = plays(s, [0, '7S']);
    expect(tadpole.legalActions(s, 1)).toEqual([
      { type: 'play-bongle', deck: 'red' },
      { type: 'play-bongle', deck: 'black' },
    ]); // the extra card is due from the empty hand: blind (TADPOLE-9)
    const { state, events } = when(s, 1, { type: 'play-bongle', deck: 'black' }); // AS, low
    expect(types(events)).toEqual(['card-played', 'trick-won', 'round-ended', 'round-started', 'trump-flipped', 'trump-tied', 'trump-flipped', 'trump-chosen', 'round-dealt']);
    expect(find(events, 'trick-won')).toEqual({ type: 'trick-won', trick: 2, winner: 0, cards: ['4S', '6S', '7S', 'AS'] });
    expect(find(events, 'round-ended')).toEqual({ type: 'round-ended', round: 2, tadpoleDeckSize: 29 });
    // TADPOLE-3: the dealer moves one seat; the seat after the new dealer leads; points carry over.
    expect(find(events, 'round-started')).toEqual({ type: 'round-started', round: 3, dealer: 1 });
    expect(state.trick).toEqual({ number: 1, leader: 2, plays: [] });
    expect(state.scores).toEqual([1, 0, 0]);
    expect(state.rounds).toEqual([{ round: 2, dealer: 0, tricksWon: [1, 0, 0] }]);
  });

  it('TADPOLE-12: one empty hand is not enough to end the round', () => {
    const s = given({ flipped: { red: 'QH', black: '3S' }, red: ['2D'], black: ['2C'], trick: 2, leader: 1, hands: [['8S', '9C'], ['4S'], ['6S', '7C']] });
    const after = plays(s, [1, '4S'], [2, '6S'], [0, '8S'], [1, 'red']);
    expect(after.phase).toBe('play');
    expect(after.round).toBe(1);
  });

  it('TADPOLE-13: the rebuild holds every card played this round, the unplayed flipped cards, the Extra Pile and the hands', () => {
    const before = plays(late(), [1, '4S'], [2, '6S'], [0, '7S']);
    const rebuilt = new Set([...before.trick.plays.map((p) => p.card), 'AS', 'QH', '3S', ...before.extra, ...before.hands.flat()]);
    expect(rebuilt.size).toBe(29);
    const { state, events } = when(before, 1, { type: 'play-bongle', deck: 'black' });
    // The new round flips 2H and 2S (a tie: both join the Tadpole deck), then 3H and 10S: trump spades.
    expect(types(events).filter((t) => t.startsWith('trump'))).toEqual(['trump-flipped', 'trump-tied', 'trump-flipped', 'trump-chosen']);
    expect(state.flipped).toEqual({ red: '3H', black: '10S' });
    expect(state.trump).toBe('S');
    const dealt = [...state.hands.flat(), ...state.extra];
    expect(new Set(dealt)).toEqual(new Set([...rebuilt, '2H', '2S']));
    expect(state.hands.map((h) => h.length)).toEqual([8, 8, 8]);
    expect(state.extra).toHaveLength(31 - 24);
    expect(new Set(allCards(state))).toEqual(new Set(STANDARD_DECK));
    expect(allCards(state)).toHaveLength(52);
  });

  it('TADPOLE-4: with one Bongle deck empty at a round start, its flipped card alone decides trump', () => {
    const s = plays(late({ red: [], black: ['JC', 'AS', '2S'] }), [1, '4S'], [2, '6S'], [0, '7S']);
    const { state, events } = when(s, 1, { type: 'play-bongle', deck: 'black' }); // JC: clubs are not led; 7S wins
    expect(find(events, 'trump-flipped')).toEqual({ type: 'trump-flipped', red: null, black: 'AS' });
    expect(find(events, 'trump-chosen')).toEqual({ type: 'trump-chosen', trump: 'S' });
    expect(state.flipped).toEqual({ red: null, black: 'AS' });
    // The red deck has nothing left to play from this round (TADPOLE-8).
    expect(state.decks.red).toEqual([]);
    expect(state.hands.flat()).toContain('QH'); // the unplayed flipped QH went into the rebuild
  });
});

describe('Tadpole: the game end (TADPOLE-14)', () => {
  it('TADPOLE-14: a player who must play with an empty hand and no Bongle card left ends the game; the trick is discarded unscored', () => {
    const s = given({ flipped: { red: null, black: null }, red: [], black: [], trick: 3, leader: 1, hands: [['8S', '9S'], ['4S'], []] });
    const scored = { ...s, scores: [2, 1, 2] };
    const { state, events } = when(scored, 1, { type: 'play', card: '4S' });
    expect(events).toEqual([
      { type: 'card-played', seat: 1, card: '4S', from: 'hand', deck: null },
      { type: 'game-ended', reason: 'no-card-to-play', seat: 2, discarded: ['4S'], scores: [2, 1, 2], winners: [0, 2] },
    ]);
    expect(state.discarded).toEqual(['4S']);
    expect(state.trick.plays).toEqual([]);
    expect(tadpole.status(state)).toEqual({ finished: true, toAct: [], result: { winners: [0, 2], draw: false, scores: [2, 1, 2] } });
    expect(rejected(state, 0, { type: 'play', card: '8S' })).toMatchObject({ code: 'game-over', rule: 'TADPOLE-14' });
    expect(tadpole.legalActions(state, 0)).toEqual([]);
  });

  it('TADPOLE-14: the game ends at a trick end when the empty-handed winner cannot lead', () => {
    const s = given({ flipped: { red: null, black: null }, red: [], black: [], trick: 2, leader: 1, hands: [['8C'], ['4C', '5C', '9D'], ['6C', '7H']] });
    const { state, events } = when(plays(s, [1, '4C'], [2, '6C'], [0, '8C']), 1, { type: 'play', card: '5C' });
    // Seat 0 wins with its hand now empty; only that hand is empty (no round end), and nothing can be played blind.
    expect(types(events)).toEqual(['card-played', 'trick-won', 'game-ended']);
    expect(find(events, 'game-ended')).toEqual({ type: 'game-ended', reason: 'no-card-to-play', seat: 0, discarded: [], scores: [1, 0, 0], winners: [0] });
    expect(state.hands).toEqual([[], ['9D'], ['7H']]);
  });

  it('TADPOLE-14: the game ends when the next round cannot be set up: no face-down Bongle card is left', () => {
    const s = given({ flipped: { red: 'QH', black: null }, red: [], black: [], trick: 2, leader: 1, hands: [['8S', '9C'], ['4S'], ['6S']] });
    const { state, events } = when(plays(s, [1, '4S'], [2, '6S'], [0, '8S']), 1, { type: 'play-bongle', deck: 'red' });
    // The only flipped card, QH, was played: no trump is left (TADPOLE-11), then the round ends.
    expect(types(events)).toEqual(['card-played', 'trick-won', 'trump-changed', 'round-ended', 'round-started', 'game-ended']);
    expect(find(events, 'game-ended')).toEqual({ type: 'game-ended', reason: 'round-cannot-be-set-up', seat: null, discarded: [], scores: [0, 1, 0], winners: [1] });
    expect(state.phase).toBe('finished');
    // QH (a trump) won the trick for seat 1; the rebuilt Tadpole deck waits, never dealt.
    expect(new Set(state.tadpole)).toEqual(new Set(['4S', '6S', '8S', 'QH', '9C']));
  });
});
