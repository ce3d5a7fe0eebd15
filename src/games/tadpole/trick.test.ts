import { describe, expect, it } from 'vitest';
import { tadpole } from './game';
import { trickWinner } from './rules';
import { given, plays, rejected, types, when, type Layout } from './testing';

// Trump is hearts: the flipped QH (12) beats the flipped 3S (3) (TADPOLE-4). Seat 0 deals, seat 1 leads.
const table = (over: Partial<Layout> = {}) =>
  given({
    flipped: { red: 'QH', black: '3S' },
    red: ['10D', '2H', 'KD'],
    black: ['JS', 'AC', '2C'],
    hands: [
      ['4S', '5S', '6S', '4H', '7D', '9D', '8C', '9C'],
      ['7S', '8S', '5H', '6H', '4D', '5D', '4C', '5C'],
      ['9S', '7H', '8H', '9H', '6D', '8D', '6C', '7C'],
    ],
    ...over,
  });

describe('Tadpole: order of play (TADPOLE-3, TADPOLE-6)', () => {
  it('TADPOLE-3/6: the seat after the dealer leads; the first trick has 3 cards, played clockwise', () => {
    let s = table();
    expect(tadpole.status(s).toAct).toEqual([1]);
    s = plays(s, [1, '7S']);
    expect(tadpole.status(s).toAct).toEqual([2]);
    s = plays(s, [2, '9S']);
    const { state, events } = when(s, 0, { type: 'play', card: '4S' });
    expect(events.find((e) => e.type === 'trick-won')).toEqual({ type: 'trick-won', trick: 1, winner: 2, cards: ['7S', '9S', '4S'] });
    expect(state.scores).toEqual([0, 0, 1]);
    expect(state.trick).toEqual({ number: 2, leader: 2, plays: [] });
  });

  it('TADPOLE-6: from the second trick the leader plays an extra card after the other two (4 cards)', () => {
    let s = plays(table(), [1, '7S'], [2, '9S'], [0, '4S'], [2, '6D'], [0, '7D'], [1, '4D']);
    expect(tadpole.status(s).toAct).toEqual([2]);
    const { state, events } = when(s, 2, { type: 'play', card: '8D' });
    expect(events.find((e) => e.type === 'trick-won')).toEqual({ type: 'trick-won', trick: 2, winner: 2, cards: ['6D', '7D', '4D', '8D'] });
    expect(state.scores).toEqual([0, 0, 2]);
  });

  it('TADPOLE-6: only the seat whose play is due may play', () => {
    expect(rejected(table(), 0, { type: 'play', card: '4S' })).toMatchObject({ code: 'not-your-turn', rule: 'TADPOLE-6' });
  });
});

describe('Tadpole: following (TADPOLE-7)', () => {
  it('TADPOLE-7: a player holding the led suit must play it', () => {
    const s = plays(table(), [1, '7S']);
    const refused = rejected(s, 2, { type: 'play', card: '7H' });
    expect(refused).toEqual({ code: 'must-follow-suit', rule: 'TADPOLE-7', message: 'must follow spades: you hold 9S' });
    expect(tadpole.legalActions(s, 2)).toEqual([{ type: 'play', card: '9S' }]);
  });

  it('TADPOLE-7: the extra card is obliged to follow the led suit too, by hand and never blind', () => {
    const s = plays(table(), [1, '7S'], [2, '9S'], [0, '4S'], [2, '6D'], [0, '7D'], [1, '4D']);
    expect(rejected(s, 2, { type: 'play', card: '6C' })).toEqual({ code: 'must-follow-suit', rule: 'TADPOLE-7', message: 'must follow diamonds: you hold 8D' });
    expect(rejected(s, 2, { type: 'play-bongle', deck: 'red' })).toMatchObject({ code: 'must-follow-suit', rule: 'TADPOLE-7' });
    expect(tadpole.legalActions(s, 2)).toEqual([{ type: 'play', card: '8D' }]);
  });

  it('TADPOLE-7: a player who cannot follow may play any card from hand or blind from either deck', () => {
    const s = plays(table({ hands: [['8H', '9C'], ['4S', '5H'], ['6H', '7D']] }), [1, '4S']);
    expect(tadpole.legalActions(s, 2)).toEqual([
      { type: 'play', card: '6H' },
      { type: 'play', card: '7D' },
      { type: 'play-bongle', deck: 'red' },
      { type: 'play-bongle', deck: 'black' },
    ]);
  });

  it('TADPOLE-7: only a card held can be played; an unknown card id is refused', () => {
    expect(rejected(table(), 1, { type: 'play', card: '9S' })).toMatchObject({ code: 'card-not-held', rule: 'TADPOLE-7' });
    expect(rejected(table(), 1, { type: 'play', card: 'ZZ' })).toMatchObject({ code: 'unknown-card', rule: 'TADPOLE-1' });
  });
});

describe('Tadpole: blind plays (TADPOLE-8, TADPOLE-9)', () => {
  const voidInSpades = () => plays(table({ hands: [['8H', '9C'], ['4S', '5H'], ['6H', '7D']] }), [1, '4S']);

  it('TADPOLE-8: the top face-down card is turned up and counts as its real suit: JS follows spades by luck and wins', () => {
    const { state, events } = when(voidInSpades(), 2, { type: 'play-bongle', deck: 'black' });
    expect(events).toEqual([{ type: 'card-played', seat: 2, card: 'JS', from: 'bongle', deck: 'black' }]);
    expect(state.decks.black).toEqual(['AC', '2C']);
    expect(state.flipped.black).toBe('3S'); // the flipped card stays beside its deck
    const end = when(state, 0, { type: 'play', card: '9C' });
    expect(end.events.find((e) => e.type === 'trick-won')).toMatchObject({ winner: 2 });
  });

  it('TADPOLE-8/10: a blind card of the trump suit trumps by luck, however low', () => {
    const s = when(voidInSpades(), 2, { type: 'play-bongle', deck: 'red' }).state; // 10D: a discard
    expect(s.trick.plays[1]).toEqual({ seat: 2, card: '10D', from: 'bongle', deck: 'red' });
    const t = plays(table({ red: ['2H'], hands: [['8C', '9C'], ['4S', '5H'], ['6C', '7D']] }), [1, '4S'], [2, 'red']);
    expect(when(t, 0, { type: 'play', card: '8C' }).events.find((e) => e.type === 'trick-won')).toMatchObject({ winner: 2 });
  });

  it("TADPOLE-8: a deck's flipped card is played only once that deck has no face-down card left", () => {
    const s = plays(table({ red: [], black: ['AC'], hands: [['8H', '9C'], ['4S', '5H'], ['6H', '7D']] }), [1, '4S']);
    expect(when(s, 2, { type: 'play-bongle', deck: 'black' }).events[0]).toMatchObject({ card: 'AC', from: 'bongle', deck: 'black' });
    const red = when(s, 2, { type: 'play-bongle', deck: 'red' });
    expect(red.events[0]).toEqual({ type: 'card-played', seat: 2, card: 'QH', from: 'flipped', deck: 'red' });
    expect(red.state.flipped).toEqual({ red: null, black: '3S' });
  });

  it('TADPOLE-8: a deck with no face-down card and no flipped card cannot be played from', () => {
    const s = plays(table({ flipped: { red: null, black: '3S' }, red: [], hands: [['8H', '9C'], ['4S', '5H'], ['6H', '7D']] }), [1, '4S']);
    expect(tadpole.legalActions(s, 2).filter((a) => a.type === 'play-bongle')).toEqual([{ type: 'play-bongle', deck: 'black' }]);
    expect(rejected(s, 2, { type: 'play-bongle', deck: 'red' })).toEqual({
      code: 'bongle-deck-empty',
      rule: 'TADPOLE-8',
      message: 'the red Bongle deck has no card left to play; play from the black deck',
    });
  });

  it('TADPOLE-9: a leader who holds cards leads from hand, never blind', () => {
    expect(rejected(table(), 1, { type: 'play-bongle', deck: 'red' })).toMatchObject({ code: 'must-lead-from-hand', rule: 'TADPOLE-9' });
    expect(tadpole.legalActions(table(), 1).every((a) => a.type === 'play')).toBe(true);
  });

  it('TADPOLE-9: an empty-handed leader leads blind; the blind card sets the led suit; the extra card is blind too', () => {
    let s = table({ trick: 2, leader: 1, red: ['10D', '2H'], hands: [['8D', '9C'], [], ['7D', '6H']] });
    expect(tadpole.legalActions(s, 1)).toEqual([
      { type: 'play-bongle', deck: 'red' },
      { type: 'play-bongle', deck: 'black' },
    ]);
    s = when(s, 1, { type: 'play-bongle', deck: 'red' }).state;
    expect(s.trick.plays).toEqual([{ seat: 1, card: '10D', from: 'bongle', deck: 'red' }]);
    expect(tadpole.legalActions(s, 2)).toEqual([{ type: 'play', card: '7D' }]); // diamonds were led
    s = plays(s, [2, '7D'], [0, '8D']);
    const { state, events } = when(s, 1, { type: 'play-bongle', deck: 'red' }); // the extra card: 2H, a trump
    expect(events.find((e) => e.type === 'trick-won')).toEqual({ type: 'trick-won', trick: 2, winner: 1, cards: ['10D', '7D', '8D', '2H'] });
    // One hand is empty: the round goes on, and the empty-handed winner leads blind again.
    expect(state.phase).toBe('play');
    expect(tadpole.status(state).toAct).toEqual([1]);
  });
});

describe('Tadpole: the winner (TADPOLE-10)', () => {
  const p = (seat: number, card: string) => ({ seat, card, from: 'hand' as const, deck: null });

  it('TADPOLE-10: the highest trump wins when a trump was played', () => {
    expect(trickWinner([p(0, 'KS'), p(1, '2H'), p(2, '5H'), p(0, 'QS')], 'H')).toBe(2);
  });

  it('TADPOLE-1/10: otherwise the highest card of the led suit wins, aces low', () => {
    expect(trickWinner([p(0, 'AC'), p(1, '2C'), p(2, 'KD')], 'H')).toBe(1);
    expect(trickWinner([p(0, 'AC'), p(1, 'KD'), p(2, 'QS')], null)).toBe(0);
  });

  it('TADPOLE-10: the winner scores 1 point and leads the next trick', () => {
    const s = plays(table(), [1, '5H'], [2, '9H'], [0, '4H']);
    expect(s.scores).toEqual([0, 0, 1]);
    expect(tadpole.status(s).toAct).toEqual([2]);
  });
});
