import { describe, expect, it } from 'vitest';
import type { TanniEvent } from './events';
import { tanni } from './game';
import { acts, bid, callTanni, given, play, plays, rejected, when } from './testing';

const STOCK = ['AS', '8S', 'AH', 'KH', 'QH', '8H', '7H', 'KD', 'QD', '8D', '9C', 'AC', '10C', '7C'];
/** Dealer 3: seat 0 opens. `clubs` decides who holds JC (seat 2: partner, seat 1: opponent). */
const dealt = (jcTo: 1 | 2, matchPoints?: [number, number]) =>
  given({
    hands: [
      ['JS', 'JH', 'JD', '8C'],
      ['9S', '9H', '9D', jcTo === 1 ? 'JC' : 'KC'],
      ['KS', 'QS', 'AD', jcTo === 2 ? 'JC' : 'KC'],
      ['10S', '10H', '10D', 'QC'],
    ],
    stock: STOCK,
    matchPoints,
  });

const tricks = (jcTo: 1 | 2) =>
  [
    [0, 'JS'], [1, '9S'], [2, 'KS'], [3, '10S'],
    [0, 'JH'], [1, '9H'], [2, 'QS'], [3, '10H'], // seat 2 has no hearts: no trump, the discard cannot win
    [0, 'JD'], [1, '9D'], [2, 'AD'], [3, '10D'],
    [0, '8C'], [1, jcTo === 1 ? 'JC' : 'KC'], [2, jcTo === 2 ? 'JC' : 'KC'], [3, 'QC'],
  ] as Array<[number, string]>;

function playRound(jcTo: 1 | 2, matchPoints?: [number, number]) {
  const called = when(dealt(jcTo, matchPoints), 0, callTanni).state;
  const all: TanniEvent[] = [];
  let s = called;
  for (const [seat, card] of tricks(jcTo)) {
    const out = when(s, seat, play(card));
    all.push(...out.events);
    s = out.state;
  }
  return { before: called, state: s, events: all };
}

describe('Tanni: the Tanni round (TANNI-12, TANNI-14)', () => {
  it('TANNI-12: 4 cards each, no kitty, no trump, the caller leads; the 14 undealt cards stay undealt', () => {
    const s = when(dealt(2), 0, callTanni).state;
    expect(s.hands.map((h) => h.length)).toEqual([4, 4, 4, 4]);
    expect(s.kitty).toEqual([]);
    expect(s.stock).toEqual(STOCK);
    expect(s.trumpCard).toBeNull();
    expect(tanni.status(s).toAct).toEqual([0]);
    const v = tanni.view(s, 0);
    expect(v.kittySize).toBe(0);
    expect(v.trump).toEqual({ faceDown: false, open: false, suit: null, card: null, openedBy: null });
  });

  it('TANNI-12: the highest card of the led suit wins; no card of another suit ever does', () => {
    const s = plays(when(dealt(2), 0, callTanni).state, [0, 'JS'], [1, '9S'], [2, 'KS'], [3, '10S'], [0, 'JH'], [1, '9H']);
    expect(tanni.legalActions(s, 2)).toEqual([play('QS'), play('AD'), play('JC')]); // void in hearts: anything, no trump opens
    const { events } = acts(s, [2, play('QS')], [3, play('10H')]);
    expect(events.some((e) => e.type === 'trump-opened')).toBe(false);
    expect(events.find((e) => e.type === 'trick-won')).toMatchObject({ winner: 0 });
  });

  it('TANNI-12: no pairs are declared in a Tanni round', () => {
    const s = plays(when(dealt(2), 0, callTanni).state, [0, 'JS'], [1, '9S']);
    expect(rejected(s, 2, { type: 'declare-pair', suit: 'S' })).toMatchObject({ code: 'no-pairs-in-tanni', rule: 'TANNI-12' });
    expect(tanni.legalActions(s, 2).every((a) => a.type === 'play')).toBe(true);
  });

  it("TANNI-12/14: success — the caller's team wins all 4 tricks (the partner's included) and gains 60", () => {
    const { events, state } = playRound(2);
    expect(events.filter((e) => e.type === 'trick-won').map((e) => e.type === 'trick-won' && e.winner)).toEqual([0, 0, 0, 2]);
    const scored = events.find((e) => e.type === 'round-scored')!;
    expect(tanni.redactEvent(scored, null)).toMatchObject({
      summary: { kind: 'tanni', bidder: 0, bidTeam: 0, bid: 30, adjustedBid: 30, trump: null, pairs: [], kitty: [], tricksWon: [4, 0], made: true, scoringTeam: 0, gained: 60, matchPoints: [60, 0] },
    });
    expect(state.round).toBe(2);
  });

  it('TANNI-12/14: failure — one trick lost and the other team gains 60; all 4 tricks are still played', () => {
    const { events } = playRound(1);
    expect(events.filter((e) => e.type === 'trick-won')).toHaveLength(4);
    const scored = events.find((e) => e.type === 'round-scored')!;
    expect(tanni.redactEvent(scored, 3)).toMatchObject({ summary: { tricksWon: [3, 1], made: false, scoringTeam: 1, gained: 60, matchPoints: [0, 60] } });
  });

  it('TANNI-12/15: a Tanni success can end the game', () => {
    const { state, events } = playRound(2, [45, 90]);
    expect(events.at(-1)).toEqual({ type: 'game-won', team: 0, matchPoints: [420, 360] });
    expect(tanni.status(state).result).toEqual({ winners: [0, 2], draw: false, scores: [105, 90, 105, 90] });
  });

  it('TANNI-5/12: a bid of 30 is not Tanni: it wins a normal round (second deal, 7 cards, hidden trump)', () => {
    const s = acts(dealt(2), [0, bid(30)]).state;
    expect(s.contract).toEqual({ kind: 'bid', seat: 0, value: 120 });
    expect(s.hands.map((h) => h.length)).toEqual([7, 7, 7, 7]);
    expect(s.phase).toBe('trump');
  });
});
