import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../engine';
import { DECK_QUARTERS, SUITS, deckFor, strength, sumQuarters } from './cards';
import { completeHands, dealRound, setUp } from './deal';
import { start } from './decide';
import { evolve } from './evolve';
import { tanni } from './game';
import { initialState } from './state';

const seed = (n: number) => new Uint8Array(32).fill(n);

describe('Tanni: deck and options (TANNI-1..3)', () => {
  it('TANNI-1: 30 distinct cards, J 9 A 10 K Q 8 of each suit and the 7 of the two drawn suits', () => {
    const deck = deckFor(['H', 'C']);
    expect(new Set(deck).size).toBe(30);
    expect(deck.filter((c) => c.startsWith('7'))).toEqual(['7H', '7C']);
    expect(deck.slice(0, 7)).toEqual(['JS', '9S', 'AS', '10S', 'KS', 'QS', '8S']);
  });

  it('TANNI-2: J 9 A 10 K Q 8 7 from strongest; the deck holds 30 points (120 quarters)', () => {
    const order = ['JH', '9H', 'AH', '10H', 'KH', 'QH', '8H', '7H'].map(strength);
    expect(order).toEqual([...order].sort((a, b) => b - a));
    expect(new Set(order).size).toBe(8);
    for (const sevens of [['S', 'H'], ['D', 'C']] as const) expect(sumQuarters(deckFor(sevens))).toBe(DECK_QUARTERS);
    expect(sumQuarters(['KS', 'QS'])).toBe(2); // ¼ each
  });

  it('TANNI-1: the sevens are drawn once per game from the seed (round 0, purpose "sevens"): two distinct suits', () => {
    const seen = new Set<string>();
    for (let n = 0; n < 40; n++) {
      const random = seededRandom(seed(n));
      const { sevens } = setUp({ target: 100, firstDealer: 0 }, random);
      expect(sevens).toHaveLength(2);
      expect(sevens).toEqual(SUITS.filter((s) => random.shuffle(SUITS, 0, 'sevens').slice(0, 2).includes(s)));
      seen.add(sevens.join(''));
    }
    expect(seen.size).toBe(6); // every pair of suits occurs
  });

  it('TANNI-3: options default to target 100 and a random first dealer, drawn with int(4, 0, "first-dealer")', () => {
    expect(tanni.schemas.options.parse({})).toEqual({ target: 100, firstDealer: 'random' });
    const random = seededRandom(seed(5));
    expect(setUp({ target: 100, firstDealer: 'random' }, random).firstDealer).toBe(random.int(4, 0, 'first-dealer'));
    expect(setUp({ target: 200, firstDealer: 2 }, random)).toMatchObject({ firstDealer: 2, target: 200 });
    expect(() => tanni.schemas.options.parse({ target: 100, firstDealer: 4 })).toThrow();
  });
});

describe('Tanni: the deal (TANNI-4, TANNI-6)', () => {
  it('TANNI-4: the shuffled deck d = shuffle(deck, round, "deal"); d[0..15] one at a time from the player after the dealer', () => {
    const random = seededRandom(seed(9));
    const sevens = ['S', 'D'] as const;
    const d = random.shuffle(deckFor(sevens), 2, 'deal');
    const dealt = dealRound(2, 1, sevens, random);
    expect(dealt.hands[2]).toEqual([d[0], d[4], d[8], d[12]]);
    expect(dealt.hands[1]).toEqual([d[3], d[7], d[11], d[15]]);
    expect(dealt.stock).toEqual(d.slice(16));
  });

  it('TANNI-6: d[16..27] one at a time from the player after the dealer, then d[28], d[29] to the kitty', () => {
    const random = seededRandom(seed(9));
    const sevens = ['S', 'D'] as const;
    const d = random.shuffle(deckFor(sevens), 2, 'deal');
    const state = evolve(initialState({ target: 100, firstDealer: 1 }), dealRound(2, 1, sevens, random));
    const second = completeHands(state);
    expect(second.hands[2]).toEqual([d[16], d[20], d[24]]);
    expect(second.hands[1]).toEqual([d[19], d[23], d[27]]);
    expect(second.kitty).toEqual([d[28], d[29]]);
  });

  it('a game starts with its set-up and the deal of round 1; the same seed deals the same cards', () => {
    const state = initialState({ target: 100, firstDealer: 'random' });
    const events = start(state, seededRandom(seed(3)));
    expect(events.map((e) => e.type)).toEqual(['game-set-up', 'round-dealt']);
    expect(start(state, seededRandom(seed(3)))).toEqual(events);
    const dealt = events.reduce(evolve, state);
    expect(dealt.phase).toBe('auction');
    expect(dealt.hands.map((h) => h.length)).toEqual([4, 4, 4, 4]);
    expect(new Set([...dealt.hands.flat(), ...dealt.stock]).size).toBe(30);
  });
});
