import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import type { RandomSource } from '../../src/engine';

/** One HMAC-SHA256 block of a deal stream: the 32-byte MAC of `message` under the game's seed. */
export type StreamBlock = (message: string) => Uint8Array;

/** HMAC-SHA256 under `seed` by @noble/hashes, computed afresh for each message (the plain way). */
export const nobleBlock =
  (seed: Uint8Array): StreamBlock =>
  (message) =>
    hmac(sha256, seed, utf8ToBytes(message));

/**
 * The stream, uniform draws and shuffle exactly as README "Shuffling" defines them, written plainly
 * around any HMAC: the reference the engine's inlined `seededRandom` is checked against
 * (random.test.ts), and what the bench runs the HMAC implementations in (scripts/bench/deal-stream.ts).
 */
export function referenceRandom(block: StreamBlock): RandomSource {
  const next = (round: number, purpose: string) => {
    let i = 0;
    let view: DataView | null = null;
    let offset = 32;
    return () => {
      if (offset >= 32) {
        const mac = block(`tricktable/v1/${round}/${purpose}/${i++}`);
        view = new DataView(mac.buffer, mac.byteOffset, mac.byteLength);
        offset = 0;
      }
      const x = view!.getUint32(offset);
      offset += 4;
      return x;
    };
  };
  const uniform = (draw: () => number, n: number) => {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const x = draw();
      if (x < limit) return x % n;
    }
  };
  return {
    shuffle<T>(items: readonly T[], round: number, purpose: string): T[] {
      const draw = next(round, purpose);
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = uniform(draw, i + 1);
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
    int: (n: number, round: number, purpose: string) => uniform(next(round, purpose), n),
  };
}
