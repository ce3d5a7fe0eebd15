import {
  bytesToHex,
  dealProtocolOf,
  dealSeed,
  entropyAfter,
  hexToBytes,
  seededRandom,
  startsMatch,
  type Command,
  type DealProtocol,
  type Match,
  type RandomSource,
  type Seat,
} from '../../engine';
import type { StoredGame } from '../../store';

/**
 * The fairness protocol, as the app applies it (README "Fair deals"): the server commits to its seed
 * at creation; each seat may add entropy when it joins; the join that takes the last seat fixes the
 * deal seed from both (src/engine/deal-seed.ts), and every draw of the game comes from it.
 */
type Keyed = Pick<StoredGame, 'id' | 'seed'>;

const bytesOf = (entropy: readonly (string | null)[]) => entropy.map((e) => (e === null ? null : hexToBytes(e)));

/** The seed a game's draws are keyed with, given each seat's entropy (hex, null: none). */
export function dealSeedOf(record: Keyed, entropy: readonly (string | null)[]): Uint8Array {
  return dealSeed(hexToBytes(record.seed), record.id, bytesOf(entropy));
}

/** The random source of a game whose seats sent `entropy`. */
export function dealRandom(record: Keyed, entropy: readonly (string | null)[]): RandomSource {
  return seededRandom(dealSeedOf(record, entropy));
}

/**
 * The random source to apply `command` on `match` with: `current` (the one the game already has),
 * except for the join that takes the last seat, which deals — from the seed that join completes.
 */
export function randomFor(record: Keyed, match: Match, current: RandomSource, command: Command): RandomSource {
  return command.kind === 'join' && startsMatch(match, command) ? dealRandom(record, entropyAfter(match, command)) : current;
}

/** `fairness` in views: how the deal seed is made, the commitment, and what is public now. */
export interface Fairness {
  readonly protocol: DealProtocol;
  /** hex SHA-256 of the server seed, published at creation (also `seedCommitment`). */
  readonly commitment: string;
  /** Each seat's entropy (hex; null: none sent). Before the start a reader sees only its own. */
  readonly entropy: (string | null)[];
  /** The server seed and the deal seed, revealed once the game is finished (null until then). */
  readonly seed: string | null;
  readonly dealSeed: string | null;
}

export function fairnessOf(record: Keyed & Pick<StoredGame, 'seedCommitment'>, match: Match, finished: boolean, reader: Seat | null): Fairness {
  return {
    protocol: dealProtocolOf(match.entropy),
    commitment: record.seedCommitment,
    entropy: match.entropy.map((e, seat) => (match.started || seat === reader ? e : null)),
    seed: finished ? record.seed : null,
    dealSeed: finished ? bytesToHex(dealSeedOf(record, match.entropy)) : null,
  };
}
