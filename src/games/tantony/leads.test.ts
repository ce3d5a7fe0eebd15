import { describe, expect, it } from 'vitest';
import { matchStatus, mulberry32, randomPlayout, seededRandom, type Seat } from '../../engine';
import { dealGame } from './deal';
import { tantony, tantonyRulesets, tantonyV1, tantonyV2, type TantonyGame } from './game';
import { LEADS_AFTER, LEADS_BEFORE } from './leads';
import { initialState, type TantonyState, type Variant } from './state';
import { atLastTrick, ofType, playsUnder } from './testing';

// TANTONY-4: who leads is the one rule ruleset versions 1 and 2 disagree on. Seats 0–3 are A–D of
// the seed; play goes A, B, C, D (seat + 1).
const c = (cs: string) => cs.split(' ');
const options = (o: object) => tantony.schemas.options.parse(o);

/** The seed's last trick of a round led by `roundLeader` (D leads ♡K; A ♡3, B ♣6, C ♡J). */
const lastTrickOfRound = (roundLeader: Seat, round = 1) =>
  atLastTrick({ last: ['3H', '6C', 'JH', 'KH'], leader: 3, roundLeader, round, runts: [c('2S 2D 2C'), c('4S 4D 4C'), c('3S 3D 3C'), c('5S 5D 5C')] });

/** Round 1's leader, and each later round's, of a whole random game. */
function roundLeaders(game: TantonyGame, variant: Variant, seed: Uint8Array): { dealer: Seat; leaders: Seat[] } {
  const end = randomPlayout(game, options({ variant }), seed, mulberry32(seed[0]!));
  const s = end.state as TantonyState;
  expect(matchStatus(game, end).phase).toBe('finished');
  return { dealer: s.dealer, leaders: s.rounds.map((r) => r.leader) };
}

describe('Tantony ruleset 2: the seat before leads (TANTONY-4)', () => {
  it('TANTONY-4 (v2): given dealer C (seat 2), when the cards are dealt, then B (seat 1), the seat before the dealer, leads round 1', () => {
    const dealt = dealGame(options({ firstDealer: 2 }), seededRandom(new Uint8Array(32).fill(3)), LEADS_BEFORE);
    expect(dealt).toMatchObject({ dealer: 2, leader: 1 });
    const state = tantonyV2.evolve(initialState(options({ firstDealer: 2 })), dealt);
    expect(tantonyV2.status(state).toAct).toEqual([1]);
  });

  it('TANTONY-3/4 (v2): given any dealer, when dealt, then the deal still starts with the seat after the dealer; only the lead moved', () => {
    const random = () => seededRandom(new Uint8Array(32).fill(7));
    const v1 = dealGame(options({ firstDealer: 0 }), random(), LEADS_AFTER);
    const v2 = dealGame(options({ firstDealer: 0 }), random(), LEADS_BEFORE);
    expect(v2.hands).toEqual(v1.hands);
    expect([v1.leader, v2.leader]).toEqual([1, 3]);
  });

  it('TANTONY-4 (v2): given dealer A (seat 0), then D (seat 3) leads round 1: the lead wraps round the table', () => {
    expect(dealGame(options({ firstDealer: 0 }), seededRandom(new Uint8Array(32)), LEADS_BEFORE).leader).toBe(3);
    expect(dealGame(options({ variant: 'three-player', firstDealer: 0 }), seededRandom(new Uint8Array(32)), LEADS_BEFORE).leader).toBe(2);
  });

  it('TANTONY-4 (v2): given round 1 led by B (seat 1), when its last trick is played, then round 2 is led by A (seat 0), the seat before B', () => {
    const { events, state } = playsUnder(tantonyV2, lastTrickOfRound(1), 'KH', '3H', '6C', 'JH');
    expect(ofType(events, 'round-started')[0]).toMatchObject({ round: 2, leader: 0 });
    expect(tantonyV2.status(state).toAct).toEqual([0]);
    expect(tantonyV2.view(state, null)).toMatchObject({ round: 2, leader: 0, history: [{ round: 1, leader: 1 }] });
  });

  it('TANTONY-4 (v2): given round 2 led by A (seat 0), when it ends, then round 3 is led by D (seat 3)', () => {
    const { events } = playsUnder(tantonyV2, lastTrickOfRound(0, 2), 'KH', '3H', '6C', 'JH');
    expect(ofType(events, 'round-started')[0]).toMatchObject({ round: 3, leader: 3 });
  });

  it('TANTONY-4/12 (v2): over whole games the lead moves to the seat before each round, so every player leads one round', () => {
    for (let k = 0; k < 20; k++) {
      const seed = new Uint8Array(32).fill(k + 1);
      const { dealer, leaders } = roundLeaders(tantonyV2, 'split-partner', seed);
      expect(leaders).toEqual([0, 1, 2, 3].map((r) => (dealer + 4 - 1 - r) % 4));
      expect(new Set(leaders).size).toBe(4);
      const three = roundLeaders(tantonyV2, 'three-player', seed);
      expect(three.leaders).toEqual([0, 1, 2].slice(0, three.leaders.length).map((r) => (three.dealer + 3 - 1 - r) % 3));
    }
  });
});

describe('Tantony ruleset 1: the seat after leads (TANTONY-4, version 1, kept for games created under it)', () => {
  it('TANTONY-4 (v1): given dealer C (seat 2), when dealt, then D (seat 3), the seat after the dealer, leads round 1', () => {
    const dealt = dealGame(options({ firstDealer: 2 }), seededRandom(new Uint8Array(32).fill(3)), LEADS_AFTER);
    expect(dealt).toMatchObject({ dealer: 2, leader: 3 });
    expect(tantonyV1.status(tantonyV1.evolve(initialState(options({ firstDealer: 2 })), dealt)).toAct).toEqual([3]);
  });

  it('TANTONY-4 (v1): given round 1 led by B (seat 1), when it ends, then round 2 is led by C (seat 2), the seat after B', () => {
    const { events, state } = playsUnder(tantonyV1, lastTrickOfRound(1), 'KH', '3H', '6C', 'JH');
    expect(ofType(events, 'round-started')[0]).toMatchObject({ round: 2, leader: 2 });
    expect(tantonyV1.status(state).toAct).toEqual([2]);
  });

  it('TANTONY-4 (v1): over whole games the lead moves to the seat after each round', () => {
    for (let k = 0; k < 20; k++) {
      const { dealer, leaders } = roundLeaders(tantonyV1, 'split-partner', new Uint8Array(32).fill(k + 1));
      expect(leaders).toEqual([0, 1, 2, 3].map((r) => (dealer + 1 + r) % 4));
    }
  });
});

describe('Tantony rulesets', () => {
  it('version 2 is current; version 1 stays; both share every schema, so the API has one Tantony shape', () => {
    expect(tantonyRulesets.current).toBe(2);
    expect(tantonyRulesets.versions.map((v) => v.version)).toEqual([1, 2]);
    expect(tantony).toBe(tantonyV2);
    expect(tantonyV1.schemas).toBe(tantonyV2.schemas);
  });
});
