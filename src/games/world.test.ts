import { describe, expect, it } from 'vitest';
import { isViolation, mulberry32, randomPlayout, seededRandom, type AnyGame, type Seat } from '../engine';
import { tadpole } from './tadpole';
import type { TadpoleState } from './tadpole/state';
import { tadpoleWorld } from './tadpole/world';
import { tango } from './tango';
import type { TangoState } from './tango/state';
import { tangoWorld } from './tango/world';
import { tanni } from './tanni';
import type { TanniState } from './tanni/state';
import { tanniWorld } from './tanni/world';
import { tantony } from './tantony';
import type { TantonyState } from './tantony/state';
import { tantonyWorld } from './tantony/world';

/**
 * The worlds bots search (src/games/<game>/world.ts) must be the real thing: built from a seat's
 * view and the true hidden cards, a world shows every seat the same view as the real state, offers
 * the same moves, and answers the next action with the same events, in every state of random games.
 */
interface Case {
  readonly game: AnyGame;
  readonly options: unknown;
  /** The world of `seat`'s view with the true hidden cards of `state`. */
  world(state: unknown, seat: Seat): unknown;
  /** Fields of a view a world leaves out on purpose (see each world.ts). */
  readonly dropped?: readonly string[];
}

const cases: Case[] = [
  ...(['roses', 'long'] as const).map((variant) => ({
    game: tango,
    options: { variant },
    world: (state: unknown, seat: Seat) => {
      const s = state as TangoState;
      return tangoWorld(tango.view(s, seat), seat, { hand: s.hands[1 - seat]!, faceDown: s.piles.map((ps) => ps.map((p) => p.down)) });
    },
  })),
  {
    game: tanni,
    options: {},
    world: (state, seat) => {
      const s = state as TanniState;
      const hidden = s.hidden !== null && s.contract?.seat !== seat ? s.hidden : null;
      return tanniWorld(tanni.view(s, seat), seat, { hands: s.hands, hidden, kitty: s.kitty, stock: s.stock });
    },
    dropped: ['rounds'],
  },
  {
    game: tadpole,
    options: {},
    world: (state, seat) => {
      const s = state as TadpoleState;
      return tadpoleWorld(tadpole.view(s, seat), seat, { hands: s.hands, extra: s.extra, decks: s.decks, tadpole: s.tadpole });
    },
  },
  ...(['teams', 'split-partner', 'three-player'] as const).map((variant) => ({
    game: tantony,
    options: { variant },
    world: (state: unknown, seat: Seat) => tantonyWorld(tantony.view(state as TantonyState, seat), seat, { hands: (state as TantonyState).hands }),
  })),
];

const label = (c: Case) => `${c.game.type} ${JSON.stringify(c.options)}`;

describe.each(cases.map((c) => ({ name: label(c), c })))('$name: a world from a view and the true hidden cards plays like the real state', ({ c }) => {
  it('12 random games, every fourth state, every seat', () => {
    const { game } = c;
    const options = game.schemas.options.parse(c.options);
    const random = seededRandom(new Uint8Array(32).fill(7));
    // JSON text compared in the loop (expect's deep equality per state would dominate the run time).
    const strip = (view: unknown) => {
      const copy = { ...(view as Record<string, unknown>) };
      for (const field of c.dropped ?? []) delete copy[field];
      return JSON.stringify(copy);
    };
    const sorted = (moves: unknown[]) => moves.map((m) => JSON.stringify(m)).sort();
    let checked = 0;
    for (let g = 0; g < 12; g++) {
      const seed = new Uint8Array(32).fill(g + 1);
      randomPlayout(game, options, seed, mulberry32(g), ({ before, seat: actor, action }) => {
        const seats = before.seats.length;
        // Every fourth state keeps the test quick; all seats of it.
        if (before.version % 4 !== 0) return;
        for (let seat = 0; seat < seats; seat++) {
          const world = c.world(before.state, seat);
          for (let s = 0; s < seats; s++) expect(strip(game.view(world, s))).toBe(strip(game.view(before.state, s)));
          expect(sorted(game.legalActions(world, actor))).toEqual(sorted(game.legalActions(before.state, actor)));
          const real = game.decideAndEvolve!(before.state, actor, action, random);
          const imagined = game.decideAndEvolve!(world, actor, action, random);
          if (isViolation(real) || isViolation(imagined)) throw new Error('a legal action was refused');
          expect(JSON.stringify(imagined.events)).toBe(JSON.stringify(real.events));
          for (let s = 0; s < seats; s++) expect(strip(game.view(imagined.state, s))).toBe(strip(game.view(real.state, s)));
          checked++;
        }
      });
    }
    expect(checked).toBeGreaterThan(500);
  });
});
