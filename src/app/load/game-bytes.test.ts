import { describe, expect, it } from 'vitest';
import { findGame } from '../../games/registry';
import { extend, fromStored, historyStart, loadedGame } from '../game';
import type { StoredGame } from '../../store';
import { estimateBytes } from './game-bytes';
import { GameCache, HISTORY_KEEP } from './game-cache';
import { objectsReached } from './heap-estimate';
import { measuredHeap } from '../../../test/support/heap';
import { playedGame, VARIANTS } from '../../../test/support/played-games';

/** A cache holding `stored` as the server comes to hold a game: its first `from` entries loaded, then
 * each later entry put on top of the cached version, one put per entry (a move, a warm read).
 * `onPut` sees each put's count of objects reached (heap-estimate.ts) and the cache after it. */
function playedInto(stored: StoredGame, from: number, onPut?: (reached: number, cache: GameCache) => void): GameCache {
  const cache = new GameCache();
  cache.put(fromStored({ ...stored, log: stored.log.slice(0, from) }, HISTORY_KEEP));
  for (const entry of stored.log.slice(from)) {
    const next = extend(cache.get(stored.id)!, [entry]);
    const before = objectsReached();
    cache.put(next);
    onPut?.(objectsReached() - before, cache);
  }
  return cache;
}

/** Tanni with a target nobody reaches: its logs are as long as asked, and its score sheet grows. */
const longTanni = (n: number, length: number) => playedGame(findGame('tanni')!, { target: 100_000 }, n, `g_tanni_${n}`, length);

describe("The cache's incremental estimate", () => {
  /** Every game type to its end or 300 entries (most cut their history on the way), and Tanni's long
   * log (its score sheet grows): 20 games of each at once, 8 of the long ones. */
  const cases = [
    ...VARIANTS.map((v) => ({ ...v, length: 300, count: 20 })),
    { type: 'tanni', options: { target: 100_000 }, length: 1_000, count: 8 },
  ].map((c) => ({ ...c, label: `${c.type} ${JSON.stringify(c.options)} to ${c.length} entries` }));

  it.each(cases)('equals a count of the whole game after every put, across history cuts, and is never below the measured heap ($label)', ({ type, options, length, count }) => {
    const game = findGame(type)!;
    const stored = (i: number) => playedGame(game, options, i + 1, `g_${type}_${i}`, length);
    // Deterministic first: after each put the running figure is the one a fresh count gives.
    let cuts = 0;
    let start = 0;
    playedInto(stored(0), 8, (_, cache) => {
      const held = cache.get(`g_${type}_0`)!;
      if (historyStart(held) > start) [cuts, start] = [cuts + 1, historyStart(held)];
      expect(cache.bytes).toBe(estimateBytes(held));
    });
    if (stored(0).log.length > 2 * HISTORY_KEEP + 8) expect(cuts).toBeGreaterThan(0);
    // Then the heap itself: each game grown put by put inside the measured window (what the cache
    // let go of on the way is garbage), the cache's figure for it against what it holds.
    const { perValue, values } = measuredHeap(count, (i) => playedInto(stored(i), 8));
    const estimated = values.reduce((n, c) => n + c.bytes, 0) / values.length;
    const what = `${type} grown put by put to ${stored(0).log.length} entries: estimated ${estimated.toFixed(0)} B, measured ${perValue.toFixed(0)} B`;
    if (process.env.PRINT_HEAP_RATIOS) console.log(`${what}: ×${(estimated / perValue).toFixed(3)}`);
    expect(estimated / perValue, what).toBeGreaterThanOrEqual(1);
    expect(estimated / perValue, what).toBeLessThan(2);
  });

  it('counts afresh what a put does not share with the held version: a cold load over it, a warm read with a new record', () => {
    const stored = longTanni(5, 300);
    const cache = playedInto({ ...stored, log: stored.log.slice(0, 150) }, 100);
    cache.put(fromStored(stored, HISTORY_KEEP)); // replayed apart: no piece the same object
    expect(cache.bytes).toBe(estimateBytes(cache.get(stored.id)!));
    const held = cache.get(stored.id)!;
    const record = { ...held.record, rematchOf: 'g_the_rematch_of_this_game' }; // as read again, and longer
    cache.put(loadedGame(record, held.game, held.random, held.match, held.history, held.turnStarts, held.banks, held.leaves, held.origin));
    expect(cache.bytes).toBe(estimateBytes(cache.get(stored.id)!));
    expect(cache.bytes).toBeGreaterThan(estimateBytes(held));
  });

  it('counts a put by what changed: the work per put does not grow with the log, nor walks the history', () => {
    const reachedPerPut = (length: number) => {
      const puts: number[] = [];
      const cache = playedInto(longTanni(3, length), length - 3 * HISTORY_KEEP, (reached) => puts.push(reached));
      const held = cache.get('g_tanni_3')!;
      expect(historyStart(held)).toBeGreaterThan(length - 3 * HISTORY_KEEP); // cut on the way
      // What the counter tells apart: a put with no version held counts every entry of the history.
      const before = objectsReached();
      new GameCache().put(held);
      expect(objectsReached() - before).toBeGreaterThan(held.history.length);
      return puts;
    };
    const short = reachedPerPut(400);
    const long = reachedPerPut(4_000);
    const median = (puts: number[]) => [...puts].sort((a, b) => a - b)[puts.length >> 1]!;
    if (process.env.PRINT_HEAP_RATIOS) console.log(JSON.stringify({ short: { median: median(short), max: Math.max(...short) }, long: { median: median(long), max: Math.max(...long) } }));
    // The count before this one reached every entry of the history on every put (at least
    // HISTORY_KEEP objects); now a put reaches the new entry, the match's new objects and the clock's.
    expect(median(short)).toBeLessThan(HISTORY_KEEP);
    expect(median(long)).toBeLessThanOrEqual(median(short) + 4);
    // The most any put reaches: a cut (the entries cut off, the new origin's new objects) or the end of
    // a round (Tanni's score sheet, a new array of one object per round played): never the log.
    expect(Math.max(...long)).toBeLessThan(4 * HISTORY_KEEP + 4_000 / 30);
  });
});
