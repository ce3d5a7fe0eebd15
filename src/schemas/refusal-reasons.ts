import { games } from '../games/registry';

/** Every `reason` an `illegal-action` can carry: the union of the games' refusals (docs/games/). */
export const REFUSAL_REASONS = [...new Set(games.flatMap((g) => Object.keys(g.refusals ?? {})))].sort() as [string, ...string[]];
