import { describe, expect, it } from 'vitest';
import { mulberry32, randomPlayout } from '../../engine';
import { bongleCards } from './cards';
import type { TadpoleEvent } from './events';
import { evolve } from './evolve';
import { tadpole } from './game';
import { secretCards } from './secrets';
import { initialState, type TadpoleState } from './state';
import { fixedRandom, given, plays, when } from './testing';

const table = () =>
  given({
    flipped: { red: 'QH', black: '3S' },
    red: ['10D', '2H', 'KD'],
    black: ['JS', 'AC', '2C'],
    extra: ['AD'],
    hands: [['8H', '9C'], ['4S', '5H'], ['6H', '7D']],
  });
const HIDDEN_FROM_ALL = ['10D', '2H', 'KD', 'JS', 'AC', '2C', 'AD'];
const cardTokens = (x: unknown) => (JSON.stringify(x).match(/"(?:10|[2-9AJQK])[SHDC]"/g) ?? []).map((t) => t.slice(1, -1));

describe('Tadpole: views (Visibility)', () => {
  it('a seat sees its own hand; the others only by size; a spectator sees no hand', () => {
    const v = tadpole.view(table(), 1);
    expect(v.hand).toEqual(['4S', '5H']);
    expect(v.players.map((p) => p.handSize)).toEqual([2, 2, 2]);
    expect(tadpole.view(table(), null).hand).toBeNull();
    expect(cardTokens(tadpole.view(table(), 1))).not.toContain('8H');
  });

  it('public: flipped cards, trump, deck sizes, Extra Pile size; never a face-down Bongle card or the Extra Pile', () => {
    for (const seat of [0, 1, 2, null]) {
      const v = tadpole.view(table(), seat);
      expect(v.bongle).toEqual({ red: { faceDown: 3, flipped: 'QH' }, black: { faceDown: 3, flipped: '3S' } });
      expect(v.trump).toBe('H');
      expect(v.extraPileSize).toBe(1);
      expect(cardTokens(v).filter((c) => HIDDEN_FROM_ALL.includes(c))).toEqual([]);
    }
  });

  it('every played card is public (blind ones once turned up), with where it came from and who is out of cards', () => {
    const s = plays(table(), [1, '4S'], [2, 'red']);
    const v = tadpole.view(s, null);
    expect(v.trick).toEqual({
      number: 1,
      leader: 1,
      leadSuit: 'S',
      size: 3,
      plays: [
        { seat: 1, card: '4S', from: 'hand', deck: null },
        { seat: 2, card: '10D', from: 'bongle', deck: 'red' },
      ],
    });
    expect(v.bongle.red.faceDown).toBe(2);
    expect(cardTokens(v)).not.toContain('2H'); // the next card of the red deck stays hidden
    const after = plays(s, [0, '9C']);
    const w = tadpole.view(after, null);
    expect(w.tricks).toHaveLength(1);
    expect(w.tricks[0]!.winner).toBe(1);
    expect(w.trick.size).toBe(4);
    expect(w.players.map((p) => p.score)).toEqual([0, 1, 0]);
    expect(w.players.map((p) => p.outOfCards)).toEqual([false, false, false]);
  });

  it('redactEvent: the Bongle order, other hands and the Extra Pile never leave the engine', () => {
    const start = tadpole.start(initialState({ firstDealer: 0 }), fixedRandom({ 'bongle:black': [...bongleCards('black')].reverse() }));
    const shuffled = start[0]!;
    expect(tadpole.redactEvent(shuffled, 0)).toEqual({ type: 'bongle-decks-shuffled', redSize: 14, blackSize: 14 });
    const dealt = start.find((e) => e.type === 'round-dealt')!;
    const mine = tadpole.redactEvent(dealt, 2) as { hand: string[]; handSizes: number[]; extraPileSize: number };
    expect(mine.hand).toEqual((dealt as Extract<TadpoleEvent, { type: 'round-dealt' }>).hands[2]);
    expect(mine.handSizes).toEqual([8, 8, 8]);
    expect(tadpole.redactEvent(dealt, null)).toMatchObject({ hand: null });
  });

  it('TADPOLE-4: a re-flip after a tie shows the flipped cards only, never the cards under them', () => {
    // Standard order pairs every rank: 14 ties, each flip showing only its own two cards.
    const events = tadpole.start(initialState({ firstDealer: 0 }), fixedRandom({}));
    let state = initialState({ firstDealer: 0 });
    for (const e of events) {
      const before = state;
      state = evolve(state, e);
      const shownNow = e.type === 'trump-flipped' ? [e.red, e.black] : [];
      const flippedSoFar = before.revealed;
      for (const c of cardTokens(tadpole.redactEvent(e, null))) expect([...flippedSoFar, ...shownNow]).toContain(c);
    }
  });

  it('secretCards: the other hands, the Extra Pile and the face-down Bongle cards; a card once played is public for good', () => {
    const s = table();
    expect(new Set(secretCards(s, 1))).toEqual(new Set(['8H', '9C', '6H', '7D', 'AD', '10D', '2H', 'KD', 'JS', 'AC', '2C']));
    expect(secretCards(s, null)).toContain('5H');
    const played: TadpoleState = when(s, 1, { type: 'play', card: '4S' }).state;
    // 4S back in a hidden place (as after a rebuild) is still no secret.
    const hidden = { ...played, extra: [...played.extra, '4S'] };
    expect(secretCards(hidden, 0)).not.toContain('4S');
  });
});

describe('Tadpole: schemas', () => {
  it('options: {} parses with firstDealer "random"; unknown fields are refused', () => {
    expect(tadpole.schemas.options.parse({})).toEqual({ firstDealer: 'random' });
    expect(tadpole.schemas.options.parse({ firstDealer: 2 })).toEqual({ firstDealer: 2 });
    expect(tadpole.schemas.options.safeParse({ firstDealer: 3 }).success).toBe(false);
    expect(tadpole.schemas.options.safeParse({ seats: 3 }).success).toBe(false);
  });

  it('actions: the exact bodies, strict', () => {
    expect(tadpole.schemas.action.parse({ type: 'play', card: '7H' })).toEqual({ type: 'play', card: '7H' });
    expect(tadpole.schemas.action.parse({ type: 'play-bongle', deck: 'red' })).toEqual({ type: 'play-bongle', deck: 'red' });
    expect(tadpole.schemas.action.safeParse({ type: 'play-bongle', deck: 'green' }).success).toBe(false);
    expect(tadpole.schemas.action.safeParse({ type: 'play', card: '7H', deck: 'red' }).success).toBe(false);
  });

  it('views and redacted events of a whole game match their schemas', () => {
    const seed = new Uint8Array(32).fill(5);
    randomPlayout(tadpole, tadpole.schemas.options.parse({}), seed, mulberry32(5), (step) => {
      for (const seat of [0, 1, 2, null]) {
        tadpole.schemas.view.parse(tadpole.view(step.after.state as TadpoleState, seat));
        for (const e of step.events as TadpoleEvent[]) tadpole.schemas.event.parse(tadpole.redactEvent(e, seat));
      }
    });
  });
});
