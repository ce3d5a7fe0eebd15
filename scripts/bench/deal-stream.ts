import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { createHmac } from 'node:crypto';
import { extend, loadedGame, presentView } from '../../src/app';
import { newMatch, seededRandom, type RandomSource } from '../../src/engine';
import { referenceRandom, type StreamBlock } from '../../test/support/reference-random';
import { heading, keep, report, timeSync } from './lib';
import { LONG_TANNI, gameOf, randomLog, seedOf, storedGame } from './logs';

/**
 * The deal stream's HMAC-SHA256 (README "Shuffling"): @noble/hashes, as the engine uses it (its
 * keyed state cloned per block), against node:crypto (native; Workers offer it under nodejs_compat;
 * one keyed object per block, it cannot be cloned). Per block, and in the replay of a 1,000-entry
 * Tanni log (37 deals) with the same stream construction around each, next to the engine's own
 * stream (random.ts, its loops inlined). BENCHMARKS.md has the figures of the hand-written HMAC the
 * engine used before, and why it went (issue 20, item 3).
 */

function digests(seed: Uint8Array): Record<string, StreamBlock> {
  const keyed = hmac.create(sha256, seed);
  const encoder = new TextEncoder();
  return {
    '@noble/hashes': (m) => keyed.clone().update(encoder.encode(m)).digest(),
    'node:crypto': (m) => createHmac('sha256', seed).update(m).digest(),
  };
}

export function dealStreamBench({ quick = false } = {}): void {
  heading('engine: the deal stream’s HMAC-SHA256, @noble/hashes (the engine’s) vs node:crypto');
  const seed = seedOf(9);
  const budget = { warmupMs: quick ? 100 : 300, minMs: quick ? 300 : 1000, minCalls: 5 };
  const { entries } = randomLog(gameOf(LONG_TANNI.type), LONG_TANNI.options, seed, 1_000);
  const stored = storedGame(LONG_TANNI.type, LONG_TANNI.options, seed, entries);
  const game = gameOf(LONG_TANNI.type);
  const { log, ...record } = stored;
  const replayWith = (random: RandomSource) => {
    const empty = newMatch(game, stored.options);
    return presentView(extend(loadedGame(record, game, random, empty, [], empty.seats.map(() => null), null, empty.seats.map(() => [])), log), 0);
  };
  const reference = JSON.stringify(replayWith(seededRandom(seed)));
  const sources: Array<[string, RandomSource]> = [['the engine’s own (@noble/hashes, stream inlined)', seededRandom(seed)]];
  for (const [name, digest] of Object.entries(digests(seed))) {
    let i = 0;
    const block = timeSync(() => digest(`tricktable/v1/${i++ % 40}/deal/0`), { ...budget, batch: 100 });
    report({ section: 'engine', name: `deal stream block, ${name}`, value: block.medianMs * 1000, unit: 'µs/block' });
    const random = referenceRandom(digest);
    if (JSON.stringify(replayWith(random)) !== reference) throw new Error(`${name}: a different deal stream`);
    sources.push([`${name} HMAC`, random]);
  }
  // Every replay warmed up before any is timed: the first one timed would pay the JIT for all.
  for (const [, random] of sources) for (let i = 0; i < 30; i++) keep(replayWith(random));
  for (const [name, random] of sources) {
    const replay = timeSync(() => keep(replayWith(random)), budget);
    report({ section: 'engine', name: `replay + view of 1,000 Tanni entries, ${name}`, value: replay.medianMs, unit: 'ms', rounds: 37 });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) dealStreamBench({ quick: process.argv.includes('--quick') });
