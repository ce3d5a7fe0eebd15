import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bytesToHex } from '@noble/hashes/utils.js';
import { streamRandom } from '../verify/derivation';
import { seededRandom } from './random';

/** The stream exactly as README "Fair deals" defines it: the verifier's own implementation
 * (src/verify/derivation.ts), written from the README apart from the engine's. */
const referenceRandom = (seed: Uint8Array) => streamRandom(bytesToHex(seed));

describe('seededRandom', () => {
  it('answers the published stream: known answers, fixed forever (stored games replay with them)', () => {
    // Taken from the hand-written HMAC-SHA256 the engine used before @noble/hashes (issue 20): the
    // same bytes, so every stored game deals as it did.
    const random = seededRandom(Uint8Array.from({ length: 32 }, (_, i) => i));
    expect(random.shuffle(Array.from({ length: 41 }, (_, i) => i), 3, 'deal')).toEqual([
      18, 34, 37, 7, 21, 13, 25, 32, 23, 16, 15, 8, 3, 10, 11, 38, 5, 28, 36, 4, 2, 1, 33, 12, 14, 22, 35, 26, 31, 17, 9, 40, 20, 27, 6, 0, 29, 19, 39, 24, 30,
    ]);
    expect([random.int(2, 0, 'first-dealer'), random.int(1000, 7, 'x'), random.int(2 ** 32, 1, 'y')]).toEqual([0, 629, 1867343911]);
  });

  it('shuffles and draws exactly as the reference stream on @noble/hashes (property)', () => {
    const deck = Array.from({ length: 52 }, (_, i) => i);
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.nat(1_000_000),
        fc.string({ maxLength: 60 }),
        fc.integer({ min: 1, max: 2 ** 32 }),
        (seed, round, purpose, n) => {
          const fast = seededRandom(seed);
          const reference = referenceRandom(seed);
          expect(fast.shuffle(deck, round, purpose)).toEqual(reference.shuffle(deck, round, purpose));
          expect(fast.int(n, round, purpose)).toBe(reference.int(n, round, purpose));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('matches the reference at the edges of its shortcuts: long decks, and n near the powers of two', () => {
    const seed = Uint8Array.from({ length: 32 }, (_, i) => i * 7);
    const fast = seededRandom(seed);
    const reference = referenceRandom(seed);
    for (const length of [0, 1, 2, 255, 256, 257, 258, 300]) {
      const deck = Array.from({ length }, (_, i) => i);
      expect(fast.shuffle(deck, length, 'edge')).toEqual(reference.shuffle(deck, length, 'edge'));
    }
    const ns = [1, 2, 3, 255, 256, 257, 2 ** 31 - 1, 2 ** 31, 2 ** 31 + 1, 2 ** 32 - 1, 2 ** 32, 3_000_000_019];
    for (const n of ns) for (let round = 0; round < 50; round++) expect(fast.int(n, round, 'edge')).toBe(reference.int(n, round, 'edge'));
  });
});
