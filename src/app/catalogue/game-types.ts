import { z } from 'zod';
import { botLevelsOf, type BotLevelInfo } from '../../bots';
import { rulesetOf } from '../../engine';
import { rulesets } from '../../games/registry';

export interface GameType {
  readonly type: string;
  readonly title: string;
  readonly description: string;
  /** The ruleset version new games of this type get. */
  readonly rulesetVersion: number;
  /** Every version the server plays (a game keeps the one it was created with), oldest first. */
  readonly rulesetVersions: Array<{ version: number; summary: string }>;
  readonly seats: number[];
  readonly options: Record<string, unknown>;
  readonly defaultOptions: unknown;
  readonly actions: string[];
  /** The bot levels that can play this game (src/bots). */
  readonly botLevels: BotLevelInfo[];
}

/** The catalogue: every game type, its ruleset versions, seat counts, options as JSON Schema, actions and bot levels. */
export function listGameTypes(): GameType[] {
  return rulesets.map((r) => {
    const g = rulesetOf(r, r.current)!.game;
    const defaults = g.schemas.options.parse({});
    return {
      type: g.type,
      title: g.title,
      description: g.description,
      rulesetVersion: r.current,
      rulesetVersions: r.versions.map(({ version, summary }) => ({ version, summary })),
      seats: [...g.seatCounts],
      options: z.toJSONSchema(g.schemas.options, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>,
      defaultOptions: defaults,
      actions: [...g.actionTypes],
      botLevels: botLevelsOf(g.type),
    };
  });
}
