import type { AnyGame } from './contract';

/**
 * One version of a game type's rules. A game records the version it was created with and is replayed
 * under it forever (its log holds commands, not states: replaying it under other rules would make it
 * another game). Versions of one type differ in rules only: they share the type's schemas (options,
 * actions, views, events), so the API shows one shape per type.
 */
export interface Ruleset {
  readonly version: number;
  readonly game: AnyGame;
  /** What this version changed, citing rule ids (shown in the catalogue). */
  readonly summary: string;
}

/** Every version of one game type that the server still replays, and the one new games get. */
export interface Rulesets {
  readonly type: string;
  readonly current: number;
  /** Oldest first; versions are never removed while a stored game may use them. */
  readonly versions: readonly Ruleset[];
}

/** A game type with a single ruleset so far. */
export function singleRuleset(game: AnyGame, summary = 'The rules as first published'): Rulesets {
  return { type: game.type, current: 1, versions: [{ version: 1, game, summary }] };
}

export function rulesetOf(rulesets: Rulesets, version: number): Ruleset | undefined {
  return rulesets.versions.find((r) => r.version === version);
}
