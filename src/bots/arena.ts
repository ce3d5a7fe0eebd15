import { applyCommand, newMatch, seededRandom, type AnyGame, type Match, type MatchEvent, type RandomSource, type Seat, type Typed } from '../engine';
import { botRandom } from './bot-random';
import { chooseMove, type BotLevel } from './levels';
import { botInput } from './input';
import type { BotInput, SeenEntry } from './types';

/** One entry of an arena's log, with the game's internal events (redacted for a seat when read).
 * It is the app's HistoryEntry, in the few fields a bot's input needs. */
interface Entry {
  readonly seq: number;
  readonly seat: Seat | null;
  readonly events: readonly MatchEvent[];
}

export type Chooser = (game: AnyGame, level: BotLevel, input: BotInput, random: RandomSource) => Typed;

export interface ArenaHooks {
  /** Makes each move (default `chooseMove`): the benchmark times it. */
  readonly choose?: Chooser;
  /** Sees the real state beside each bot's input (tests that compare the two). */
  readonly observe?: (state: unknown, input: BotInput, random: RandomSource) => void;
  readonly maxActions?: number;
}

/**
 * Plays a whole game between bots, seat `s` at `levels[s]`, as the server will: each bot gets
 * `botInput` (its seat's view, legal moves and redacted log) and the randomness of
 * `botRandom(game random, version, seat)`. For tests and the benchmark. Throws if the game does not
 * end within `maxActions`.
 */
export function playBots(game: AnyGame, options: unknown, seed: Uint8Array, levels: readonly BotLevel[], hooks: ArenaHooks = {}): Match {
  const { choose = chooseMove, observe, maxActions = 20_000 } = hooks;
  const random = seededRandom(seed);
  const log: Entry[] = [];
  let match = newMatch(game, game.schemas.options.parse(options));
  for (let seat = 0; seat < match.seats.length; seat++) {
    const joined = applyCommand(game, match, { kind: 'join', seat, name: `bot${seat}` }, random);
    if (!joined.ok) throw new Error(joined.rejection.message);
    match = joined.match;
    log.push({ seq: match.version, seat, events: joined.events });
  }
  for (let n = 0; n < maxActions; n++) {
    if (match.status.phase === 'finished') return match;
    const seat = match.status.toAct[0]!;
    const input = botInput(game, match.state, seat, log, (entry, reader) => redactEntry(game, entry, reader));
    const bot = botRandom(random, match.version, seat);
    observe?.(match.state, input, bot);
    const action = choose(game, levels[seat]!, input, bot);
    const outcome = applyCommand(game, match, { kind: 'action', seat, action }, random);
    if (!outcome.ok) throw new Error(`the ${levels[seat]} bot's move ${JSON.stringify(action)} was refused: ${outcome.rejection.message}`);
    match = outcome.match;
    log.push({ seq: match.version, seat, events: outcome.events });
  }
  throw new Error(`${game.type}: the bots' game did not end within ${maxActions} actions`);
}

/** An entry as `seat` reads it on /events (the app's presentEntry, without the app). */
function redactEntry(game: AnyGame, entry: Entry, seat: Seat): SeenEntry {
  const events: Typed[] = [];
  for (const e of entry.events) {
    if (e.type === 'seat-joined' || e.type === 'game-started') events.push(e);
    else {
      const shown = game.redactEvent(e, seat) as Typed | null;
      if (shown !== null) events.push(shown);
    }
  }
  return { seq: entry.seq, kind: entry.seat === null ? 'join' : 'action', seat: entry.seat, events };
}
