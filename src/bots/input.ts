import type { AnyGame, Seat, Typed } from '../engine';
import { botsFor } from './registry';
import { seenStart } from './seen';
import type { BotInput, SeenEntry } from './types';

/**
 * The input of `seat`'s bot, built as the API would answer that seat's client — the one place
 * where a bot's input meets the state, which goes no further: the view (`game.view`), the legal
 * moves (`game.legalActions`) and the seat's redacted log from `seenStart` on. `history` is the
 * game's log with its internal events (the app's LoadedGame.history); `present` redacts one entry
 * for `seat` (the app's presentEntry). Only the entries the game's bots remember are redacted: the
 * current round (Tango, Tanni), the previous one too (Tantony), the whole log (Tadpole, whose games
 * are bounded: at most 28 rounds, about a thousand entries).
 */
export function botInput<E extends { readonly events: readonly Typed[] }>(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  history: readonly E[],
  present: (entry: E, seat: Seat) => SeenEntry,
): BotInput {
  const memory = botsFor(game.type)?.memory ?? 0;
  const seen = history.slice(seenStart(game, history, memory)).map((e) => present(e, seat));
  return { seat, view: game.view(state, seat), moves: game.legalActions(state, seat) as Typed[], seen };
}
