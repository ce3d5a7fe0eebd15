import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import type { RandomSource } from './contract';

/**
 * Seeded, unbiased randomness (documented in README "Shuffling"):
 *
 * - stream(seed, round, purpose) is the concatenation of the blocks
 *   HMAC-SHA256(key = seed, message = UTF-8 "tricktable/v1/<round>/<purpose>/<i>") for i = 0, 1, 2...
 *   read as consecutive big-endian unsigned 32-bit integers;
 * - uniform(n) takes the next integer x, rejects it while x >= 2^32 - (2^32 mod n), and answers x mod n;
 * - shuffle is Fisher–Yates: for i from length-1 down to 1, j = uniform(i + 1), swap items i and j.
 *
 * Each call to `shuffle` or `int` starts its own stream at block 0, so every answer depends only on
 * (seed, round, purpose).
 */
export function seededRandom(seed: Uint8Array): RandomSource {
  const keyed = keyedHmac(seed);
  const stream = (round: number, purpose: string) => {
    const prefix = `tricktable/v1/${round}/${purpose}/`;
    const words = new Int32Array(8);
    let block = 0;
    let next = 8;
    return (): number => {
      if (next >= 8) {
        keyed(`${prefix}${block++}`, words);
        next = 0;
      }
      return words[next++]! >>> 0;
    };
  };
  const uniform = (next: () => number, n: number): number => {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`uniform(${n})`);
    const limit = limitOf(n);
    for (;;) {
      const x = next();
      if (x < limit) return remainder(x, n);
    }
  };
  /** One buffer for the shuffles' blocks: a shuffle runs to its end before another can start. */
  const words = new Int32Array(8);
  return {
    // `uniform` over `stream`, written out in one loop (the deal runs this every round): the same
    // draws, rejections and swaps.
    shuffle<T>(items: readonly T[], round: number, purpose: string): T[] {
      const prefix = `tricktable/v1/${round}/${purpose}/`;
      let block = 0;
      let next = 8;
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const n = i + 1;
        const limit = limitOf(n);
        let x: number;
        do {
          if (next >= 8) {
            keyed(`${prefix}${block++}`, words);
            next = 0;
          }
          x = words[next++]! >>> 0;
        } while (x >= limit);
        const j = remainder(x, n);
        const t = out[i]!;
        out[i] = out[j]!;
        out[j] = t;
      }
      return out;
    },
    int(n: number, round: number, purpose: string): number {
      return uniform(stream(round, purpose), n);
    },
  };
}

/**
 * HMAC-SHA256 under one key, by @noble/hashes: the key's pads are hashed once, and each message
 * continues from a clone of that keyed state (two SHA-256 compressions for a deal stream's block).
 * The digest is written into `words` as eight big-endian 32-bit integers.
 */
function keyedHmac(key: Uint8Array): (message: string, words: Int32Array) => void {
  const keyed = hmac.create(sha256, key);
  return (message, words) => {
    const mac = keyed.clone().update(utf8ToBytes(message)).digest();
    for (let i = 0; i < 8; i++) words[i] = (mac[4 * i]! << 24) | (mac[4 * i + 1]! << 16) | (mac[4 * i + 2]! << 8) | mac[4 * i + 3]!;
  };
}

/** `uniform`'s rejection bound for n, 2^32 - (2^32 mod n), worked out once for the n a deck asks for:
 * the remainder of 2^32 is a floating-point one, slow next to the rest of a draw. */
const LIMITS: readonly number[] = Array.from({ length: 257 }, (_, n) => (n === 0 ? 0 : 2 ** 32 - (2 ** 32 % n)));

function limitOf(n: number): number {
  return n < LIMITS.length ? LIMITS[n]! : 2 ** 32 - (2 ** 32 % n);
}

/**
 * x mod n for integers 0 <= x < 2^32 and 1 <= n <= 2^32, exactly as `x % n`, without its slow
 * floating-point remainder (x is past the int32 range half the time). Exact: x / n is within
 * (x / n)·2^-53 < 1/n of the true quotient, which is at least 1/n from the next integer above, so
 * the floor is the true integer quotient; the product and difference are exact integers below 2^32.
 */
function remainder(x: number, n: number): number {
  return x - Math.floor(x / n) * n;
}

export function newSeed(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(32));
}

/** The public commitment to a seed: lowercase hex SHA-256 of its 32 bytes. */
export function seedCommitment(seed: Uint8Array): string {
  return bytesToHex(sha256(seed));
}

export { bytesToHex, hexToBytes };
