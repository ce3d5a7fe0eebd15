import type { AnyGame } from '../engine';
import { tadpole } from './tadpole';
import { tango } from './tango';
import { tanni } from './tanni';
import { tantony } from './tantony';

/** The only file that lists the games. */
export const games: readonly AnyGame[] = [tango, tanni, tadpole, tantony];

export function findGame(type: string): AnyGame | undefined {
  return games.find((g) => g.type === type);
}
