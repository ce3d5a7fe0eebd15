import fc from 'fast-check';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { HmacSha256 } from './hmac-sha256';
import { streamRandom } from '../verify/derivation';
import { seededRandom } from './random';

const wordsHex = (words: Int32Array) => Array.from(words, (w) => (w >>> 0).toString(16).padStart(8, '0')).join('');

function digestHex(key: Uint8Array, message: string): string {
  const out = new Int32Array(8);
  new HmacSha256(key).digestWords(message, out);
  return wordsHex(out);
}

/** The stream exactly as README "Fair deals" defines it, on @noble/hashes: the verifier's own
 * implementation (src/verify/derivation.ts), written from the README apart from this one. */
const referenceRandom = (seed: Uint8Array) => streamRandom(bytesToHex(seed));

describe('HMAC-SHA256 of the deal streams', () => {
  it('RFC 4231 test case 2', () => {
    expect(digestHex(utf8ToBytes('Jefe'), 'what do ya want for nothing?')).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });

  it('answers what @noble/hashes answers, for keys and messages of every length around the block sizes', () => {
    for (const keyLength of [0, 1, 31, 32, 33, 63, 64, 65, 100, 200]) {
      const key = Uint8Array.from({ length: keyLength }, (_, i) => (i * 37 + keyLength) & 0xff);
      const mac = new HmacSha256(key);
      for (const messageLength of [0, 1, 54, 55, 56, 57, 63, 64, 65, 118, 119, 120, 127, 128, 129, 255, 256, 257, 300]) {
        const message = Array.from({ length: messageLength }, (_, i) => String.fromCharCode(32 + ((i * 7 + keyLength) % 95))).join('');
        const out = new Int32Array(8);
        mac.digestWords(message, out);
        expect(wordsHex(out), `key ${keyLength} bytes, message ${messageLength} bytes`).toBe(bytesToHex(hmac(sha256, key, utf8ToBytes(message))));
      }
    }
  });

  it('answers what @noble/hashes answers for random keys and messages, non-ASCII ones included (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), fc.string({ unit: 'binary', maxLength: 150 }), (key, message) => {
        expect(digestHex(key, message)).toBe(bytesToHex(hmac(sha256, key, utf8ToBytes(message))));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('seededRandom', () => {
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
