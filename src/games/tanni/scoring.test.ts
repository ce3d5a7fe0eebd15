import { describe, expect, it } from 'vitest';
import { scoreRound } from './scoring';
import { initialState, type Pair, type TanniState } from './state';

/** A normal round at its end: seat 1 (team 1) bid `bid`, trump is the suit of `trumpCard`. */
function ended(over: { bid: number; points: [number, number]; pairs?: Pair[]; kitty?: string[]; hidden?: string | null; trumpCard?: string }): TanniState {
  const base = initialState({ target: 100, firstDealer: 0 });
  return {
    ...base,
    phase: 'play',
    round: 1,
    contract: { kind: 'bid', seat: 1, value: over.bid * 4 },
    trumpCard: over.trumpCard ?? 'KH',
    trumpOpen: over.hidden == null,
    hidden: over.hidden ?? null,
    kitty: over.kitty ?? ['8S', '8D'],
    points: [over.points[0] * 4, over.points[1] * 4],
    pairs: over.pairs ?? [],
    matchPoints: [40, 12],
  };
}

describe('Tanni: scoring a normal round (TANNI-11, TANNI-13, TANNI-16)', () => {
  it('TANNI-13: reaching the bid exactly is enough; the bid team gains the bid', () => {
    const r = scoreRound(ended({ bid: 18, points: [12, 18] }));
    expect(r).toMatchObject({ made: true, scoringTeam: 1, gained: 72, points: [48, 72], matchPoints: [40, 84] });
  });

  it('TANNI-13: falling short gives the other team the adjusted bid', () => {
    const r = scoreRound(ended({ bid: 18.5, points: [12, 18] }));
    expect(r).toMatchObject({ made: false, scoringTeam: 0, gained: 74, matchPoints: [114, 12] });
  });

  it('TANNI-13: kitty points count for the bid team', () => {
    const r = scoreRound(ended({ bid: 20, points: [11, 17], kitty: ['JS', 'QD'] }));
    expect(r).toMatchObject({ kittyPoints: 13, points: [44, 81], made: true });
  });

  it("TANNI-13: a hidden trump card never played counts for the bid team", () => {
    const r = scoreRound(ended({ bid: 20, points: [12, 16], kitty: ['8S', '8D'], hidden: '9H', trumpCard: '9H' }));
    expect(r).toMatchObject({ unplayedTrumpPoints: 8, points: [48, 72], made: false });
    expect(r.points[0] + r.points[1]).toBe(120); // TANNI-16
  });

  it('TANNI-11: pairs: bid team −2 (−4 trump), other team +2 (+4 trump); trump settled from the actual suit', () => {
    const pairs: Pair[] = [
      { seat: 3, suit: 'S' }, // bid team, not trump: −2
      { seat: 1, suit: 'H' }, // bid team, trump (KH): −4
      { seat: 0, suit: 'D' }, // other team: +2
    ];
    const r = scoreRound(ended({ bid: 20, points: [14, 16], pairs }));
    expect(r.pairs.map((p) => [p.trump, p.adjustment])).toEqual([[false, -8], [true, -16], [false, 8]]);
    expect(r.adjustedBid).toBe((20 - 2 - 4 + 2) * 4);
    expect(r.made).toBe(true);
    const other = scoreRound(ended({ bid: 20, points: [14, 16], pairs, trumpCard: 'KD' }));
    expect(other.pairs.map((p) => p.adjustment)).toEqual([-8, -8, 16]);
  });

  it('TANNI-13: the adjusted bid ranges from 5 to 40', () => {
    const low = scoreRound(ended({ bid: 15, points: [25, 5], pairs: [{ seat: 1, suit: 'S' }, { seat: 1, suit: 'H' }, { seat: 3, suit: 'D' }, { seat: 3, suit: 'C' }] }));
    expect(low).toMatchObject({ adjustedBid: 20, made: true, gained: 20 });
    const high = scoreRound(ended({ bid: 30, points: [25, 5], pairs: ['S', 'H', 'D', 'C'].map((suit) => ({ seat: 0, suit }) as Pair) }));
    expect(high).toMatchObject({ adjustedBid: 160, made: false, scoringTeam: 0, gained: 160 });
  });
});
