import { botInput, botRandom, chooseMove, isBotLevel, searchTotals, type BotLevel } from '../bots';
import { matchStatus, type Seat, type Typed } from '../engine';
import type { LoadedGame } from './load-game';
import { presentEntry } from './present';

/**
 * Bot seats (issue 16). A seat is a bot's when the `join` entry that took it names a level
 * (`payload.bot`): the log says who holds each seat, so a replay knows it and nothing else needs to.
 * A bot decides from what its seat's client would get (src/bots: `botInput`), with randomness fixed by
 * the game's seed, the version and the seat (`botRandom`), and its move is stored as a `bot` entry
 * with its level: the log, not the bot, is what a replay reads.
 */
export function botSeats(loaded: LoadedGame): (BotLevel | null)[] {
  const out: (BotLevel | null)[] = loaded.match.seats.map(() => null);
  let joins = 0;
  // Every seat joins before the deal, so the joins are the log's first entries.
  for (const h of loaded.history) {
    if (joins === out.length) break;
    if (h.kind !== 'join') continue;
    joins++;
    if (h.bot !== null && isBotLevel(h.bot)) out[h.seat!] = h.bot;
  }
  return out;
}

/** The bot seat to act now, if any (the lowest of the seats to act). */
export function botToAct(loaded: LoadedGame): { seat: Seat; level: BotLevel } | null {
  const { game, match } = loaded;
  if (!match.started) return null;
  const status = matchStatus(game, match);
  if (status.phase !== 'active') return null;
  const bots = botSeats(loaded);
  const seat = status.toAct.find((s) => bots[s] !== null);
  return seat === undefined ? null : { seat, level: bots[seat]! };
}

export interface BotTurn {
  readonly seat: Seat;
  readonly level: BotLevel;
  readonly action: Typed;
  /** What deciding cost, in rule steps (see BOT_STEPS_PER_COMMIT). */
  readonly steps: number;
}

/** A random or basic decision, in rule steps: it redacts the seat's round and reads the table. */
const DECISION_STEPS = 50;

/** The move of the bot to act, if a bot is to act. */
export function botTurn(loaded: LoadedGame): BotTurn | null {
  const bot = botToAct(loaded);
  if (!bot) return null;
  const { game, match } = loaded;
  const before = searchTotals.steps;
  const input = botInput(game, match.state, bot.seat, loaded.history, (h, s) => presentEntry(game, h, s));
  const action = chooseMove(game, bot.level, input, botRandom(loaded.random, match.version, bot.seat));
  return { ...bot, action, steps: DECISION_STEPS + searchTotals.steps - before };
}

/**
 * The bots' share of one commit, counted in rule steps, not timed: Workers' clocks stand still while
 * the CPU works, and a count makes the cut the same on every machine. 8,000 steps are about 15 ms of
 * CPU on a quiet machine (BENCHMARKS.md, "Bots": ~1,000 steps per expert move, 1–2 ms); a request
 * runs at most two commits with bots (loadCurrent's and its own), well inside the 50 ms.
 * What is left when it runs out goes on after the answer (bot-turns.ts).
 */
export const BOT_STEPS_PER_COMMIT = 8_000;

export class BotWork {
  #left = BOT_STEPS_PER_COMMIT;

  /** The next bot move while the budget lasts; null when no bot is to act or the budget is spent. */
  next(loaded: LoadedGame): BotTurn | null {
    if (this.#left <= 0) return null;
    const turn = botTurn(loaded);
    if (turn) this.#left -= turn.steps;
    return turn;
  }

  /** True when the budget ran out with a bot still to act: the rest goes on in the background. */
  pending(loaded: LoadedGame): boolean {
    return this.#left <= 0 && botToAct(loaded) !== null;
  }
}
