import { DEFAULT_CACHE_BYTES, estimateBytes, fromStored, withShortHistory } from '../../src/app';
import { games } from '../../src/games/registry';
import { measuredHeap } from '../../test/support/heap';
import { heading, note, report } from './lib';
import { LONG_TANNI, randomLog, seedOf, storedGame } from './logs';

/**
 * Heap per cached game, for each game type and log length (issue 20, item 2): measured (the heap
 * grown by holding many such games, after full collections: test/support/heap.ts) and as the cache
 * estimates it (src/app/load/heap-estimate.ts), for a game as the cache keeps it (its last 64 to 128
 * entries of history) and, to compare, with its whole history (what the cache kept before). Each
 * game is replayed from its own stored log inside the measured window, so what it keeps of that log
 * counts and the rest is garbage. Logs are random legal play; `logLength` Infinity: played to the
 * game's end (`entries`: the first game's length). Node's heap, 64-bit pointers: a Workers isolate
 * compresses pointers, so there the same games take less.
 */
export function memoryBench({ quick = false } = {}): void {
  heading('memory: heap per cached game (measured after full collections, and the cache’s estimate)');
  // Tanni with a target it never reaches, so its logs are as long as asked; the other games with
  // their default options, at 10 and 100 entries and at their end.
  const cases = [
    ...[10, 100, 1_000, 10_000].map((length) => ({ type: LONG_TANNI.type, options: LONG_TANNI.options as unknown, length })),
    ...games.filter((g) => g.type !== LONG_TANNI.type).flatMap((g) => [10, 100, Infinity].map((length) => ({ type: g.type, options: g.schemas.options.parse({}) as unknown, length }))),
  ];
  for (const { type, options, length } of cases) {
    const count = length === 10_000 ? (quick ? 2 : 4) : length === 1_000 ? (quick ? 8 : 20) : quick ? 40 : 100;
    const game = games.find((g) => g.type === type)!;
    const stored = (i: number) => {
      const seed = seedOf(1000 + i);
      return storedGame(type, options, seed, randomLog(game, options, seed, length, i + 1).entries);
    };
    const cached = measuredHeap(count, (i) => withShortHistory(fromStored(stored(i))));
    const whole = measuredHeap(count, (i) => fromStored(stored(i)));
    const estimated = cached.values.reduce((n, g) => n + estimateBytes(g), 0) / count;
    const entries = cached.values[0]!.match.version;
    report({
      section: 'memory',
      name: 'heap per cached game',
      value: cached.perValue / 1024,
      unit: 'KiB',
      game: type,
      logLength: Number.isFinite(length) ? length : 'end',
      entries,
      estimateKiB: estimated / 1024,
      estimateRatio: estimated / cached.perValue,
      wholeHistoryKiB: whole.perValue / 1024,
      gamesIn32MiB: Math.floor(DEFAULT_CACHE_BYTES / estimated),
      games: count,
    });
  }
  note(`the cache's default budget, ${DEFAULT_CACHE_BYTES / 2 ** 20} MiB (GAME_CACHE_BYTES), counts the estimate`);
}

if (import.meta.url === `file://${process.argv[1]}`) memoryBench({ quick: process.argv.includes('--quick') });
