import { loadCurrent } from './current-game';
import type { AppDeps } from '../deps';
import { logBackgroundFailure } from '../errors/failures';

/**
 * Goes on with a bot chain whose commit ran out of budget, after the answer (Workers: ctx.waitUntil;
 * Node: in the process): loading the game plays the next share (current-game.ts), whose commit
 * schedules the next, until a person is to act or the game ends. If the process dies meanwhile, the
 * game's deadline was set to now, so the sweep picks it up (sweep.ts).
 */
export function continueBots(deps: AppDeps, gameId: string): void {
  if (!deps.background) return;
  deps.background(loadCurrent(deps, gameId).catch((err) => logBackgroundFailure(`the bots of ${gameId}`, err)));
}
