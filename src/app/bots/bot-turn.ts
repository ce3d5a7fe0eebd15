import { botInput, botRandom, botsFor, chooseMove, searchTotals, seenStart, type BotLevel } from '../../bots';
import type { Seat, Typed } from '../../engine';
import { botSeats, historyStart, presentEntry, statusOf, type LoadedGame } from '../game';

/**
 * A bot's turn (issue 16). A bot decides from what its seat's client would get (src/bots:
 * `botInput`), with randomness fixed by the game's seed, the version and the seat (`botRandom`), and
 * its move is stored as a `bot` entry with its level: the log, not the bot, is what a replay reads.
 * Who is a bot is a fact of the game (game/facts.ts: `botSeats`).
 */

/**
 * True when `history` reaches back to where the seat's bot reads from (seenStart): the whole log, or
 * a suffix holding the deal it needs. A bot never decides from less, so its move does not depend on
 * how the game was loaded (cache, snapshot, whole log).
 */
export function botCanSee(loaded: LoadedGame): boolean {
  if (historyStart(loaded) === 0) return true;
  const memory = botsFor(loaded.game.type)?.memory ?? 0;
  return seenStart(loaded.game, loaded.history, memory) > 0;
}

/** The bot seat to act now, if any (the lowest of the seats to act). */
export function botToAct(loaded: LoadedGame): { seat: Seat; level: BotLevel } | null {
  if (!loaded.match.started) return null;
  const status = statusOf(loaded);
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

/** The move of the bot to act, if a bot is to act and the history holds what it reads (botCanSee). */
export function botTurn(loaded: LoadedGame): BotTurn | null {
  const bot = botToAct(loaded);
  return bot && botCanSee(loaded) ? botDecides(loaded, bot.seat, bot.level) : null;
}

/** The move a bot of `level` makes for `seat` now (a bot seat's turn, or a timed-out person's). */
export function botDecides(loaded: LoadedGame, seat: Seat, level: BotLevel): BotTurn {
  const bot = { seat, level };
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
 * What is left when it runs out goes on after the answer, from the bot queue (turns/bot-queue.ts).
 */
export const BOT_STEPS_PER_COMMIT = 8_000;

/** True when every seat is a bot's: no person's requests pay for its bots (issue 26, item 1). */
export const botsOnly = (loaded: LoadedGame): boolean => botSeats(loaded).every((b) => b !== null);

export class BotWork {
  #left: number;
  #spent = 0;
  readonly #paid: boolean;

  /**
   * `steps`: this commit's share. `paid`: the commit is a bot's own move, from the bot queue or a
   * read (turns/); only then do bots play on in a game of bots alone, whose bots play from the
   * queue, which charges its payer — a join, a takeover or a timeout of such a game leaves them to it.
   */
  constructor({ steps = BOT_STEPS_PER_COMMIT, paid = false }: { steps?: number; paid?: boolean } = {}) {
    this.#left = steps;
    this.#paid = paid;
  }

  /** The next bot move while the budget lasts; null when no bot is to act or the budget is spent. */
  next(loaded: LoadedGame): BotTurn | null {
    if (this.#left <= 0 || (!this.#paid && botsOnly(loaded))) return null;
    const turn = botTurn(loaded);
    if (turn) {
      this.#left -= turn.steps;
      this.#spent += turn.steps;
    }
    return turn;
  }

  /** The rule steps its bots spent (what the queue charges). */
  get spent(): number {
    return this.#spent;
  }

  /** True when a bot is still to act (its budget ran out, or it needs the whole log): the rest goes
   * on in the background. */
  pending(loaded: LoadedGame): boolean {
    return botToAct(loaded) !== null;
  }
}
