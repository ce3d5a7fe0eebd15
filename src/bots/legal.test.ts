import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, chooseMove } from './levels';
import { positions, VARIANTS } from './testing';

/**
 * Every level answers one of the legal moves it was given, in every game and variant, for positions
 * met in random games and in basic bots' games (which reach bids and endings random play rarely
 * does). The expert searches, so it sees fewer positions (hundreds per variant, not thousands).
 */
describe.each(VARIANTS.map((v) => ({ name: v.label, v })))('$name: every level plays a legal move', ({ v }) => {
  const many = [...positions(v, 20, 'random', 1, 1), ...positions(v, 20, 'basic', 1, 2)];
  it(`random and basic: ${many.length} positions`, () => {
    expect(many.length).toBeGreaterThan(1000);
    for (const { input, random } of many) {
      for (const level of ['random', 'basic'] as const) {
        const move = chooseMove(v.game, level, input, random);
        expect(input.moves).toContain(move);
      }
    }
  });
  it('expert: 120 positions of the same games', () => {
    const every = Math.floor(many.length / 120);
    const some = many.filter((_, i) => i % every === 0).slice(0, 120);
    expect(some).toHaveLength(120);
    for (const { input, random } of some) expect(input.moves).toContain(chooseMove(v.game, 'expert', input, random));
  });
  it('lists the three levels', () => {
    expect(BOT_LEVELS.map((l) => l.level)).toEqual(['random', 'basic', 'expert']);
  });
});
