import type { BotsOfGame } from './types';
import { tadpoleBots } from './tadpole';
import { tangoBots } from './tango';
import { tanniBots } from './tanni';
import { tantonyBots } from './tantony';

/** The bots of each game type (src/games/registry.ts lists the games; this, their players). Each
 * game's bots take that game's views and actions: erased here as the game registry erases them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const BOTS: Readonly<Record<string, BotsOfGame<any, any>>> = {
  tango: tangoBots,
  tanni: tanniBots,
  tadpole: tadpoleBots,
  tantony: tantonyBots,
};

export function botsFor(type: string): BotsOfGame | undefined {
  return BOTS[type];
}
