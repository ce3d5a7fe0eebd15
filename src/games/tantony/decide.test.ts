import { describe, expect, it } from 'vitest';
import { tantony } from './game';
import { legalPlays } from './rules';
import { given, ofType, plays, rejected, when } from './testing';

// Seats 0–3 are A–D of the seed; seat 0 leads unless stated otherwise.
const seedTrick = () =>
  given({
    hands: [
      ['7S', '2H', '5C'],
      ['9S', 'KD', '3C'],
      ['3S', 'AS', '4D'],
      ['8H', 'QH', '6C'],
    ],
  });

describe('Tantony: playing a trick (TANTONY-5)', () => {
  it('TANTONY-5: a player holding the led suit must follow it', () => {
    const s = plays(seedTrick(), '7S').state;
    const refused = rejected(s, 1, { type: 'play', card: 'KD' });
    expect(refused).toMatchObject({ code: 'must-follow-suit', rule: 'TANTONY-5' });
    expect(refused.message).toBe('must follow spades: you hold 9S');
    expect(legalPlays(s, 1)).toEqual(['9S']);
  });

  it('TANTONY-5: a player void in the led suit may play any card', () => {
    const s = plays(seedTrick(), '7S', '9S', '3S').state;
    expect(legalPlays(s, 3).sort()).toEqual(['6C', '8H', 'QH']);
  });

  it('TANTONY-5: no trumps: the highest card of the led suit wins, off-suit cards never do', () => {
    const s = given({ hands: [['5H'], ['AC'], ['6H'], ['KS']] });
    const { events } = plays(s, '5H', 'AC', '6H', 'KS');
    expect(ofType(events, 'trick-won')[0]).toMatchObject({ winner: 2 });
  });

  it('TANTONY-5: plays go clockwise from the leader; anyone else is refused', () => {
    const s = seedTrick();
    expect(tantony.status(s).toAct).toEqual([0]);
    expect(rejected(s, 1, { type: 'play', card: '9S' })).toMatchObject({ code: 'not-your-turn', rule: 'TANTONY-5' });
    expect(tantony.status(plays(s, '7S').state).toAct).toEqual([1]);
  });

  it('TANTONY-1/5: unknown and unheld cards are refused', () => {
    const s = seedTrick();
    expect(rejected(s, 0, { type: 'play', card: '1S' })).toMatchObject({ code: 'unknown-card', rule: 'TANTONY-1' });
    expect(rejected(s, 0, { type: 'play', card: 'AS' })).toMatchObject({ code: 'card-not-held', message: 'you do not hold AS' });
  });
});

describe('Tantony: giving the trick (TANTONY-6..8)', () => {
  it("seed example (TANTONY-6, 7, 8): A ♠7, B ♠9, C ♠3, D ♡8: B wins, gives it to C, who lays ♠3 face up and leads next", () => {
    let s = plays(seedTrick(), '7S', '9S', '3S', '8H').state;
    expect(tantony.status(s).toAct).toEqual([1]);
    expect(tantony.legalActions(s, 1)).toEqual([0, 1, 2, 3].map((to) => ({ type: 'give-trick', to })));
    expect(tantony.legalActions(s, 0)).toEqual([]);
    const { state, events } = when(s, 1, { type: 'give-trick', to: 2 });
    expect(events).toEqual([{ type: 'trick-given', trick: 1, from: 1, to: 2, runt: '3S', automatic: false }]);
    s = state;
    expect(s.runts[2]).toEqual(['3S']);
    expect(s.downs[2]).toEqual(['7S', '9S', '8H']);
    expect(tantony.status(s).toAct).toEqual([2]);
    expect(s.trick).toEqual({ number: 2, leader: 2, plays: [] });
  });

  it('TANTONY-6: the winner may keep the trick', () => {
    const s = plays(seedTrick(), '7S', '9S', '3S', '8H').state;
    const after = when(s, 1, { type: 'give-trick', to: 1 }).state;
    expect(after.runts[1]).toEqual(['3S']);
    expect(tantony.status(after).toAct).toEqual([1]);
  });

  it('TANTONY-6: nobody plays while the gift is pending; only the winner gives, and only to a player with room', () => {
    const s = given({
      hands: [['7S', '2H'], ['9S', 'KD'], ['3S', 'AS'], ['8H', 'QH']],
      over: { runts: [['2C', '3C', '4C'], [], [], []], downs: [['5C', '6C', '7C', '8C', '9C', '10C', 'JC', 'QC', 'KC'], [], [], []] },
    });
    const p = plays(s, '7S', '9S', '3S', '8H').state;
    expect(rejected(p, 2, { type: 'play', card: 'AS' })).toMatchObject({ code: 'gift-pending', rule: 'TANTONY-6' });
    expect(rejected(p, 0, { type: 'give-trick', to: 2 })).toMatchObject({ code: 'not-your-turn', rule: 'TANTONY-6' });
    expect(rejected(p, 1, { type: 'give-trick', to: 0 })).toMatchObject({ code: 'receiver-full', rule: 'TANTONY-6' });
    expect(rejected(p, 1, { type: 'give-trick', to: 4 })).toMatchObject({ code: 'no-such-seat' });
    expect(tantony.legalActions(p, 1)).toEqual([1, 2, 3].map((to) => ({ type: 'give-trick', to })));
    expect(rejected(seedTrick(), 0, { type: 'give-trick', to: 1 })).toMatchObject({ code: 'no-gift-pending' });
  });

  it('TANTONY-7: when nobody follows the lead, the lead card is both the winner and the runt', () => {
    const t = given({ hands: [['7S'], ['KD'], ['4D'], ['QH']] });
    const { state, events } = plays(t, '7S', 'KD', '4D', 'QH');
    expect(ofType(events, 'trick-won')[0]).toMatchObject({ winner: 0 });
    const after = when(state, 0, { type: 'give-trick', to: 3 });
    expect(after.events[0]).toMatchObject({ runt: '7S' });
    expect(after.state.runts[3]).toEqual(['7S']);
    expect(after.state.downs[3]).toEqual(['KD', '4D', 'QH']);
  });

  it('TANTONY-7: the runt is the lowest card of the led suit, not the lowest card of the trick', () => {
    const s = given({ hands: [['9S'], ['2H'], ['KS'], ['5S']] });
    const p = plays(s, '9S', '2H', 'KS', '5S').state;
    expect(when(p, 2, { type: 'give-trick', to: 0 }).events[0]).toMatchObject({ runt: '5S' });
  });

  it('TANTONY-6: when only one player has room the engine gives the trick itself, even before trick 12', () => {
    // Trick 10: seats 0, 2 and 3 already hold 3 tricks, so seat 1 receives tricks 10, 11 and 12.
    const full = (cs: string) => cs.split(' ');
    const s = given({
      hands: [['AS', '2H'], ['3S', '3H'], ['4S', '4H'], ['5S', '5H']],
      over: { runts: [full('2C 3C 4C'), [], full('5C 6C 7C'), full('8C 9C 10C')] },
    });
    expect(s.trick!.number).toBe(10);
    const { state, events } = plays(s, 'AS', '3S', '4S', '5S');
    expect(ofType(events, 'trick-given')).toEqual([{ type: 'trick-given', trick: 10, from: 0, to: 1, runt: '3S', automatic: true }]);
    expect(tantony.status(state).toAct).toEqual([1]); // TANTONY-8: the receiver leads
    expect(state.tricks[0]).toMatchObject({ winner: 0, receiver: 1, automatic: true });
  });

  it('TANTONY-6: the 12th gift is always automatic (one player has room)', () => {
    const c = (cs: string) => cs.split(' ');
    const s = given({
      hands: [['AS', '2H'], ['3S', '3H'], ['4S', '4H'], ['5S', '5H']],
      leader: 3,
      over: { runts: [c('2C 3C 4C'), c('5C 6C 7C'), c('8C 9C'), c('10C JC QC')], trick: { number: 12, leader: 3, plays: [] } },
    });
    const { state, events } = plays(s, '5S', 'AS', '3S', '4S');
    expect(ofType(events, 'trick-given')).toEqual([{ type: 'trick-given', trick: 12, from: 0, to: 2, runt: '3S', automatic: true }]);
    expect(state.runts.map((r) => r.length)).toEqual([3, 3, 3, 3]);
    expect(state.trick).toEqual({ number: 13, leader: 2, plays: [] });
  });
});
