import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import type { RandomSource } from '../engine/contract';

/**
 * The published derivation and shuffle (README "Fair deals" and "Shuffling"), written again from the
 * README alone for the verifier: it shares no code with the server's (src/engine/random.ts,
 * deal-seed.ts), so a slip in one shows up as a mismatch against the other. Plain and
 * slow on purpose. Pure and browser-safe (no node: imports): the web client runs it too.
 */

export const PROTOCOLS = ['server-seed/1', 'server-seed+entropy/1'] as const;
export type Protocol = (typeof PROTOCOLS)[number];

/** The commitment the server publishes at creation: hex SHA-256 of the 32 seed bytes. */
export function commitmentOf(seedHex: string): string {
  return bytesToHex(sha256(hexToBytes(seedHex)));
}

/** Which protocol a game uses: entropy from any seat makes it `server-seed+entropy/1`. */
export function protocolFor(entropy: readonly (string | null)[]): Protocol {
  return entropy.every((e) => e === null) ? 'server-seed/1' : 'server-seed+entropy/1';
}

function lengthPrefixed(bytes: Uint8Array): number[] {
  const n = bytes.length;
  return [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff, ...bytes];
}

/** The bytes `server-seed+entropy/1` authenticates (README): label, game id, seat count, each seat's entropy. */
export function seedMessage(gameId: string, entropy: readonly (string | null)[]): Uint8Array {
  const bytes = [...utf8ToBytes('tricktable/server-seed+entropy/1'), ...lengthPrefixed(utf8ToBytes(gameId))];
  const n = entropy.length;
  bytes.push((n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff);
  for (const e of entropy) bytes.push(...lengthPrefixed(e === null ? new Uint8Array(0) : hexToBytes(e)));
  return Uint8Array.from(bytes);
}

/** The deal seed (hex) of a game from its revealed server seed, its id and each seat's entropy. */
export function dealSeedOf(protocol: Protocol, seedHex: string, gameId: string, entropy: readonly (string | null)[]): string {
  switch (protocol) {
    case 'server-seed/1':
      return seedHex;
    case 'server-seed+entropy/1':
      return bytesToHex(hmac(sha256, hexToBytes(seedHex), seedMessage(gameId, entropy)));
    default: {
      const never: never = protocol;
      throw new Error(`unknown protocol ${String(never)}`);
    }
  }
}

/** One draw the game asked for, as the verifier recomputed it (for the report). */
export interface Draw {
  readonly kind: 'shuffle' | 'int';
  readonly round: number;
  readonly purpose: string;
  /** The shuffled list, or the integer drawn. */
  readonly result: readonly unknown[] | number;
}

/**
 * The random source of README "Shuffling", keyed with the deal seed: each draw reads its own stream
 * HMAC-SHA256(seed, "tricktable/v1/<round>/<purpose>/<i>") for i = 0, 1, … as big-endian uint32s;
 * uniform(n) rejects x ≥ 2^32 − (2^32 mod n) and answers x mod n; shuffle is Fisher–Yates from the top.
 * Every draw is appended to `draws`.
 */
export function streamRandom(dealSeedHex: string, draws: Draw[] = []): RandomSource {
  const key = hexToBytes(dealSeedHex);
  const stream = (round: number, purpose: string) => {
    let block = 0;
    let words: number[] = [];
    return (): number => {
      if (words.length === 0) {
        const mac = hmac(sha256, key, utf8ToBytes(`tricktable/v1/${round}/${purpose}/${block++}`));
        for (let k = 0; k < 32; k += 4) words.push(((mac[k]! << 24) | (mac[k + 1]! << 16) | (mac[k + 2]! << 8) | mac[k + 3]!) >>> 0);
      }
      return words.shift()!;
    };
  };
  const uniform = (next: () => number, n: number): number => {
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
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      draws.push({ kind: 'shuffle', round, purpose, result: out.slice() });
      return out;
    },
    int(n: number, round: number, purpose: string): number {
      const x = uniform(stream(round, purpose), n);
      draws.push({ kind: 'int', round, purpose, result: x });
      return x;
    },
  };
}
