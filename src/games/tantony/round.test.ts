import { describe, expect, it } from 'vitest';
import { tantony } from './game';
import { endsEarly, splitPartnerScores } from './scoring';
import { atLastTrick, ofType, plays } from './testing';

const c = (cs: string) => cs.split(' ');

// The seed's last trick: D leads ♡K, A plays ♡3, B (void) ♣6, C ♡J. Round 1 was led by A (seat 0).
const seedLast = (over: { runts0?: string; round?: number; totals?: number[]; variant?: 'teams' | 'split-partner' } = {}) =>
  atLastTrick({
    options: { variant: over.variant ?? 'teams' },
    last: ['3H', '6C', 'JH', 'KH'],
    leader: 3,
    roundLeader: 0,
    runts: [c(over.runts0 ?? '2S 2D 2C'), c('4S 4D 4C'), c('3S 3D 3C'), c('5S 5D 5C')],
    round: over.round,
    totals: over.totals,
  });

describe('Tantony: the last trick (TANTONY-9)', () => {
  it('seed example: D wins with ♡K and takes the runt ♡3, A takes ♡K, B and C take back ♣6 and ♡J', () => {
    const { events } = plays(seedLast(), 'KH', '3H', '6C', 'JH');
    expect(ofType(events, 'trick-given')).toEqual([]);
    expect(ofType(events, 'last-trick-exchanged')).toEqual([
      { type: 'last-trick-exchanged', trick: 13, winner: 3, winnerCard: 'KH', runt: '3H', runtSeat: 0, takes: ['KH', '6C', 'JH', '3H'] },
    ]);
  });

  it('TANTONY-9: when the winner card is the runt (nobody followed), everyone takes back their own card', () => {
    const s = atLastTrick({ last: ['3S', '6C', 'JD', 'KH'], leader: 3, runts: [c('2S 2D 2C'), c('4S 4D 4C'), c('3H 3D 3C'), c('5S 5D 5C')] });
    const { events } = plays(s, 'KH', '3S', '6C', 'JD');
    expect(ofType(events, 'last-trick-exchanged')[0]).toMatchObject({ winner: 3, runt: 'KH', runtSeat: 3, takes: ['3S', '6C', 'JD', 'KH'] });
  });
});

describe('Tantony: scoring and the next round (TANTONY-3, 4, 10)', () => {
  it('TANTONY-10: a round score is the 3 face-up runts plus the card taken from the last trick; partners add up', () => {
    const { events, state } = plays(seedLast(), 'KH', '3H', '6C', 'JH');
    // A: 2+2+2 + ♡K 25; B: 4+4+4 + ♣6; C: 3+3+3 + ♡J 15; D: 5+5+5 + ♡3.
    expect(ofType(events, 'round-scored')).toEqual([{ type: 'round-scored', round: 1, scores: [31, 18, 24, 18], totals: [31, 18, 24, 18] }]);
    const v = tantony.view(state, null);
    expect(v.teams).toEqual([
      { team: 0, seats: [0, 2], roundScore: 0, total: 55 },
      { team: 1, seats: [1, 3], roundScore: 0, total: 36 },
    ]);
    expect(v.history[0]).toMatchObject({ round: 1, scores: [31, 18, 24, 18], teamScores: [55, 36], teamTotals: [55, 36] });
  });

  it('TANTONY-3/4/10: below 60 the next round starts with the 13 cards each player collected, led by the seat before the last leader', () => {
    const before = seedLast();
    const { events, state } = plays(before, 'KH', '3H', '6C', 'JH');
    const started = ofType(events, 'round-started')[0]!;
    expect(started).toMatchObject({ round: 2, leader: 3 });
    expect(state.hands.map((h) => h.length)).toEqual([13, 13, 13, 13]);
    expect([...state.hands[0]!].sort()).toEqual([...before.runts[0]!, ...before.downs[0]!, 'KH'].sort());
    expect(tantony.status(state).toAct).toEqual([3]);
    expect(state.runts).toEqual([[], [], [], []]);
    expect(ofType(events, 'game-ended')).toEqual([]);
  });

  it('TANTONY-11: a team at 60 or more after round 1 ends the game at once', () => {
    const { events, state } = plays(seedLast({ runts0: 'AS AD AC' }), 'KH', '3H', '6C', 'JH');
    expect(ofType(events, 'round-started')).toEqual([]);
    // A/C: 90 + 25 + 9 + 15 = 139; B/D: 12 + 6 + 15 + 3 = 36.
    expect(ofType(events, 'game-ended')).toEqual([
      { type: 'game-ended', round: 1, early: true, winners: [0, 2], draw: false, scores: [139, 36, 139, 36] },
    ]);
    expect(tantony.status(state)).toEqual({ finished: true, toAct: [], result: { winners: [0, 2], draw: false, scores: [139, 36, 139, 36] } });
  });

  it('TANTONY-11: the thresholds are 60, 120 and 180 after rounds 1, 2 and 3, reached at exactly that total', () => {
    const s = seedLast();
    expect(endsEarly(s, 1, [30, 0, 30, 0])).toBe(true);
    expect(endsEarly(s, 1, [30, 0, 29, 0])).toBe(false);
    expect(endsEarly(s, 1, [0, 59, 0, 1])).toBe(true);
    expect(endsEarly(s, 2, [60, 0, 59, 0])).toBe(false);
    expect(endsEarly(s, 2, [60, 0, 60, 0])).toBe(true);
    expect(endsEarly(s, 3, [179, 0, 0, 0])).toBe(false);
    expect(endsEarly(s, 3, [179, 0, 1, 0])).toBe(true);
  });

  it('TANTONY-11: after round 3 a team at 180 ends the game', () => {
    const { events } = plays(seedLast({ round: 3, totals: [100, 0, 30, 0] }), 'KH', '3H', '6C', 'JH');
    expect(ofType(events, 'game-ended')[0]).toMatchObject({ round: 3, early: true, winners: [0, 2], scores: [185, 36, 185, 36] });
  });

  it('TANTONY-11: otherwise the game ends after round 4; the higher total wins and equal totals draw', () => {
    const won = plays(seedLast({ round: 4, totals: [100, 80, 50, 70] }), 'KH', '3H', '6C', 'JH').events;
    expect(ofType(won, 'game-ended')[0]).toEqual({ type: 'game-ended', round: 4, early: false, winners: [0, 2], draw: false, scores: [205, 186, 205, 186] });
    const drawn = plays(seedLast({ round: 4, totals: [0, 19, 0, 0] }), 'KH', '3H', '6C', 'JH').events;
    expect(ofType(drawn, 'game-ended')[0]).toMatchObject({ winners: [], draw: true, scores: [55, 55, 55, 55] });
  });
});

describe('Tantony: split-partner variant (TANTONY-12)', () => {
  it('TANTONY-12: each final score is the own total plus the previous seat: A adds D, B adds A, C adds B, D adds C', () => {
    expect(splitPartnerScores([10, 20, 30, 40])).toEqual([50, 30, 50, 70]);
  });

  it('TANTONY-12: no early end, however high a total is after round 1', () => {
    const { events } = plays(seedLast({ variant: 'split-partner', runts0: 'AS AD AC' }), 'KH', '3H', '6C', 'JH');
    expect(ofType(events, 'game-ended')).toEqual([]);
    expect(ofType(events, 'round-started')[0]).toMatchObject({ round: 2 });
  });

  it('TANTONY-12: after round 4 the highest final score wins; equal highest scores share the win', () => {
    // Totals 31, 18, 24, 18 → finals A 31+18, B 18+31, C 24+18, D 18+24.
    const { events, state } = plays(seedLast({ variant: 'split-partner', round: 4 }), 'KH', '3H', '6C', 'JH');
    expect(ofType(events, 'game-ended')[0]).toEqual({ type: 'game-ended', round: 4, early: false, winners: [0, 1], draw: false, scores: [49, 49, 42, 42] });
    expect(tantony.view(state, 0).players.map((p) => p.combined)).toEqual([49, 49, 42, 42]);
    expect(tantony.view(state, 0).teams).toBeNull();
  });
});
