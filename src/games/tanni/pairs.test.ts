import { describe, expect, it } from 'vitest';
import { openingLayout } from './fixtures';
import { tanni } from './game';
import { scorePairs } from './scoring';
import { acts, givenPlay, play, plays, rejected, when } from './testing';
import type { TanniAction, TanniEvent } from './events';
import type { TanniState } from './state';

const declare = (suit: 'S' | 'H' | 'D' | 'C'): TanniAction => ({ type: 'declare-pair', suit });
// Hearts are trump (JH hidden by seat 0). Team A (0, 2) holds KS QS (seat 0) and KH QH (seat 2); team B
// (1, 3) holds KC QC (seat 3). Seat 1 (team B) wins trick 1.
const afterTrick1 = () => plays(givenPlay(openingLayout), [0, '10H'], [1, 'AH'], [2, '8H'], [3, '7H']);

/** Plays the first legal card until the round is scored; returns that event's summary. */
function finishRound(state: TanniState) {
  let s = state;
  for (;;) {
    const seat = tanni.status(s).toAct[0]!;
    const action = tanni.legalActions(s, seat).find((a) => a.type === 'play')!;
    const { state: next, events } = when(s, seat, action);
    const scored = events.find((e): e is Extract<TanniEvent, { type: 'round-scored' }> => e.type === 'round-scored');
    if (scored) return scored.summary;
    s = next;
  }
}

describe('Tanni: King–Queen pairs (TANNI-11)', () => {
  it('TANNI-11: no pair may be declared before the team has won a trick this round', () => {
    const s = givenPlay(openingLayout);
    expect(rejected(s, 0, declare('S'))).toMatchObject({ code: 'team-has-no-trick', rule: 'TANNI-11' });
    expect(tanni.legalActions(s, 0).some((a) => a.type === 'declare-pair')).toBe(false);
    // After trick 1 team B may declare, team A still may not.
    const t = plays(afterTrick1(), [1, '9D']);
    expect(rejected(t, 2, declare('H'))).toMatchObject({ code: 'team-has-no-trick' });
  });

  it("TANNI-11: a pair is declared on one's own turn, shows both cards, and does not use the turn", () => {
    const s = plays(afterTrick1(), [1, '9D'], [2, '8D']);
    expect(rejected(s, 1, declare('C'))).toMatchObject({ code: 'not-your-turn', rule: 'TANNI-11' });
    expect(tanni.legalActions(s, 3)).toContainEqual(declare('C'));
    const { state, events } = when(s, 3, declare('C'));
    expect(events).toEqual([{ type: 'pair-declared', seat: 3, suit: 'C' }]);
    expect(tanni.redactEvent(events[0]!, 0)).toEqual({ type: 'pair-declared', seat: 3, team: 1, suit: 'C', cards: ['KC', 'QC'] });
    expect(tanni.status(state).toAct).toEqual([3]);
    expect(tanni.view(state, 0).players[3]!.shown).toEqual(['KC', 'QC']);
    expect(rejected(state, 3, declare('C'))).toMatchObject({ code: 'pair-already-declared' });
    // Seat 3 also holds KD QD: a second pair may be declared on the same turn.
    expect(tanni.legalActions(state, 3).filter((a) => a.type === 'declare-pair')).toEqual([declare('D')]);
    const both = when(state, 3, declare('D')).state;
    expect(both.pairs).toEqual([{ seat: 3, suit: 'C' }, { seat: 3, suit: 'D' }]);
    expect(tanni.status(both).toAct).toEqual([3]);
  });

  it('TANNI-11: a pair not held in hand is refused', () => {
    const s = plays(afterTrick1(), [1, '9D'], [2, '8D']);
    expect(rejected(s, 3, declare('S'))).toEqual({ code: 'pair-not-held', rule: 'TANNI-11', message: 'you do not hold both KS and QS in your hand' });
  });

  it('TANNI-11: a hidden trump card does not count towards a pair', () => {
    const s = plays(givenPlay({ ...openingLayout, trump: 'KS' }), [0, 'JH'], [1, 'AH'], [2, '8H'], [3, '7H']);
    expect(s.tricks[0]!.winner).toBe(0);
    const v = rejected(s, 0, declare('S'));
    expect(v).toMatchObject({ code: 'pair-not-held', rule: 'TANNI-11' });
    expect(v.message).toContain('KS is your face-down trump card and does not count');
  });

  it('TANNI-11: once trump opens, the returned trump card counts like any card of the hand', () => {
    let s = plays(givenPlay({ ...openingLayout, trump: 'KS' }), [0, 'JH'], [1, 'AH'], [2, '8H'], [3, '7H'], [0, '10H']);
    expect(s.trumpOpen).toBe(true); // seat 1 has no hearts left
    s = plays(s, [1, '9D'], [2, 'QH'], [3, '9H'], [3, 'QD']);
    expect(tanni.legalActions(s, 0)).toContainEqual(declare('S'));
    const after = when(s, 0, declare('S')).state;
    expect(scorePairs(after, 0)).toEqual([{ seat: 0, suit: 'S', team: 0, trump: true, adjustment: -16 }]);
  });

  it('TANNI-11/9: a bid winner forced to play the opened trump card may still declare a pair first', () => {
    const s = givenPlay({
      bidder: 0,
      bid: 15,
      trump: '8S',
      hands: [
        ['JH', 'KC', 'QC', '10S', 'AS', 'KS', '8S'],
        ['AH', 'JS', '9D', 'JD', 'AD', '10D', '7C'],
        ['9H', '9S', '8D', 'JC', '9C', 'AC', '10C'],
        ['10H', 'QS', 'QD', 'KD', 'QH', '8C', '7H'],
      ],
      kitty: ['8H', 'KH'],
    });
    const t = plays(s, [0, 'JH'], [1, 'AH'], [2, '9H'], [3, '10H'], [0, '10S'], [1, 'JS'], [2, '9S'], [3, 'QS'], [1, '9D'], [2, '8D'], [3, 'QD']);
    expect(t.forced).toBe('8S');
    expect(tanni.legalActions(t, 0)).toEqual([play('8S'), declare('C')]);
    const after = when(t, 0, declare('C')).state;
    expect(after.forced).toBe('8S');
    expect(tanni.legalActions(after, 0)).toEqual([play('8S')]);
  });

  it('TANNI-11: ±2 per pair, ±4 for the trump suit (settled at scoring): bid team down, other team up', () => {
    let s = plays(afterTrick1(), [1, '9D'], [2, '8D']);
    s = acts(s, [3, declare('C')], [3, play('QD')]).state; // trump opens: seat 0 must play JH
    expect(rejected(s, 0, declare('S'))).toMatchObject({ code: 'team-has-no-trick' });
    s = acts(s, [0, play('JH')]).state; // team A wins trick 2
    s = acts(s, [0, declare('S')], [0, play('AS')], [1, play('9S')], [2, declare('H')]).state;
    expect(scorePairs(s, 0)).toEqual([
      { seat: 3, suit: 'C', team: 1, trump: false, adjustment: 8 },
      { seat: 0, suit: 'S', team: 0, trump: false, adjustment: -8 },
      { seat: 2, suit: 'H', team: 0, trump: true, adjustment: -16 },
    ]);
    const summary = finishRound(s);
    expect(summary.adjustedBid).toBe((16 + 2 - 2 - 4) * 4);
    expect(summary.gained).toBe(summary.adjustedBid);
  });
});
