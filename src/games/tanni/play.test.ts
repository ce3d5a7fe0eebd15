import { describe, expect, it } from 'vitest';
import { example, firstSixTricks, openingLayout as layout } from './fixtures';
import { tanni } from './game';
import { legalPlays } from './rules';
import { acts, givenPlay, play, plays, rejected, when, type PlayLayout } from './testing';

const start = () => givenPlay(layout);

describe('Tanni: following suit (TANNI-8)', () => {
  it('TANNI-8: the bid winner leads the first trick; any card may be led', () => {
    expect(tanni.status(start()).toAct).toEqual([0]);
    expect(legalPlays(start(), 0).sort()).toEqual(['10H', '10S', '8S', 'AS', 'KS', 'QS']);
  });

  it('TANNI-8: a player holding the led suit must play it', () => {
    const s = when(start(), 0, play('AS')).state;
    const v = rejected(s, 1, play('AH'));
    expect(v).toEqual({ code: 'must-follow-suit', rule: 'TANNI-8', message: 'must follow spades: you hold JS, 9S' });
    expect(legalPlays(s, 1)).toEqual(['JS', '9S']);
  });

  it('TANNI-8: only the seat to play may play, only a held card of the deck', () => {
    expect(rejected(start(), 1, play('AH'))).toMatchObject({ code: 'not-your-turn', rule: 'TANNI-8' });
    expect(rejected(start(), 0, play('AH'))).toMatchObject({ code: 'card-not-held', rule: 'TANNI-8' });
    expect(rejected(start(), 0, play('7S'))).toMatchObject({ code: 'unknown-card', rule: 'TANNI-1' }); // sevens are H and C
    expect(rejected(start(), 0, play('5S'))).toMatchObject({ code: 'unknown-card' });
  });

  it('TANNI-8: the winner of a trick leads the next', () => {
    const s = plays(start(), [0, '10H'], [1, 'AH'], [2, '8H'], [3, '7H']);
    expect(s.tricks[0]).toMatchObject({ winner: 1, points: 2 * 4 }); // quarter points inside
    expect(tanni.status(s).toAct).toEqual([1]);
  });
});

describe('Tanni: the hidden trump opens (TANNI-7, TANNI-9, TANNI-10)', () => {
  it('TANNI-7/9: the bid winner may not play the hidden card before trump opens; to others it is simply not held', () => {
    expect(rejected(start(), 0, play('JH'))).toMatchObject({ code: 'trump-card-hidden', rule: 'TANNI-9' });
    const s = when(start(), 0, play('10H')).state;
    expect(rejected(s, 1, play('JH'))).toMatchObject({ code: 'card-not-held', message: 'you do not hold JH' });
  });

  it('TANNI-7: while hidden, the trump card does not count for following suit', () => {
    // Seat 0 holds 10H in hand and JH face down: after 10H is gone, hearts led finds seat 0 void.
    const s = plays(start(), [0, '10H'], [1, 'AH'], [2, '8H'], [3, '7H']);
    const { events } = when(s, 1, play('9D'));
    expect(events.some((e) => e.type === 'trump-opened')).toBe(false); // seat 2 holds 8D
  });

  it('TANNI-9: a follower who cannot follow opens trump before playing; the card returns to the bid winner; no duty to trump', () => {
    const s = when(start(), 0, play('AS')).state;
    const { state, events } = when(s, 1, play('9S'));
    expect(events).toEqual([
      { type: 'card-played', seat: 1, card: '9S' },
      { type: 'trump-opened', seat: 2, bidder: 0, card: 'JH', forced: false },
    ]);
    expect(state.hidden).toBeNull();
    expect(state.trumpOpen).toBe(true);
    expect(state.hands[0]).toContain('JH');
    expect(legalPlays(state, 2)).toHaveLength(7); // any card
    const v = tanni.view(state, 1);
    expect(v.trump).toEqual({ faceDown: false, open: true, suit: 'H', card: 'JH', openedBy: 2 });
    expect(v.players[0]!.shown).toEqual(['JH']);
  });

  it('TANNI-10: once trump is open, the highest trump wins; a discard does not', () => {
    const opened = plays(start(), [0, 'AS'], [1, '9S']);
    const discard = plays(opened, [2, 'JC'], [3, '10C']);
    expect(discard.tricks[0]!.winner).toBe(1); // 9S beats AS; JC and 10C are discards
    const trumped = plays(opened, [2, '8H']);
    const { events } = when(trumped, 3, play('7H'));
    expect(events.find((e) => e.type === 'trick-won')).toMatchObject({ winner: 2, points: 3 * 4 });
  });

  it('TANNI-9: when the bid winner cannot follow, trump opens and they must play exactly the hidden card', () => {
    const s = plays(start(), [0, '10H'], [1, 'AH'], [2, '8H'], [3, '7H'], [1, '9D'], [2, '8D']);
    const { state, events } = when(s, 3, play('QD'));
    expect(events.at(-1)).toEqual({ type: 'trump-opened', seat: 0, bidder: 0, card: 'JH', forced: true });
    expect(rejected(state, 0, play('AS'))).toMatchObject({ code: 'must-play-trump-card', rule: 'TANNI-9' });
    expect(tanni.legalActions(state, 0)).toEqual([play('JH')]);
    expect(tanni.view(state, 2).forced).toBe('JH');
    const after = when(state, 0, play('JH'));
    expect(after.events.find((e) => e.type === 'trick-won')).toMatchObject({ winner: 0 });
    expect(after.state.forced).toBeNull();
  });

  it('TANNI-9: a bid winner with an empty hand who must lead the 7th trick opens trump and plays the hidden card', () => {
    // The example with JS and 9S swapped between seats 0 and 3: seat 0 wins trick 6 with JS.
    const swapped: PlayLayout = {
      ...example,
      hands: [
        ['10H', 'AH', '7C', '10C', 'JD', 'JS', '8S'],
        example.hands[1],
        example.hands[2],
        ['7H', 'KH', '8C', 'AC', 'AD', '9S', '9D'],
      ],
    };
    const five = acts(givenPlay(swapped), ...firstSixTricks.slice(0, -4)).state;
    const { state, events } = acts(five, [0, play('JS')], [1, play('AS')], [2, play('10S')], [3, play('9S')]);
    expect(state.hands[0]).toEqual(['8S']);
    expect(events.slice(-2)).toEqual([
      { type: 'trick-won', trick: 6, winner: 0, cards: ['JS', 'AS', '10S', '9S'], points: 28 },
      { type: 'trump-opened', seat: 0, bidder: 0, card: '8S', forced: true },
    ]);
    expect(tanni.legalActions(state, 0)).toEqual([play('8S')]);
    const end = acts(state, [0, play('8S')], [1, play('10D')], [2, play('QD')], [3, play('9D')]);
    const scored = end.events.find((e) => e.type === 'round-scored');
    expect(scored?.type === 'round-scored' && scored.summary).toMatchObject({ made: true, scoringTeam: 0, gained: 80, points: [104, 16] });
  });
});
