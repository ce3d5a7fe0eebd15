import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../engine';
import { STANDARD_DECK } from '../cards';
import { BONGLE_RANKS, TADPOLE_CARDS, bongleCards, rankValue } from './cards';
import type { TadpoleEvent } from './events';
import { evolve } from './evolve';
import { tadpole } from './game';
import { initialState, type TadpoleState } from './state';
import { fixedRandom, types } from './testing';

const startWith = (random = fixedRandom({}), firstDealer: 0 | 1 | 2 | 'random' = 0) => {
  const s0 = initialState({ firstDealer });
  const events = tadpole.start(s0, random);
  return { events, state: events.reduce(evolve, s0) as TadpoleState };
};
const RED = bongleCards('red');
const BLACK = bongleCards('black');

describe('Tadpole: the cards (TADPOLE-1, TADPOLE-2)', () => {
  it('TADPOLE-2: the Tadpole deck is the 24 cards 4–9; each Bongle deck 14 cards of one colour', () => {
    expect(TADPOLE_CARDS).toHaveLength(24);
    expect(TADPOLE_CARDS.every((c) => rankValue(c) >= 4 && rankValue(c) <= 9)).toBe(true);
    expect(RED).toHaveLength(14);
    expect(RED.every((c) => c.endsWith('H') || c.endsWith('D'))).toBe(true);
    expect(BLACK.every((c) => c.endsWith('S') || c.endsWith('C'))).toBe(true);
    expect(new Set([...TADPOLE_CARDS, ...RED, ...BLACK])).toEqual(new Set(STANDARD_DECK));
    expect(BONGLE_RANKS).toEqual(['A', '2', '3', '10', 'J', 'Q', 'K']);
  });

  it('TADPOLE-1: aces are low and kings high', () => {
    expect(['A', '2', '9', '10', 'J', 'Q', 'K'].map((r) => rankValue(`${r}S`))).toEqual([1, 2, 9, 10, 11, 12, 13]);
  });
});

describe('Tadpole: starting a round (TADPOLE-3..5)', () => {
  it('TADPOLE-4: the higher flipped card sets trump, aces low: AH against 2S makes spades trump', () => {
    const { events, state } = startWith(fixedRandom({ 'bongle:red': RED, 'bongle:black': ['2S', ...BLACK.filter((c) => c !== '2S')] }));
    expect(types(events)).toEqual(['bongle-decks-shuffled', 'round-started', 'trump-flipped', 'trump-chosen', 'round-dealt']);
    expect(events[2]).toEqual({ type: 'trump-flipped', red: 'AH', black: '2S' });
    expect(state.trump).toBe('S');
    expect(state.flipped).toEqual({ red: 'AH', black: '2S' });
    expect(state.decks.red).toHaveLength(13);
  });

  it('TADPOLE-4: a trump tie: both flipped cards go into the Tadpole deck and two new cards are flipped', () => {
    const red = ['QH', '3D', ...RED.filter((c) => c !== 'QH' && c !== '3D')];
    const black = ['QS', 'KC', ...BLACK.filter((c) => c !== 'QS' && c !== 'KC')];
    const { events, state } = startWith(fixedRandom({ 'bongle:red': red, 'bongle:black': black }));
    expect(events.slice(2, 6)).toEqual([
      { type: 'trump-flipped', red: 'QH', black: 'QS' },
      { type: 'trump-tied', cards: ['QH', 'QS'] },
      { type: 'trump-flipped', red: '3D', black: 'KC' },
      { type: 'trump-chosen', trump: 'C' },
    ]);
    // 26 cards dealt: 8 each, and an Extra Pile of 2 (TADPOLE-5).
    expect(state.hands.map((h) => h.length)).toEqual([8, 8, 8]);
    expect(state.extra).toHaveLength(2);
    expect(new Set([...state.hands.flat(), ...state.extra])).toEqual(new Set([...TADPOLE_CARDS, 'QH', 'QS']));
    expect(state.tied).toEqual(['QH', 'QS']);
    expect(state.decks.red).toHaveLength(12);
  });

  it('TADPOLE-4/14: ties re-flipped until no face-down card is left: the round cannot be set up and the game ends', () => {
    // In standard order both decks pair off rank by rank: AH–AS, 2H–2S, …, KD–KC are all ties.
    const { events, state } = startWith(fixedRandom({}));
    expect(types(events).filter((t) => t === 'trump-tied')).toHaveLength(14);
    expect(events.at(-1)).toEqual({ type: 'game-ended', reason: 'round-cannot-be-set-up', seat: null, discarded: [], scores: [0, 0, 0], winners: [0, 1, 2] });
    expect(state.tadpole).toHaveLength(52); // the tied cards stay in the Tadpole deck
    expect(tadpole.status(state)).toEqual({ finished: true, toAct: [], result: { winners: [0, 1, 2], draw: false, scores: [0, 0, 0] } });
  });

  it('TADPOLE-3: the firstDealer option deals the first round; the next seat leads', () => {
    const { state } = startWith(seededRandom(new Uint8Array(32).fill(1)), 2);
    expect(state.dealer).toBe(2);
    expect(tadpole.status(state).toAct).toEqual([0]);
  });

  it('TADPOLE-3: "random" draws the first dealer from the seed: random.int(3, 0, "first-dealer")', () => {
    for (let i = 0; i < 6; i++) {
      const random = seededRandom(new Uint8Array(32).fill(i));
      expect(startWith(random, 'random').state.dealer).toBe(random.int(3, 0, 'first-dealer'));
    }
  });

  it('TADPOLE-5 / deal.ts: anyone with the seed recomputes the Bongle decks and every hand as documented', () => {
    const random = seededRandom(new Uint8Array(32).fill(9));
    const { events } = startWith(random, 1);
    const red = random.shuffle(RED, 0, 'bongle:red');
    const black = random.shuffle(BLACK, 0, 'bongle:black');
    expect(events[0]).toEqual({ type: 'bongle-decks-shuffled', red, black });
    const dealt = events.find((e): e is Extract<TadpoleEvent, { type: 'round-dealt' }> => e.type === 'round-dealt')!;
    const tied = events.flatMap((e) => (e.type === 'trump-tied' ? e.cards : []));
    const order = STANDARD_DECK.filter((c) => TADPOLE_CARDS.includes(c) || tied.includes(c));
    const deck = random.shuffle(order, 1, 'deal');
    // Card k goes to seat (dealer + 1 + k) mod 3; cards 24.. form the Extra Pile.
    expect(dealt.hands[2]![0]).toBe(deck[0]);
    expect(dealt.hands[0]![0]).toBe(deck[1]);
    expect(dealt.hands[1]![0]).toBe(deck[2]);
    expect(dealt.hands[2]![7]).toBe(deck[21]);
    expect(dealt.extraPile).toEqual(deck.slice(24));
    expect(dealt.leader).toBe(2);
  });

  it('a deal is a function of (seed, round): the same seed deals the same cards', () => {
    const seed = new Uint8Array(32).fill(3);
    expect(startWith(seededRandom(seed), 0).events).toEqual(startWith(seededRandom(seed), 0).events);
  });
});
