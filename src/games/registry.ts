import type { AnyGame } from '../engine';
import { tango } from './tango';

/** The only file that lists the games. */
export const games: readonly AnyGame[] = [tango];

export function findGame(type: string): AnyGame | undefined {
  return games.find((g) => g.type === type);
}
