import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../engine';
import { TANGO_DECK, ROSE } from './cards';
import { dealRound } from './deal';
import { awardRose, roundScore } from './rules';
import { initialState, type TangoState } from './state';

const state = (over: Partial<TangoState>): TangoState => ({ ...initialState({ variant: 'roses', firstDealer: 0 }), ...over });

describe('Tango: components and deal (TANGO-1, 3, 4)', () => {
  it('TANGO-1: 41 distinct cards, four suits of 1..10 and the ROSE', () => {
    expect(new Set(TANGO_DECK).size).toBe(41);
    expect(TANGO_DECK).toContain('ROSE');
    expect(TANGO_DECK.filter((c) => c.startsWith('G'))).toHaveLength(10);
  });

  it('TANGO-4: 10 cards to each hand and 5 piles of a face-down and a face-up card; nothing missing', () => {
    const dealt = dealRound(1, 0, seededRandom(new Uint8Array(32).fill(7)));
    expect(dealt.hands.map((h) => h.length)).toEqual([10, 10]);
    expect(dealt.piles.map((p) => p.length)).toEqual([5, 5]);
    const all = [dealt.style, ...dealt.hands.flat(), ...dealt.piles.flat().flatMap((p) => [p.down!, p.up!])];
    expect(new Set(all).size).toBe(41);
  });

  it('TANGO-3: when the ROSE comes up as Style card the deck is reshuffled, and the Style card is never the ROSE', () => {
    let found = 0;
    for (let i = 0; i < 400 && found < 3; i++) {
      const seed = new Uint8Array(32);
      seed[0] = i & 255;
      seed[1] = i >> 8;
      const random = seededRandom(seed);
      const first = random.shuffle(TANGO_DECK, 1, 'deal');
      const dealt = dealRound(1, 0, random);
      expect(dealt.style).not.toBe(ROSE);
      if (first[0] === ROSE) {
        found++;
        expect(dealt.reshuffles).toBeGreaterThan(0);
        expect(dealt.style).toBe(random.shuffle(TANGO_DECK, 1, `deal:${dealt.reshuffles}`)[0]);
      }
    }
    expect(found).toBeGreaterThan(0);
  });

  it('a deal is a function of (seed, round): the same seed deals the same cards, another round differs', () => {
    const seed = new Uint8Array(32).fill(3);
    expect(dealRound(2, 1, seededRandom(seed))).toEqual(dealRound(2, 1, seededRandom(seed)));
    expect(dealRound(3, 1, seededRandom(seed)).hands).not.toEqual(dealRound(2, 1, seededRandom(seed)).hands);
  });
});

describe('Tango: scoring (TANGO-12..14)', () => {
  it("TANGO-12, the seed's example: a trick of ROSE, R2, G8, G10 is worth 1 + 2 + 1 + 1 - 1 = 4", () => {
    expect(roundScore(['ROSE', 'R2', 'G8', 'G10'])).toBe(4);
  });

  it('TANGO-12: 9s and 10s cost a point; 3 to 7 are worth nothing', () => {
    expect(roundScore(['Y9', 'P10', 'G3', 'R7'])).toBe(1 - 2);
  });

  it('TANGO-13: the higher round score gains the rose token', () => {
    expect(awardRose(state({}), [9, 7]).roseTo).toBe(0);
    expect(awardRose(state({}), [7, 9]).roseTo).toBe(1);
  });

  it('TANGO-13: on a tie the player who won the ROSE gains the token', () => {
    expect(awardRose(state({ won: [['G3'], ['ROSE']] }), [8, 8]).roseTo).toBe(1);
    expect(awardRose(state({ won: [['ROSE'], ['G3']] }), [8, 8]).roseTo).toBe(0);
  });

  const long = (totals: number[]) => state({ options: { variant: 'long', firstDealer: 0 }, totals });

  it('TANGO-14: round scores add up; below 20 nobody gains a token', () => {
    expect(awardRose(long([5, 10]), [8, 8])).toEqual({ roseTo: null, totals: [13, 18] });
  });

  it('TANGO-14: exactly one player at 20 or more gains the token', () => {
    expect(awardRose(long([12, 10]), [9, 7]).roseTo).toBe(0);
  });

  it('TANGO-14: both at 20 or more: the higher total gains it; equal totals: nobody, play goes on', () => {
    expect(awardRose(long([15, 14]), [7, 9])).toEqual({ roseTo: 1, totals: [22, 23] });
    expect(awardRose(long([15, 14]), [7, 8])).toEqual({ roseTo: null, totals: [22, 22] });
  });

  it('TANGO-14: totals can fall', () => {
    expect(awardRose(long([3, 0]), [-1, 17]).totals).toEqual([2, 17]);
  });
});
