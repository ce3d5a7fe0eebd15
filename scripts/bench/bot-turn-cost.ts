/**
 * `npm run bench -- --only=bot-turn`: what a bot's move costs the request that plays it, part by
 * part, as the commit loop does it (app/commit/commit.ts) on a game replayed from its stored log
 * (issue 29, item 4: "the cost of a bot's turn no more than its decision").
 *
 * - `reload`: when the cached copy's history starts too late for the bot (botCanSee), the replay of
 *   the whole log that loadStored's `fullHistory` then does (the store's round trip not counted);
 *   0 when the cached copy will do. The cached copy is the one the cache holds after a commit per
 *   entry (GameCache.put: withShortHistory);
 * - `find`: the forced-move check and the bot to act (botsOnly, botToAct, botCanSee);
 * - `input`: the bot's input (view, legal moves, the seat's redacted seen log: botInput);
 * - `decision`: the expert's `chooseMove`;
 * - `apply`: applying the chosen command and recording its entry (applyCommand, record).
 *
 * Each part is timed with `process.cpuUsage()` (CPU, not wall time: other load on a shared machine
 * inflates it less), once per position and round, at positions with a choice spread over random
 * games. Prints median and p99 of each part and the ratio of the other parts to the decision.
 */
import { botInput, botRandom, chooseMove } from '../../src/bots';
import type { Seat } from '../../src/engine';
import { botCanSee, botsOnly, botToAct } from '../../src/app/bots';
import { forcedMove } from '../../src/app/commit/forced-move';
import { extend, fromStored, presentEntry, record, type HistoryEntry, type LoadedGame } from '../../src/app/game';
import { withShortHistory } from '../../src/app/load';
import { applyCommand, type Typed } from '../../src/engine';
import type { LogEntry, StoredGame } from '../../src/store';
import { heading, keep, note, percentile, report } from './lib';
import { gameOf, randomLog, seedOf, storedGame } from './logs';

const GAMES: readonly { label: string; type: string; options: Record<string, unknown> }[] = [
  { label: 'tango roses', type: 'tango', options: { variant: 'roses' } },
  { label: 'tantony teams', type: 'tantony', options: { variant: 'teams' } },
  { label: 'tanni', type: 'tanni', options: {} },
  { label: 'tadpole', type: 'tadpole', options: {} },
];

/** Passes over every position before the measured ones (the JIT settles in 5-8 in Tango). */
const WARM_PASSES = 8;

const PARTS = ['reload', 'find', 'input', 'decision', 'apply'] as const;
type Part = (typeof PARTS)[number];

/** A game of expert bots at entry `length` of a random log (joins name the bot, as the app writes
 * them), as the server loads it; null when the game ended first or the seat to act has no choice. */
interface Position {
  readonly stored: StoredGame;
  /** What the game cache holds at this position. */
  readonly cached: LoadedGame;
  readonly seat: Seat;
}

function positionAt(type: string, options: unknown, n: number, length: number): Position | null {
  const game = gameOf(type);
  const { entries } = randomLog(game, options, seedOf(n), length, n);
  const botEntries: LogEntry[] = entries.map((e) => (e.kind === 'join' ? { ...e, payload: { ...(e.payload as object), bot: 'expert' } } : e));
  const stored = storedGame(type, options, seedOf(n), botEntries);
  const withBots = { ...stored, seats: stored.seats.map((s) => ({ ...s, bot: 'expert' })) };
  const whole = fromStored(withBots);
  const bot = botToAct(whole);
  if (!bot || game.legalActions(whole.match.state, bot.seat).length < 2) return null;
  // The cache's copy after one commit per entry: each put cuts the history as the cache does.
  let cached = fromStored({ ...withBots, log: [] });
  for (const entry of withBots.log) cached = withShortHistory(extend(cached, [entry]));
  return { stored: withBots, cached, seat: bot.seat };
}

const cpu = <T>(samples: number[], fn: () => T): T => {
  const t0 = process.cpuUsage();
  const out = fn();
  const t = process.cpuUsage(t0);
  samples.push((t.user + t.system) / 1000);
  return out;
};

/** One bot move, part by part, as commit.ts plays it (each call the app makes, in its order). */
function botMove({ stored, cached, seat }: Position, samples: Record<Part, number[]>): void {
  const loaded = botCanSee(cached) ? cached : cpu(samples.reload, () => fromStored(stored));
  if (loaded === cached) samples.reload.push(0);
  const { game, match } = loaded;
  cpu(samples.find, () => {
    if (forcedMove(loaded)) throw new Error('a forced move, not a bot position');
    return [botsOnly(loaded), botToAct(loaded), botCanSee(loaded)];
  });
  const input = cpu(samples.input, () => botInput(game, match.state, seat, loaded.history, (h: HistoryEntry, s) => presentEntry(game, h, s)));
  const action: Typed = cpu(samples.decision, () => chooseMove(game, 'expert', input, botRandom(loaded.random, match.version, seat)));
  const history = loaded.history.slice(); // once per commit, not per move (commit.ts)
  cpu(samples.apply, () => {
    const command = { kind: 'action' as const, seat, action };
    const o = applyCommand(game, match, command, loaded.random);
    if (!o.ok) throw new Error(`bot move refused: ${o.rejection.message}`);
    const entry: LogEntry = { seq: match.version + 1, kind: 'bot', seat, payload: { action, bot: 'expert' }, idempotencyKey: null, requestHash: null, createdAt: '2026-01-01T00:00:00.000Z' };
    return keep(record(loaded, entry, o, command, history));
  });
}

/** How many moves reloaded the whole log, and the mean CPU of one such reload. */
function reloads(samples: readonly number[]): { reloads: number; perReload: number } {
  const paid = samples.filter((x) => x > 0);
  return { reloads: paid.length, perReload: paid.length ? paid.reduce((a, b) => a + b, 0) / paid.length : 0 };
}

export function botTurnCostBench({ quick = false }: { quick?: boolean } = {}): void {
  const secondsPerGame = quick ? 1 : 3;
  heading('bot turn: CPU of each part of an expert bot move in a request (process.cpuUsage)');
  for (const g of GAMES) {
    const positions: Position[] = [];
    for (let n = 1; positions.length < 40 && n < 400; n++) {
      const p = positionAt(g.type, g.options, n, 8 + ((n * 37) % 300));
      if (p) positions.push(p);
    }
    const samples = Object.fromEntries(PARTS.map((p) => [p, [] as number[]])) as Record<Part, number[]>;
    const cold = Object.fromEntries(PARTS.map((p) => [p, [] as number[]])) as Record<Part, number[]>;
    // Warm-up, reported apart: the first passes over the positions pay the JIT's compilation, on
    // background threads that process.cpuUsage counts (the first pass 5-7× a warm one in Tango).
    // A server pays that once per process; counting it in the p99 of 800 samples measured the
    // warm-up, not a bot's move.
    for (let pass = 0; pass < WARM_PASSES; pass++) for (const p of positions) botMove(p, cold);
    const end = process.cpuUsage().user / 1000 + secondsPerGame * 1000;
    let rounds = 0;
    while (rounds < 2 || process.cpuUsage().user / 1000 < end) {
      for (const p of positions) botMove(p, samples);
      rounds++;
    }
    const coldDecisions = [...cold.decision].sort((a, b) => a - b);
    report({
      section: 'bot-turn',
      name: 'decision CPU per expert move, warm-up passes',
      value: percentile(coldDecisions, 50),
      unit: 'ms',
      game: g.label,
      p99: percentile(coldDecisions, 99),
      max: coldDecisions.at(-1),
      passes: WARM_PASSES,
      note: 'a fresh process: the JIT compiling the rules and the search',
    });
    const decision = percentile([...samples.decision].sort((a, b) => a - b), 50);
    for (const part of PARTS) {
      const sorted = [...samples[part]].sort((a, b) => a - b);
      const med = percentile(sorted, 50);
      report({
        section: 'bot-turn',
        name: `${part} CPU per expert move`,
        value: med,
        unit: 'ms',
        game: g.label,
        p99: percentile(sorted, 99),
        mean: sorted.reduce((a, b) => a + b, 0) / sorted.length,
        ...(part === 'decision' ? {} : { perDecision: med / decision }),
        ...(part === 'reload' ? reloads(samples.reload) : {}),
        positions: positions.length,
        samples: sorted.length,
      });
    }
  }
  note(`CPU time per part after ${WARM_PASSES} warm-up passes over the positions; the budget of issue 29 holds the parts besides the decision to no more than it`);
}
