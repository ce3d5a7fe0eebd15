import { fromStored, presentView } from '../../src/app';
import { mulberry32, newMatch, randomPlayout, replay, seededRandom, type Command } from '../../src/engine';
import { games } from '../../src/games/registry';
import { commandOf } from '../../src/app/game';
import { heading, keep, note, report, timeSync } from './lib';
import { LONG_TANNI, gameOf, randomLog, seedOf, storedGame } from './logs';

/** Budget (issue 9): replay + view of a 1,000-action log. */
export const REPLAY_BUDGET_MS = 0.5;

/**
 * The pure engine, no database: random playouts of every game, and the replay a cold request does
 * (the stored log → the caller's view) for logs of 100, 1,000 and 10,000 entries.
 */
export function engineBench({ quick = false } = {}): void {
  heading('engine: random playouts (every seat picks uniformly among its legal actions)');
  for (const game of games) {
    const options = game.schemas.options.parse({});
    let n = 0;
    let actions = 0;
    const run = (ms: number) => {
      const end = performance.now() + ms;
      const t0 = performance.now();
      let games = 0;
      let acts = 0;
      while (performance.now() < end) {
        const match = randomPlayout(game, options, seedOf(n), mulberry32(n));
        acts += match.version;
        games++;
        n++;
      }
      return { ms: performance.now() - t0, games, acts };
    };
    run(quick ? 100 : 300); // warm-up
    const r = run(quick ? 500 : 1500);
    actions = r.acts;
    report({ section: 'engine', name: 'random playouts', value: (r.games / r.ms) * 1000, unit: 'games/s', game: game.type, actionsPerGame: actions / r.games, usPerAction: (r.ms * 1000) / actions });
  }

  heading(`engine: replay + view of long logs (${LONG_TANNI.type}, target ${LONG_TANNI.options.target}: random legal play)`);
  note('app = fromStored (replay with history and turn clocks, as a cold request does) + presentView; engine = replay + game.view only');
  const seed = seedOf(9);
  const { entries } = randomLog(gameOf(LONG_TANNI.type), LONG_TANNI.options, seed, 10_000);
  for (const length of [100, 1_000, 10_000]) {
    const log = entries.slice(0, length);
    const stored = storedGame(LONG_TANNI.type, LONG_TANNI.options, seed, log);
    const game = gameOf(LONG_TANNI.type);
    const commands: Command[] = log.map(commandOf);
    const budget = { warmupMs: quick ? 100 : 300, minMs: quick ? 300 : 1500, minCalls: 5 };
    const app = timeSync(() => presentView(fromStored(stored), 0), budget);
    const engine = timeSync(() => {
      const match = replay(game, newMatch(game, stored.options), commands, seededRandom(seed));
      return game.view(match.state, 0);
    }, budget);
    const json = timeSync(() => JSON.stringify(presentView(fromStored(stored), 0)), budget);
    const view = presentView(fromStored(stored), 0);
    keep(view);
    const rounds = (view.state as { rounds?: unknown[] } | null)?.rounds?.length ?? 0;
    const labels = { game: LONG_TANNI.type, actions: length, rounds, calls: app.calls };
    report({
      section: 'engine',
      name: 'replay + view (app)',
      value: app.medianMs,
      unit: 'ms/request',
      ...(length === 1_000 ? { budget: `≤ ${REPLAY_BUDGET_MS} ms`, ok: app.medianMs <= REPLAY_BUDGET_MS } : {}),
      ...labels,
      usPerAction: (app.medianMs * 1000) / length,
      p99Ms: app.p99Ms,
    });
    report({ section: 'engine', name: 'replay + view (engine only)', value: engine.medianMs, unit: 'ms/request', ...labels, usPerAction: (engine.medianMs * 1000) / length });
    report({ section: 'engine', name: 'replay + view + JSON', value: json.medianMs, unit: 'ms/request', ...labels, viewBytes: JSON.stringify(view).length });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) engineBench({ quick: process.argv.includes('--quick') });
