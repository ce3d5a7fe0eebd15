import { rulesetOf, type AnyGame, type Rulesets } from '../engine';
import { tadpoleRulesets } from './tadpole';
import { tangoRulesets } from './tango';
import { tanniRulesets } from './tanni';
import { tantonyRulesets } from './tantony';

/** The only file that lists the games: each type with every ruleset version the server replays. */
export const rulesets: readonly Rulesets[] = [tangoRulesets, tanniRulesets, tadpoleRulesets, tantonyRulesets];

const currentOf = (r: Rulesets): AnyGame => rulesetOf(r, r.current)!.game;

/** Each type's current ruleset: what new games get, and whose schemas the API documents (every
 * version of a type shares them). */
export const games: readonly AnyGame[] = rulesets.map(currentOf);

export function findRulesets(type: string): Rulesets | undefined {
  return rulesets.find((r) => r.type === type);
}

/** The game of `type` under ruleset `version` (default: the current one); undefined when unknown. */
export function findGame(type: string, version?: number): AnyGame | undefined {
  const r = findRulesets(type);
  if (!r) return undefined;
  return version === undefined ? currentOf(r) : rulesetOf(r, version)?.game;
}
