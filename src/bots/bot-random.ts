import type { RandomSource, Seat } from '../engine';

/**
 * The randomness of a bot's move number `version` for `seat`: the game's own seeded source (the
 * HMAC-SHA256 stream of README "Shuffling") with every purpose prefixed `bot/<version>/<seat>/`.
 * No deal purpose starts with `bot/`, and HMAC outputs for distinct messages are independent, so the
 * stream is fixed by (seed, version, seat) — a replay is exact — yet tells nothing about the deal
 * (learning the deal from it would break HMAC as a pseudo-random function). Pass the game's
 * `LoadedGame.random` and the version the bot's move will be applied at (the match's version).
 */
export function botRandom(gameRandom: RandomSource, version: number, seat: Seat): RandomSource {
  const prefix = `bot/${version}/${seat}/`;
  return {
    shuffle: <T>(items: readonly T[], round: number, purpose: string) => gameRandom.shuffle(items, round, prefix + purpose),
    int: (n: number, round: number, purpose: string) => gameRandom.int(n, round, prefix + purpose),
  };
}
