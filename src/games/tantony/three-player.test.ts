import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../engine';
import { cardValue, THREE_PLAYER_DECK } from './cards';
import { dealGame } from './deal';
import { tantony } from './game';
import { LEADS_BEFORE } from './leads';
import { atLastTrick, given, ofType, plays, rejected, when } from './testing';

const c = (cs: string) => cs.split(' ');
const three = { variant: 'three-player' as const };

// The 12th trick: seats 0 and 1 hold 4 tricks, seat 2 holds 3.
const lastTrick = (runts0 = '2S 3S 4S 5S', round = 1) =>
  atLastTrick({ options: three, last: ['KH', '3H', '5C'], leader: 0, runts: [c(runts0), c('2D 3D 4D 5D'), c('2C 3C 4C')], round });
// (Round 1 was led by seat 0, so seat 2, the seat before, leads round 2: TANTONY-4.)

describe('Tantony: three-player variant (TANTONY-13)', () => {
  it('TANTONY-13: three seats, 36 cards without 7–10, 12 cards each', () => {
    expect(tantony.seatCount(tantony.schemas.options.parse(three))).toBe(3);
    expect(THREE_PLAYER_DECK).toHaveLength(36);
    expect(THREE_PLAYER_DECK.some((x) => /^(7|8|9|10)/.test(x))).toBe(false);
    const dealt = dealGame(tantony.schemas.options.parse({ ...three, firstDealer: 2 }), seededRandom(new Uint8Array(32).fill(5)), LEADS_BEFORE);
    expect(dealt.hands.map((h) => h.length)).toEqual([12, 12, 12]);
    expect(new Set(dealt.hands.flat())).toEqual(new Set(THREE_PLAYER_DECK));
    expect(dealt.leader).toBe(1); // TANTONY-4: the seat before the dealer
  });

  it('TANTONY-13: card values 2–6 at face, J 10, Q 15, K 20, A 25', () => {
    expect(['2S', '6H', 'JD', 'QC', 'KS', 'AH'].map((x) => cardValue(x, true))).toEqual([2, 6, 10, 15, 20, 25]);
  });

  it('TANTONY-13: 7 to 10 are not in the deck', () => {
    const s = given({ options: three, hands: [['2S'], ['3S'], ['4S']] });
    expect(rejected(s, 0, { type: 'play', card: '7S' })).toMatchObject({ code: 'unknown-card', rule: 'TANTONY-13' });
  });

  it('TANTONY-13: a trick has three cards; the receiver lays the runt face up and two face down; a player may receive 4 tricks', () => {
    const s = given({ options: three, hands: [['2S', 'AH'], ['KS', '3H'], ['4H', 'QH']], over: { runts: [c('2D 3D 4D'), [], []] } });
    const p = plays(s, '2S', 'KS', '4H').state;
    expect(tantony.legalActions(p, 1)).toEqual([0, 1, 2].map((to) => ({ type: 'give-trick', to })));
    const after = when(p, 1, { type: 'give-trick', to: 0 }).state;
    expect(after.runts[0]).toEqual(['2D', '3D', '4D', '2S']);
    expect(after.downs[0]).toEqual(['KS', '4H']);
  });

  it('TANTONY-13: the 12th trick is given automatically, with no last-trick exchange; the score is the 4 runts', () => {
    const before = lastTrick();
    const { events, state } = plays(before, 'KH', '3H', '5C');
    expect(ofType(events, 'last-trick-exchanged')).toEqual([]);
    expect(ofType(events, 'trick-given')).toEqual([{ type: 'trick-given', trick: 12, from: 0, to: 2, runt: '3H', automatic: true }]);
    expect(ofType(events, 'round-scored')[0]).toMatchObject({ scores: [14, 14, 12] });
    expect(ofType(events, 'round-started')[0]).toMatchObject({ round: 2, leader: 2 });
    expect(state.hands.map((h) => h.length)).toEqual([12, 12, 12]);
    expect([...state.hands[2]!].sort()).toEqual([...before.runts[2]!, ...before.downs[2]!, 'KH', '3H', '5C'].sort());
  });

  it('TANTONY-13: a player at 60 after round 1 ends the game; the highest total wins', () => {
    const { events } = plays(lastTrick('AS AD AC KS'), 'KH', '3H', '5C');
    expect(ofType(events, 'game-ended')).toEqual([{ type: 'game-ended', round: 1, early: true, winners: [0], draw: false, scores: [95, 14, 12] }]);
  });

  it('TANTONY-13: the game ends after 3 rounds; equal highest totals share the win', () => {
    const s = { ...lastTrick('2S 3S 4S 5S', 3), totals: [0, 0, 2] };
    const { events } = plays(s, 'KH', '3H', '5C');
    expect(ofType(events, 'game-ended')).toEqual([{ type: 'game-ended', round: 3, early: false, winners: [0, 1, 2], draw: false, scores: [14, 14, 14] }]);
  });
});
