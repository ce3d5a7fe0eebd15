import { botInput, botRandom, botsFor, chooseMove, isBotLevel, searchTotals, seenStart, type BotLevel } from '../../bots';
import { matchStatus, type Seat, type Typed } from '../../engine';
import { historyStart, type LoadedGame } from '../game/replay';
import { presentEntry } from '../game/present';

/**
 * Bot seats (issue 16). A seat is a bot's when its seat row names a level (written with the `join`
 * that took it, whose payload names it too): read with every load, so a game restored from a
 * snapshot or a cache knows its bots without its first entries. A bot decides from what its seat's
 * client would get (src/bots: `botInput`), with randomness fixed by the game's seed, the version and
 * the seat (`botRandom`), and its move is stored as a `bot` entry with its level: the log, not the
 * bot, is what a replay reads.
 */
export function botSeats(loaded: LoadedGame): (BotLevel | null)[] {
  const out: (BotLevel | null)[] = loaded.match.seats.map(() => null);
  for (const s of loaded.record.seats) if (isBotLevel(s.bot)) out[s.seat] = s.bot;
  // A seat taken or given up in this very commit has no row in `record` yet, or an old one: the log
  // says, in order — a join names its bot (none: a person), so does a takeover, a leave or a reset frees the seat of it.
  for (const h of loaded.history) {
    if (h.seat === null) continue;
    if (h.kind === 'join' || h.kind === 'takeover') out[h.seat] = isBotLevel(h.bot) ? h.bot : null;
    else if (h.kind === 'leave' || h.kind === 'reset') out[h.seat] = null;
  }
  return out;
}

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

  /** True when a bot is still to act (its budget ran out, or it needs the whole log): the rest goes
   * on in the background. */
  pending(loaded: LoadedGame): boolean {
    return botToAct(loaded) !== null;
  }
}
