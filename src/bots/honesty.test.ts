import { describe, expect, it } from 'vitest';
import type { Typed } from '../engine';
import { chooseMove, type BotLevel } from './levels';
import { Rng } from './rng';
import { positions, VARIANTS } from './testing';
import type { BotInput } from './types';
import { reshuffledHidden } from './worlds.testing';

const LEVELS: readonly BotLevel[] = ['random', 'basic', 'expert'];

/**
 * Honesty (issue 16): a bot decides from its seat's view, legal moves and redacted log alone. Its
 * type says so (BotInput holds no state); this shows it: the same position with the cards the seat
 * cannot see dealt differently — the same view, the same moves, the same log as that seat reads it
 * — gets the same move from every level. A bot that peeked at the state would fail it, as the
 * control below (a chooser that does peek) shows.
 */
describe.each(VARIANTS.map((v) => ({ name: v.label, v })))('$name: hidden cards dealt differently change no bot move', ({ v }) => {
  const found = positions(v, 6, 'basic', 7, 3);
  const rng = new Rng(1, 2, 3, 4);
  const pairs = found.map((p) => ({ ...p, other: reshuffledHidden(v.game.type, p.state, p.input.seat, rng) }));
  const inputOf = (state: unknown, like: BotInput): BotInput => ({
    seat: like.seat,
    view: v.game.view(state, like.seat),
    moves: v.game.legalActions(state, like.seat) as Typed[],
    // The seat's redacted log is that of the real game: a different deal of cards it never saw
    // reads the same (the leak audit of every game checks that no redacted event shows one).
    seen: like.seen,
  });

  it(`${pairs.length} positions: the same view and moves, different hidden cards`, () => {
    expect(pairs.length).toBeGreaterThan(30);
    let different = 0;
    for (const p of pairs) {
      const other = inputOf(p.other, p.input);
      expect(JSON.stringify(other.view)).toBe(JSON.stringify(p.input.view));
      expect(JSON.stringify(other.moves)).toBe(JSON.stringify(p.input.moves));
      if (JSON.stringify(p.other) !== JSON.stringify(p.state)) different++;
    }
    // Tantony from round 2 on hides nothing that play has not shown, but the reshuffle moves the cards anyway.
    expect(different).toBeGreaterThan(pairs.length * 0.8);
  });

  it('every level chooses the same move in both (the expert, which searches, in 30 of them)', () => {
    for (const [i, p] of pairs.entries()) {
      const other = inputOf(p.other, p.input);
      for (const level of LEVELS) {
        if (level === 'expert' && i % Math.floor(pairs.length / 30) !== 0) continue;
        expect(JSON.stringify(chooseMove(v.game, level, other, p.random)), level).toBe(JSON.stringify(chooseMove(v.game, level, p.input, p.random)));
      }
    }
  });

  it('control: a chooser that peeks at the hidden cards is caught', () => {
    const peek = (state: unknown, input: BotInput) => {
      let h = 0;
      for (const ch of JSON.stringify(state)) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
      return input.moves[h % input.moves.length];
    };
    const caught = pairs.filter((p) => JSON.stringify(peek(p.state, p.input)) !== JSON.stringify(peek(p.other, inputOf(p.other, p.input)))).length;
    expect(caught).toBeGreaterThan(0);
  });
});
