import type { AppDeps } from '../deps';
import { logBackgroundFailure } from '../errors';

/**
 * Goes on with a bot chain whose commit ran out of budget, after the answer (Workers: ctx.waitUntil;
 * Node: in the process): `play` loads the game, which plays the next share (turns/current-game.ts), whose
 * commit has the next go on, until a person is to act or the game ends. If the process dies
 * meanwhile, the game's deadline was set to now, so the sweep picks it up (turns/sweep.ts).
 */
export function botsGoOn(deps: AppDeps, gameId: string, play: () => Promise<unknown>): void {
  if (!deps.background) return;
  deps.background(play().catch((err) => logBackgroundFailure(`the bots of ${gameId}`, err)));
}
