import { describe, expect, it } from 'vitest';
import { tanni } from './game';
import { example, firstSixTricks } from './fixtures';
import { acts, givenPlay, play, rejected } from './testing';

describe("Tanni: the seed's worked example (TANNI-11, TANNI-13)", () => {
  it('bid 18, the opponents declare a non-trump pair → 20; the bid team has 19 → the opponents gain 20', () => {
    let { state } = acts(givenPlay(example), ...firstSixTricks);
    expect(state.hidden).toBe('8S'); // everyone could follow so far
    expect(state.points).toEqual([15.25 * 4, 11 * 4]);
    // Trick 7: seat 3 leads 9D; seat 0 has an empty hand, cannot follow: trump opens, 8S must be played (TANNI-9).
    const lead = acts(state, [3, play('9D')]);
    expect(lead.events.at(-1)).toEqual({ type: 'trump-opened', seat: 0, bidder: 0, card: '8S', forced: true });
    const last = acts(lead.state, [0, play('8S')], [1, play('10D')], [2, play('QD')]);
    state = last.state;
    expect(last.events.find((e) => e.type === 'trick-won')).toMatchObject({ trick: 7, winner: 0, points: 13 });
    const scored = last.events.find((e) => e.type === 'round-scored');
    expect(scored && tanni.redactEvent(scored, null)).toEqual({
      type: 'round-scored',
      summary: {
        round: 1,
        dealer: 3,
        kind: 'bid',
        bidder: 0,
        bidTeam: 0,
        bid: 18,
        trump: 'S',
        pairs: [{ seat: 1, team: 1, suit: 'C', trump: false, adjustment: 2 }],
        adjustedBid: 20,
        kitty: ['KS', 'QS'],
        kittyPoints: 0.5,
        unplayedTrumpPoints: 0,
        points: [19, 11],
        tricksWon: [5, 2],
        made: false,
        scoringTeam: 1,
        gained: 20,
        matchPoints: [0, 20],
      },
    });
    // TANNI-3: the next round is dealt at once, the dealer one seat on.
    expect(state.round).toBe(2);
    expect(state.dealer).toBe(0);
    expect(state.phase).toBe('auction');
    expect(tanni.view(state, 2).rounds.at(-1)).toMatchObject({ adjustedBid: 20, points: [19, 11], scoringTeam: 1, matchPoints: [0, 20], kitty: null });
  });

  it('TANNI-15: a team whose match points reach the target wins the game', () => {
    const { state } = acts(givenPlay({ ...example, options: { target: 120 }, matchPoints: [90, 100] }), ...firstSixTricks, [3, play('9D')], [0, play('8S')], [1, play('10D')], [2, play('QD')]);
    expect(state.phase).toBe('finished');
    expect(tanni.status(state)).toEqual({ finished: true, toAct: [], result: { winners: [1, 3], draw: false, scores: [90, 120, 90, 120] } });
    expect(tanni.view(state, null).winner).toEqual({ team: 1, seats: [1, 3] });
    expect(tanni.view(state, null).rounds[0]!.kitty).toEqual(['KS', 'QS']); // the game is over: the last kitty stays shown
    expect(rejected(state, 1, play('JH'))).toMatchObject({ code: 'game-over' });
  });

  it('TANNI-15: below the target, play goes on with the next round', () => {
    const { state } = acts(givenPlay({ ...example, options: { target: 120 }, matchPoints: [90, 99] }), ...firstSixTricks, [3, play('9D')], [0, play('8S')], [1, play('10D')], [2, play('QD')]);
    expect(state.matchPoints).toEqual([360, 476]);
    expect(state.phase).toBe('auction');
    expect(tanni.status(state).toAct).toEqual([1]); // dealer 0, opener 1
  });
});
