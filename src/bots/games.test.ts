import { describe, expect, it } from 'vitest';
import { playBots } from './arena';
import type { BotLevel } from './levels';
import { seedOf, VARIANTS } from './testing';

/** All-bot games of every type and variant end, with a result: experts alone, and every level mixed. */
describe.each(VARIANTS.map((v) => ({ name: v.label, v })))('$name: a game of bots ends', ({ v }) => {
  const seats = v.game.seatCount(v.game.schemas.options.parse(v.options));
  const LEVELS: readonly BotLevel[] = ['expert', 'basic', 'random'];
  it('every seat expert', () => {
    const match = playBots(v.game, v.options, seedOf(1, 77), Array.from({ length: seats }, () => 'expert'));
    expect(match.status.phase).toBe('finished');
    expect(match.status.result).not.toBeNull();
  });
  it('the levels mixed, seat by seat', () => {
    for (let g = 0; g < 3; g++) {
      const match = playBots(v.game, v.options, seedOf(g, 78), Array.from({ length: seats }, (_, s) => LEVELS[(s + g) % 3]!));
      expect(match.status.phase).toBe('finished');
      expect(match.status.result!.scores).toHaveLength(seats);
    }
  });
});
