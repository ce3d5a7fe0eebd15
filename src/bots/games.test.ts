import { describe, expect, it } from 'vitest';
import { rulesets } from '../games/registry';
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

/** A game keeps its ruleset version (rules.md, versions): the expert searches the rules it is played
 * under. Tantony ruleset 1 (the seat after the dealer leads) is the one older version. */
describe('older ruleset versions: a game of bots ends under its own rules', () => {
  for (const r of rulesets) {
    for (const { version, game } of r.versions.filter((x) => x.version !== r.current)) {
      it(`${r.type} ruleset ${version}`, () => {
        const options = game.schemas.options.parse({});
        const seats = game.seatCount(options);
        const match = playBots(game, {}, seedOf(2, 79), Array.from({ length: seats }, (_, s) => (s % 2 === 0 ? 'expert' : 'basic')));
        expect(match.status.phase).toBe('finished');
      });
    }
  }
});
