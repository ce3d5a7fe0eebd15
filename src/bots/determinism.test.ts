import { afterEach, describe, expect, it, vi } from 'vitest';
import { seededRandom } from '../engine';
import { botRandom } from './bot-random';
import { chooseMove } from './levels';
import { positions, seedOf, VARIANTS } from './testing';

const seed = seedOf(42);
const draws = (random: ReturnType<typeof seededRandom>) => [random.int(2 ** 32, 0, 'a'), random.int(1000, 3, 'b'), ...random.shuffle([1, 2, 3, 4, 5, 6, 7, 8], 0, 'c')];

describe('botRandom: a bot stream derived one-way from the seed, the version and the seat', () => {
  it('is the same for the same seed, version and seat, however often it is derived', () => {
    expect(draws(botRandom(seededRandom(seed), 17, 2))).toEqual(draws(botRandom(seededRandom(seed), 17, 2)));
  });

  it('differs for another version, another seat, another seed', () => {
    const base = draws(botRandom(seededRandom(seed), 17, 2));
    expect(draws(botRandom(seededRandom(seed), 18, 2))).not.toEqual(base);
    expect(draws(botRandom(seededRandom(seed), 17, 1))).not.toEqual(base);
    expect(draws(botRandom(seededRandom(seedOf(43)), 17, 2))).not.toEqual(base);
  });

  it('never answers a draw of the deal: every purpose it asks for starts with bot/<version>/<seat>/', () => {
    const asked: string[] = [];
    const game = seededRandom(seed);
    const spy = {
      shuffle: <T>(items: readonly T[], round: number, purpose: string) => (asked.push(purpose), game.shuffle(items, round, purpose)),
      int: (n: number, round: number, purpose: string) => (asked.push(purpose), game.int(n, round, purpose)),
    };
    const bot = botRandom(spy, 5, 3);
    bot.int(10, 1, 'deal');
    bot.shuffle([1, 2, 3], 1, 'deal');
    expect(asked).toEqual(['bot/5/3/deal', 'bot/5/3/deal']);
    expect(bot.shuffle([...Array(20).keys()], 1, 'deal')).not.toEqual(game.shuffle([...Array(20).keys()], 1, 'deal'));
  });
});

/**
 * chooseMove is a function of its input and its random stream: no Math.random, no clock. Every
 * level, every game, with the clock and Math.random made to throw while it decides.
 */
describe.each(VARIANTS.map((v) => ({ name: v.label, v })))('$name: the same input and stream give the same move', ({ v }) => {
  afterEach(() => vi.restoreAllMocks());
  const found = positions(v, 2, 'basic', 9, 5).slice(0, 12);
  it(`every level, ${found.length} positions, twice each, without Math.random or a clock`, () => {
    const forbid = () => {
      throw new Error('a bot asked for Math.random or the time');
    };
    vi.spyOn(Math, 'random').mockImplementation(forbid);
    vi.spyOn(Date, 'now').mockImplementation(forbid);
    vi.spyOn(performance, 'now').mockImplementation(forbid);
    for (const { input } of found) {
      for (const level of ['random', 'basic', 'expert'] as const) {
        const once = chooseMove(v.game, level, input, botRandom(seededRandom(seed), 9, input.seat));
        const again = chooseMove(v.game, level, input, botRandom(seededRandom(seed), 9, input.seat));
        expect(again).toBe(once);
      }
    }
  });
});
