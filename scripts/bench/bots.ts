/**
 * `npm run bench -- --only=bots`: how strong the bots are, and what a decision costs.
 *
 * Per game type and variant, `expert` plays ≥ 1,000 games against `random` and as many against
 * `basic` (seats rotated game by game; in team games both partners are experts; in the games scored
 * seat by seat — Tadpole, Tantony split-partner and three-player — one expert plays the others). It
 * prints the expert's win rate with its 95 % confidence interval, and the CPU time of its decisions
 * (median, p99; moves with a single legal option are played without deciding and not counted).
 *
 *   npm run bench -- --only=bots                      # 1,000 games per pairing, one process per core
 *   npm run bench -- --only=bots --games=200 --workers=1 --variants='tango roses,tanni'
 *   npm run bench -- --quick                          # 2 games per pairing: the code runs, no figures to quote
 *
 * Wins: a shared win counts 1/k to each of its k winners, a draw ½ to each side, so par is ½ for two
 * sides and 1/n for n seats playing for themselves. The interval is Wilson's score interval at
 * 95 %. CPU time is `process.cpuUsage()` around each decision in the process that
 * plays it, so other load on the machine inflates it less than wall time, but still: the bench also
 * measures the engine's random play-outs and prints how much slower they run than on the quiet
 * machine of BENCHMARKS.md.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chooseMove, type BotLevel } from '../../src/bots';
import { playBots } from '../../src/bots/arena';
import { searchTotals } from '../../src/bots/search';
import { seedOf, VARIANTS, type Variant } from '../../src/bots/testing';
import { mulberry32, randomPlayout } from '../../src/engine';
import { games } from '../../src/games/registry';
import { heading, note, percentile, report } from './lib';

/** One game's outcome for the expert side, and the cost of each of its decisions. */
interface GameOutcome {
  readonly credit: number;
  readonly cpuMs: number[];
  readonly steps: number;
}

const OPPONENTS: readonly BotLevel[] = ['random', 'basic'];

/** Random play-outs on the quiet machine of BENCHMARKS.md (µs per action), to gauge the load. Tantony's
 * is from 2026-12-01, after its recorder fix made its rules twice as fast (BENCHMARKS.md "Bots"). */
const QUIET_US_PER_ACTION: Readonly<Record<string, number>> = { tango: 3.04, tanni: 0.97, tadpole: 2.72, tantony: 2.0 };

/** The seats the expert holds in game `g` (seats rotate; team games field two experts). */
function expertSeats(v: Variant, seats: number, g: number): number[] {
  const first = g % seats;
  return v.teams ? [first % 2, (first % 2) + 2] : [first];
}

/** Plays games `from` ≤ g < `to` of one pairing. */
export function playPairing(v: Variant, opponent: BotLevel, from: number, to: number, salt: number): GameOutcome[] {
  const seats = v.game.seatCount(v.game.schemas.options.parse(v.options));
  const out: GameOutcome[] = [];
  for (let g = from; g < to; g++) {
    const mine = expertSeats(v, seats, g);
    const levels = Array.from({ length: seats }, (_, s): BotLevel => (mine.includes(s) ? 'expert' : opponent));
    const cpuMs: number[] = [];
    const steps0 = searchTotals.steps;
    const match = playBots(v.game, v.options, seedOf(g, salt), levels, {
      choose: (game, level, input, random) => {
        if (level !== 'expert' || input.moves.length < 2) return chooseMove(game, level, input, random);
        const t0 = process.cpuUsage();
        const move = chooseMove(game, level, input, random);
        const t = process.cpuUsage(t0);
        cpuMs.push((t.user + t.system) / 1000);
        return move;
      },
    });
    const result = match.status.result!;
    const won = result.winners.filter((s) => mine.includes(s)).length;
    const credit = result.draw ? 0.5 : v.teams || seats === 2 ? (won > 0 ? 1 : 0) : won / result.winners.length;
    out.push({ credit, cpuMs, steps: searchTotals.steps - steps0 });
  }
  return out;
}

/** The pairing in child processes (each its own CPU clock), `workers` at a time. */
async function playInWorkers(v: Variant, opponent: BotLevel, count: number, salt: number, workers: number): Promise<GameOutcome[]> {
  if (workers <= 1) return playPairing(v, opponent, 0, count, salt);
  const per = Math.ceil(count / workers);
  const self = fileURLToPath(import.meta.url);
  const parts = Array.from({ length: workers }, (_, w) => [w * per, Math.min(count, (w + 1) * per)] as const).filter(([a, b]) => a < b);
  const runs = parts.map(
    ([from, to]) =>
      new Promise<GameOutcome[]>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', self, '--worker', v.label, opponent, String(from), String(to), String(salt)], {
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        let text = '';
        child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
        child.on('error', reject);
        child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(text) as GameOutcome[]) : reject(new Error(`bots bench worker exited with ${code}`))));
      }),
  );
  return (await Promise.all(runs)).flat();
}

/**
 * The mean credit and its 95 % Wilson score interval (a shared win is a fraction: treating the mean
 * as a proportion overstates its variance, so the interval errs wide, never narrow).
 */
const meanCi = (xs: readonly number[]) => {
  const n = xs.length;
  const p = xs.reduce((a, b) => a + b, 0) / n;
  const z = 1.96;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return { mean: p, low: centre - half, high: centre + half };
};

/** The target of the issue for a pairing (in %), and whether the figures meet it. */
function target(v: Variant, opponent: BotLevel, par: number, ci: { mean: number; low: number }): { budget: string; ok: boolean } {
  const pct = (x: number) => `${Math.round(x * 1000) / 10} %`;
  if (opponent === 'random') {
    if (v.teams || v.label.startsWith('tango')) return { budget: '≥ 80 %', ok: ci.mean >= 0.8 };
    if (v.game.type === 'tadpole') return { budget: '≥ 60 %', ok: ci.mean >= 0.6 };
  }
  return { budget: `CI above par (${pct(par)})`, ok: ci.low > par };
}

/** Engine random play-outs now, against the quiet figures: how loaded the machine is. */
function loadFactor(quick: boolean): number {
  const ratios: number[] = [];
  for (const game of games) {
    const options = game.schemas.options.parse({});
    let actions = 0;
    const run = (ms: number) => {
      const t0 = process.cpuUsage();
      const end = performance.now() + ms;
      let n = 0;
      actions = 0;
      while (performance.now() < end) actions += randomPlayout(game, options, seedOf(n), mulberry32(n++)).version;
      const t = process.cpuUsage(t0);
      return (t.user + t.system) / actions;
    };
    run(quick ? 50 : 300);
    const us = run(quick ? 150 : 1000);
    ratios.push(us / QUIET_US_PER_ACTION[game.type]!);
    note(`${game.type}: random play-outs ${us.toFixed(2)} CPU µs/action now, ${QUIET_US_PER_ACTION[game.type]} on the quiet machine`);
  }
  return ratios.reduce((a, b) => a + b, 0) / ratios.length;
}

export interface BotsBenchOptions {
  readonly quick?: boolean;
  /** Games per pairing (default 1,000; 2 with `quick`). */
  readonly games?: number;
  /** Child processes playing at once (default one per core; 1, in this process, with `quick`). */
  readonly workers?: number;
  /** Variant labels to run (VARIANTS in src/bots/testing.ts), default all. */
  readonly only?: readonly string[] | undefined;
}

export async function botsBench(options: BotsBenchOptions = {}): Promise<void> {
  const quick = options.quick ?? false;
  const count = options.games ?? (quick ? 2 : 1000);
  const workers = options.workers ?? (quick ? 1 : availableParallelism());
  const only = options.only;
  heading(`bots: expert against random and basic, ${count} games per pairing${quick ? ' (quick: too few games to quote)' : ''}`);
  const factor = loadFactor(quick);
  report({ section: 'bots', name: 'engine slowdown against the quiet machine', value: factor, unit: '×', note: 'CPU µs per random play-out action now ÷ BENCHMARKS.md' });
  let salt = 0;
  for (const v of VARIANTS) {
    salt++;
    if (only && !only.includes(v.label)) continue;
    const seats = v.game.seatCount(v.game.schemas.options.parse(v.options));
    const par = v.teams || seats === 2 ? 0.5 : 1 / seats;
    const cpu: number[] = [];
    let steps = 0;
    for (const opponent of OPPONENTS) {
      const t0 = performance.now();
      const outcomes = await playInWorkers(v, opponent, count, salt * 10 + OPPONENTS.indexOf(opponent), workers);
      const ci = meanCi(outcomes.map((o) => o.credit));
      for (const o of outcomes) {
        cpu.push(...o.cpuMs);
        steps += o.steps;
      }
      report({
        section: 'bots',
        name: `expert win rate vs ${opponent}`,
        value: ci.mean * 100,
        unit: '%',
        ...target(v, opponent, par, ci),
        game: v.label,
        games: outcomes.length,
        ci95: `${(ci.low * 100).toFixed(1)}–${(ci.high * 100).toFixed(1)} %`,
        par: `${(par * 100).toFixed(1)} %`,
        minutes: (performance.now() - t0) / 60_000,
      });
    }
    cpu.sort((a, b) => a - b);
    const p99 = percentile(cpu, 99);
    report({
      section: 'bots',
      name: 'expert decision CPU, p99',
      value: p99,
      unit: 'ms',
      budget: '≤ 20 ms',
      ok: p99 <= 20,
      game: v.label,
      medianMs: percentile(cpu, 50),
      maxMs: cpu[cpu.length - 1] ?? NaN,
      decisions: cpu.length,
      stepsPerDecision: steps / Math.max(1, cpu.length),
      quietP99Estimate: p99 / factor,
    });
  }
}

const argOf = (args: readonly string[], name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  if (args[0] === '--worker') {
    const [label, opponent, from, to, salt] = args.slice(1);
    const v = VARIANTS.find((x) => x.label === label)!;
    process.stdout.write(JSON.stringify(playPairing(v, opponent as BotLevel, Number(from), Number(to), Number(salt))));
  } else {
    const games = argOf(args, 'games');
    const workers = argOf(args, 'workers');
    await botsBench({
      quick: args.includes('--quick'),
      ...(games ? { games: Number(games) } : {}),
      ...(workers ? { workers: Number(workers) } : {}),
      only: argOf(args, 'variants')?.split(','),
    });
  }
}
