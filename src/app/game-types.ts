import { z } from 'zod';
import { games } from '../games/registry';

export interface GameType {
  readonly type: string;
  readonly title: string;
  readonly description: string;
  readonly seats: number[];
  readonly options: Record<string, unknown>;
  readonly defaultOptions: unknown;
  readonly actions: string[];
}

/** The catalogue: every game type, its seat counts, its options as JSON Schema and its actions. */
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
    };
  });
}
