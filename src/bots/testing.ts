import type { AnyGame, RandomSource } from '../engine';
import { tadpole } from '../games/tadpole';
import { tango } from '../games/tango';
import { tanni } from '../games/tanni';
import { tantony } from '../games/tantony';
import { playBots } from './arena';
import type { BotLevel } from './levels';
import type { BotInput } from './types';

/** Test and benchmark support: every game and variant, and positions met in bots' games. */
export interface Variant {
  readonly label: string;
  readonly game: AnyGame;
  readonly options: Readonly<Record<string, unknown>>;
  /** Seats play in two teams (seats of one parity), as in Tanni and Tantony `teams`. */
  readonly teams: boolean;
}

export const VARIANTS: readonly Variant[] = [
  { label: 'tango roses', game: tango, options: { variant: 'roses' }, teams: false },
  { label: 'tango long', game: tango, options: { variant: 'long' }, teams: false },
  { label: 'tanni', game: tanni, options: {}, teams: true },
  { label: 'tadpole', game: tadpole, options: {}, teams: false },
  { label: 'tantony teams', game: tantony, options: { variant: 'teams' }, teams: true },
  { label: 'tantony split-partner', game: tantony, options: { variant: 'split-partner' }, teams: false },
  { label: 'tantony three-player', game: tantony, options: { variant: 'three-player' }, teams: false },
];

export interface Position {
  readonly state: unknown;
  readonly input: BotInput;
  readonly random: RandomSource;
}

export const seedOf = (n: number, salt = 0): Uint8Array => {
  const seed = new Uint8Array(32);
  new DataView(seed.buffer).setUint32(0, n);
  new DataView(seed.buffer).setUint32(4, salt);
  return seed;
};

/** The positions with a choice (two moves or more) of `games` games played by `level` bots,
 * keeping one in `every`. */
export function positions(v: Variant, games: number, level: BotLevel, every = 1, salt = 0): Position[] {
  const out: Position[] = [];
  let n = 0;
  for (let g = 0; g < games; g++) {
    const seats = v.game.seatCount(v.game.schemas.options.parse(v.options));
    playBots(v.game, v.options, seedOf(g, salt), Array.from({ length: seats }, () => level), {
      observe: (state, input, random) => {
        if (input.moves.length > 1 && n++ % every === 0) out.push({ state, input, random });
      },
    });
  }
  return out;
}
