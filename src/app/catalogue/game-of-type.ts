import { rulesetOf, type AnyGame, type Rulesets } from '../../engine';
import { findRulesets, rulesets } from '../../games/registry';
import { AppError } from '../errors';

/** The rulesets of a game type a client names (`invalid-request` for a type the server does not play). */
export function rulesetsOfType(type: string): Rulesets {
  const found = findRulesets(type);
  if (!found) {
    throw new AppError('invalid-request', `unknown game type ${JSON.stringify(type)}: one of ${rulesets.map((r) => r.type).join(', ')}`, {
      errors: [{ path: 'type', message: 'unknown game type' }],
    });
  }
  return found;
}

/** The game of `type` under ruleset `version` (default: the type's current one). */
export function gameOfType(type: string, version?: number): { game: AnyGame; rulesetVersion: number } {
  const found = rulesetsOfType(type);
  const rulesetVersion = version ?? found.current;
  const ruleset = rulesetOf(found, rulesetVersion);
  if (!ruleset) {
    const known = found.versions.map((r) => r.version).join(', ');
    throw new AppError('invalid-request', `${type} has no ruleset version ${rulesetVersion}: its versions are ${known}`, {
      errors: [{ path: 'rulesetVersion', message: `one of ${known}` }],
    });
  }
  return { game: ruleset.game, rulesetVersion };
}
