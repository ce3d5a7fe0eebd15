import { describe, expect, it } from 'vitest';
import { tanni } from './game';
import { acts, bid, callTanni, given, pass, rejected, when } from './testing';

// Dealer 3, so seat 0 is the opener (TANNI-5). Second-deal cards and kitty come from `stock`.
const dealt = () =>
  given({
    hands: [
      ['JS', '9S', 'AS', '10S'],
      ['JH', '9H', 'AH', '10H'],
      ['JD', '9D', 'AD', '10D'],
      ['JC', '9C', 'AC', '10C'],
    ],
    stock: ['KS', 'KH', 'KD', 'KC', 'QS', 'QH', 'QD', 'QC', '8S', '8H', '8D', '8C', '7H', '7C'],
  });

describe('Tanni: the auction (TANNI-5)', () => {
  it('TANNI-5: the player after the dealer opens, then play goes clockwise', () => {
    const s = dealt();
    expect(tanni.status(s).toAct).toEqual([0]);
    expect(tanni.status(when(s, 0, bid(15)).state).toAct).toEqual([1]);
  });

  it('TANNI-5: the opener may not pass on the first turn (must bid or call Tanni)', () => {
    const v = rejected(dealt(), 0, pass);
    expect(v).toMatchObject({ code: 'opener-must-bid', rule: 'TANNI-5' });
    expect(tanni.legalActions(dealt(), 0).some((a) => a.type === 'pass')).toBe(false);
    expect(tanni.legalActions(dealt(), 0)).toContainEqual(callTanni);
  });

  it('TANNI-5: the opener may pass on a later turn', () => {
    const s = acts(dealt(), [0, bid(15)], [1, bid(16)], [2, pass], [3, pass]).state;
    expect(tanni.status(s).toAct).toEqual([0]);
    const { events } = when(s, 0, pass);
    expect(events.map((e) => e.type)).toEqual(['player-passed', 'contract-won', 'hands-completed']);
    expect(events[1]).toEqual({ type: 'contract-won', seat: 1, kind: 'bid', value: 64 });
  });

  it('TANNI-5: a bid not above the high bid is refused (equal or lower)', () => {
    const s = when(dealt(), 0, bid(18)).state;
    expect(rejected(s, 1, bid(18))).toMatchObject({ code: 'bid-too-low', rule: 'TANNI-5', message: 'a bid must be higher than the high bid of 18 (seat 0)' });
    expect(rejected(s, 1, bid(17.5))).toMatchObject({ code: 'bid-too-low' });
    expect(when(s, 1, bid(18.5)).state.auction!.high).toEqual({ seat: 1, value: 74 });
  });

  it('TANNI-5: bids are on the 0.5 grid from 15 to 30', () => {
    for (const value of [18.25, 15.1, 29.75, Number.NaN]) {
      expect(rejected(dealt(), 0, bid(value))).toMatchObject({ code: 'bid-off-grid', rule: 'TANNI-5' });
    }
    for (const value of [14.5, 0, -15]) expect(rejected(dealt(), 0, bid(value))).toMatchObject({ code: 'bid-too-low', rule: 'TANNI-5' });
    for (const value of [30.5, 31, 100]) expect(rejected(dealt(), 0, bid(value))).toMatchObject({ code: 'bid-too-high', rule: 'TANNI-5' });
    const values = tanni.legalActions(dealt(), 0).flatMap((a) => (a.type === 'bid' ? [a.value] : []));
    expect(values).toHaveLength(31);
    expect(values[0]).toBe(15);
    expect(values[1]).toBe(15.5);
    expect(values.at(-1)).toBe(30);
  });

  it('TANNI-5: jumps are allowed', () => {
    expect(when(dealt(), 0, bid(27.5)).state.auction!.high).toEqual({ seat: 0, value: 110 });
  });

  it('TANNI-5: a pass is final: a passed player may not bid again and is skipped', () => {
    const s = acts(dealt(), [0, bid(15)], [1, pass], [2, bid(16)], [3, bid(17)]).state;
    // Seat 1 passed: the turn goes from 3 to 0, then to 2.
    expect(tanni.status(s).toAct).toEqual([0]);
    expect(rejected(s, 1, bid(20))).toMatchObject({ code: 'not-your-turn', rule: 'TANNI-5' });
    const t = when(s, 0, bid(18)).state;
    expect(tanni.status(t).toAct).toEqual([2]);
  });

  it('TANNI-5: only the seat whose turn it is may call', () => {
    expect(rejected(dealt(), 2, bid(16))).toMatchObject({ code: 'not-your-turn', rule: 'TANNI-5' });
    expect(tanni.legalActions(dealt(), 2)).toEqual([]);
  });

  it('TANNI-5: the auction ends when every player but the high bidder has passed; the second deal follows (TANNI-6)', () => {
    const { state, events } = acts(dealt(), [0, bid(15)], [1, pass], [2, bid(19.5)], [3, pass], [0, pass]);
    expect(events.at(-2)).toEqual({ type: 'contract-won', seat: 2, kind: 'bid', value: 78 });
    expect(state.phase).toBe('trump');
    expect(state.hands.map((h) => h.length)).toEqual([7, 7, 7, 7]);
    expect(state.kitty).toEqual(['7H', '7C']);
    expect(state.hands[0]).toEqual(['JS', '9S', 'AS', '10S', 'KS', 'QS', '8S']);
    expect(tanni.status(state).toAct).toEqual([2]);
    expect(rejected(state, 2, bid(20))).toMatchObject({ code: 'auction-over' });
  });

  it('TANNI-5: a bid of 30 ends the auction at once; it is a normal round with a second deal and a kitty', () => {
    const { state, events } = acts(dealt(), [0, bid(15)], [1, bid(30)]);
    expect(events.map((e) => e.type)).toEqual(['bid-made', 'bid-made', 'contract-won', 'hands-completed']);
    expect(state.contract).toEqual({ kind: 'bid', seat: 1, value: 120 });
    expect(state.phase).toBe('trump');
    expect(state.kitty).toHaveLength(2);
  });

  it('TANNI-5/12: calling Tanni ends the auction at once, whatever the high bid: no second deal, the caller leads', () => {
    const { state, events } = acts(dealt(), [0, bid(29.5)], [1, callTanni]);
    expect(events.slice(1)).toEqual([
      { type: 'tanni-called', seat: 1 },
      { type: 'contract-won', seat: 1, kind: 'tanni', value: 120 },
    ]);
    expect(state.phase).toBe('play');
    expect(state.hands.map((h) => h.length)).toEqual([4, 4, 4, 4]);
    expect(state.kitty).toEqual([]);
    expect(state.stock).toHaveLength(14); // TANNI-12: never dealt
    expect(tanni.status(state).toAct).toEqual([1]);
  });

  it('TANNI-12: the opener may call Tanni on the first turn', () => {
    expect(when(dealt(), 0, callTanni).state.contract).toEqual({ kind: 'tanni', seat: 0, value: 120 });
  });
});

describe('Tanni: choosing the hidden trump (TANNI-7)', () => {
  const won = () => acts(dealt(), [0, bid(20)], [1, pass], [2, pass], [3, pass]).state;

  it('TANNI-7: the bid winner lays one card of their 7 face down; it leaves the hand; they lead trick 1 (TANNI-8)', () => {
    const s = won();
    expect(tanni.legalActions(s, 0)).toHaveLength(7);
    const after = when(s, 0, { type: 'choose-trump', card: 'KS' }).state;
    expect(after.hidden).toBe('KS');
    expect(after.hands[0]).not.toContain('KS');
    expect(after.hands[0]).toHaveLength(6);
    expect(after.phase).toBe('play');
    expect(tanni.status(after).toAct).toEqual([0]);
  });

  it('TANNI-7: only the bid winner chooses, and only a card of their hand', () => {
    expect(rejected(won(), 1, { type: 'choose-trump', card: 'JH' })).toMatchObject({ code: 'not-your-turn', rule: 'TANNI-7' });
    expect(rejected(won(), 0, { type: 'choose-trump', card: 'JH' })).toMatchObject({ code: 'card-not-held', rule: 'TANNI-7' });
    expect(rejected(dealt(), 0, { type: 'choose-trump', card: 'JS' })).toMatchObject({ code: 'no-trump-to-choose' });
  });
});
