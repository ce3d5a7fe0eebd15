import { z } from 'zod';
import { botLevelsOf, type BotLevelInfo } from '../bots';
import { games } from '../games/registry';

export interface GameType {
  readonly type: string;
  readonly title: string;
  readonly description: string;
  readonly seats: number[];
  readonly options: Record<string, unknown>;
  readonly defaultOptions: unknown;
  readonly actions: string[];
  /** The bot levels that can play this game (src/bots). */
  readonly botLevels: BotLevelInfo[];
}

/** The catalogue: every game type, its seat counts, its options as JSON Schema, its actions and its bot levels. */
export function listGameTypes(): GameType[] {
  return games.map((g) => {
    const defaults = g.schemas.options.parse({});
    return {
      type: g.type,
      title: g.title,
      description: g.description,
      seats: [...g.seatCounts],
      options: z.toJSONSchema(g.schemas.options, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>,
      defaultOptions: defaults,
      actions: [...g.actionTypes],
      botLevels: botLevelsOf(g.type),
    };
  });
}
