import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isViolation, mulberry32, randomPlayout, seededRandom, type Typed } from '../engine';
import { games } from './registry';

/**
 * A game's `decideAndEvolve` (the engine's one-pass fast path) must answer exactly `decide`'s events
 * and the fold of `evolve` over them, in every state: checked on random games, after every action,
 * and for a malformed action too (the same rule violation).
 */
describe.each(games.filter((g) => g.decideAndEvolve).map((g) => ({ name: g.type, game: g })))('$name: decideAndEvolve is decide + evolve', ({ game }) => {
  const GAMES = 150;
  it(`${GAMES} random games, every action`, () => {
    let steps = 0;
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.integer(), (seed, choices) => {
        const random = seededRandom(seed);
        randomPlayout(game, game.schemas.options.parse({}), seed, mulberry32(choices), ({ seat, action, before, after, events }) => {
          const decided = game.decide(before.state, seat, action, random);
          const fast = game.decideAndEvolve!(before.state, seat, action, random);
          if (isViolation(decided) || isViolation(fast)) throw new Error(`a legal action was refused: ${JSON.stringify(action)}`);
          expect(fast.events).toEqual(decided);
          expect(fast.state).toEqual(decided.reduce((s: unknown, e: Typed) => game.evolve(s, e), before.state));
          // The engine answered the fast path's state and events.
          expect(after.state).toEqual(fast.state);
          expect(events).toEqual(fast.events);
          const bogus = { type: game.actionTypes[0]!, card: 'XX', suit: 'X', to: 9, deck: 'x', value: -1 };
          expect(game.decideAndEvolve!(before.state, seat, bogus, random)).toEqual(game.decide(before.state, seat, bogus, random));
          steps++;
        });
      }),
      { numRuns: GAMES },
    );
    expect(steps).toBeGreaterThan(GAMES * 10);
  });
});
