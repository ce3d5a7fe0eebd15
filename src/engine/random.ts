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
  const keyed = hmac.create(sha256, seed);
  const stream = (round: number, purpose: string) => {
    let block = 0;
    let words: DataView | null = null;
    let offset = 32;
    return (): number => {
      if (offset >= 32) {
        const mac = keyed.clone().update(utf8ToBytes(`tricktable/v1/${round}/${purpose}/${block++}`)).digest();
        words = new DataView(mac.buffer, mac.byteOffset, mac.byteLength);
        offset = 0;
      }
      const x = words!.getUint32(offset);
      offset += 4;
      return x;
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
