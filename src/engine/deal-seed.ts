import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Which seed a game's random draws come from (README "Fair deals"), named by the protocol the view
 * shows as `fairness.protocol`:
 *
 * - `server-seed/1`: the server's secret seed itself. Every game from before player entropy existed,
 *   and every game where no seat sent any.
 * - `server-seed+entropy/1`: once the last seat is taken, the deal seed
 *   HMAC-SHA256(key = server seed, message = dealSeedMessage(gameId, each seat's entropy)).
 *
 * Either seed then keys the same streams (random.ts): only the key changes.
 */
export const DEAL_PROTOCOLS = ['server-seed/1', 'server-seed+entropy/1'] as const;
export type DealProtocol = (typeof DEAL_PROTOCOLS)[number];

/** The protocol of a game whose seats sent this entropy (null: none). */
export function dealProtocolOf(entropy: readonly (unknown | null)[]): DealProtocol {
  return entropy.some((e) => e !== null) ? 'server-seed+entropy/1' : 'server-seed/1';
}

const LABEL = utf8ToBytes('tricktable/server-seed+entropy/1');

function u32(n: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, n);
  return out;
}

/**
 * The message the deal seed is the HMAC of, every length a 4-byte big-endian prefix so that no two
 * games or entropy lists give the same bytes:
 * UTF-8 "tricktable/server-seed+entropy/1" ‖ u32(len id) ‖ UTF-8 id ‖ u32(seats) ‖ for each seat in
 * order: u32(len e) ‖ e (a seat that sent no entropy: u32(0)).
 */
export function dealSeedMessage(gameId: string, entropy: readonly (Uint8Array | null)[]): Uint8Array {
  const id = utf8ToBytes(gameId);
  const parts: Uint8Array[] = [LABEL, u32(id.length), id, u32(entropy.length)];
  for (const e of entropy) parts.push(u32(e?.length ?? 0), e ?? new Uint8Array(0));
  return concatBytes(...parts);
}

/** The 32-byte seed a game's draws are keyed with, under its protocol. */
export function dealSeed(serverSeed: Uint8Array, gameId: string, entropy: readonly (Uint8Array | null)[]): Uint8Array {
  if (dealProtocolOf(entropy) === 'server-seed/1') return serverSeed;
  return hmac(sha256, serverSeed, dealSeedMessage(gameId, entropy));
}
