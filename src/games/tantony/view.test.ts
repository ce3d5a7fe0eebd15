import { describe, expect, it } from 'vitest';
import { mulberry32, seededRandom } from '../../engine';
import { dealGame } from './deal';
import { tantony } from './game';
import { LEADS_BEFORE } from './leads';
import { secretCards } from './secrets';
import { initialState } from './state';
import { atLastTrick, plays, when } from './testing';

const opts = tantony.schemas.options.parse({ firstDealer: 3 });
const dealt = dealGame(opts, seededRandom(new Uint8Array(32).fill(1)), LEADS_BEFORE);
const start = tantony.evolve(initialState(opts), dealt);

describe('Tantony: Visibility (TANTONY rules, "Visibility")', () => {
  it('a seat sees its own hand only; a spectator sees no hand', () => {
    const v = tantony.view(start, 1);
    expect([...v.hand!].sort()).toEqual([...dealt.hands[1]!].sort());
    expect(JSON.stringify(v)).not.toContain(`"${dealt.hands[2]![0]}"`);
    expect(tantony.view(start, null).hand).toBeNull();
    expect(tantony.view(start, null).players.map((p) => p.handSize)).toEqual([13, 13, 13, 13]);
    expect(tantony.schemas.view.parse(tantony.view(start, 1))).toBeTruthy();
  });

  it('the deal event shows each reader its own hand and only hand sizes of the others', () => {
    const e = tantony.redactEvent(dealt, 2);
    expect(e).toMatchObject({ type: 'game-dealt', dealer: 3, leader: 2, handSizes: [13, 13, 13, 13] });
    expect(tantony.redactEvent(dealt, null)).toMatchObject({ hand: null });
    expect(tantony.schemas.event.parse(e)).toBeTruthy();
  });

  it('a receiver sees its own face-down cards; everyone sees the trick, its winner, receiver and runt', () => {
    let s = start;
    for (let i = 0; i < 4; i++) {
      const seat = tantony.status(s).toAct[0]!;
      s = when(s, seat, tantony.legalActions(s, seat)[0]!).state;
    }
    const giver = tantony.status(s).toAct[0]!;
    s = when(s, giver, { type: 'give-trick', to: 2 }).state;
    expect(tantony.view(s, 2).faceDown).toHaveLength(3);
    expect(tantony.view(s, 0).faceDown).toEqual([]);
    const pub = tantony.view(s, null);
    expect(pub.players[2]).toMatchObject({ tricksReceived: 1, faceDownCount: 3, runts: [s.runts[2]![0]] });
    expect(pub.tricks[0]).toMatchObject({ receiver: 2, winner: giver, automatic: false });
    expect(pub.tricks[0]!.plays).toHaveLength(4);
  });

  it('TANTONY-3 and Visibility, secrets: in round 1 the other hands; from round 2 on nothing, since every card has been played face up', () => {
    expect(new Set(secretCards(start, 0))).toEqual(new Set([...dealt.hands[1]!, ...dealt.hands[2]!, ...dealt.hands[3]!]));
    expect(secretCards(start, null)).toHaveLength(52);
    const c = (cs: string) => cs.split(' ');
    const last = atLastTrick({ last: ['3H', '6C', 'JH', 'KH'], leader: 3, runts: [c('2S 2D 2C'), c('4S 4D 4C'), c('3S 3D 3C'), c('5S 5D 5C')] });
    const { state } = plays(last, 'KH', '3H', '6C', 'JH');
    expect(state.round).toBe(2);
    expect(secretCards(state, null)).toEqual([]);
    expect(tantony.view(state, 1).lastTrick).toBeNull();
    expect(tantony.view(state, 1).history[0]!.exchange).toMatchObject({ takes: ['KH', '6C', 'JH', '3H'] });
  });
});

describe('Tantony: views and events match their schemas', () => {
  for (const variant of ['teams', 'split-partner', 'three-player'] as const) {
    it(`${variant}: every view and redacted event of a whole game parses`, () => {
      const options = tantony.schemas.options.parse({ variant });
      const seats = tantony.seatCount(options);
      const viewers = [...Array.from({ length: seats }, (_, s) => s), null];
      const random = seededRandom(new Uint8Array(32).fill(4));
      const choose = mulberry32(7);
      let state = initialState(options);
      let events = tantony.start(state, random);
      const phases = new Set<string>();
      for (let n = 0; n < 1000; n++) {
        for (const e of events) state = tantony.evolve(state, e);
        phases.add(state.phase);
        for (const v of viewers) {
          tantony.schemas.view.parse(tantony.view(state, v));
          for (const e of events) tantony.schemas.event.parse(tantony.redactEvent(e, v));
        }
        const status = tantony.status(state);
        if (status.finished) break;
        const seat = status.toAct[0]!;
        const moves = tantony.legalActions(state, seat);
        const action = moves[choose(moves.length)]!;
        tantony.schemas.action.parse(action);
        const out = tantony.decide(state, seat, action, random);
        if (!Array.isArray(out)) throw new Error(out.message);
        events = out;
      }
      expect(tantony.status(state).finished).toBe(true);
      expect(phases).toEqual(new Set(['play', 'give', 'finished']));
    });
  }
});
