import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import type { RandomSource } from './contract';
import { HmacSha256 } from './hmac-sha256';

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
  // The key's pads are hashed once here; each block is then two SHA-256 compressions (hmac-sha256.ts).
  const keyed = new HmacSha256(seed);
  const stream = (round: number, purpose: string) => {
    const prefix = `tricktable/v1/${round}/${purpose}/`;
    const words = new Int32Array(8);
    let block = 0;
    let next = 8;
    return (): number => {
      if (next >= 8) {
        keyed.digestWords(`${prefix}${block++}`, words);
        next = 0;
      }
      return words[next++]! >>> 0;
    };
  };
  const uniform = (next: () => number, n: number): number => {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`uniform(${n})`);
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const x = next();
      if (x < limit) return x % n;
    }
  };
  return {
    shuffle<T>(items: readonly T[], round: number, purpose: string): T[] {
      const next = stream(round, purpose);
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = uniform(next, i + 1);
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

export function newSeed(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(32));
}

/** The public commitment to a seed: lowercase hex SHA-256 of its 32 bytes. */
export function seedCommitment(seed: Uint8Array): string {
  return bytesToHex(sha256(seed));
}

export { bytesToHex, hexToBytes };
