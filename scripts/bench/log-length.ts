import { mulberry32 } from '../../src/engine';
import { growLog, playMove, seatedGame, type BenchGame } from './games';
import { inProcess, startPostgres, type DbKind } from './harness';
import { heading, median, note, percentile, report } from './lib';
import { LONG_TANNI } from './logs';

/** Budget (issue 9): a move at log length 10,000 costs at most this many times one at length 10. */
export const FLATNESS_BUDGET = 1.2;
/** Budget (issue 20): a cold move at log length 10,000 (from its latest snapshot) costs at most this
 * many times a cold move at length 10. */
export const COLD_BUDGET = 3;

/**
 * Cost versus log length: a move (the whole request through the app: routing, validation, load,
 * decide, commit, the answer's view as JSON) on games whose logs hold 10, 1,000 and 10,000 entries.
 * `warm`: the isolate's cache holds the game (the usual case: one round trip). `cold`: the cache is
 * emptied before every move (a fresh isolate: the game's latest snapshot and the entries after it
 * are read, and those entries replayed; the logs are grown straight in the store, so the first cold
 * read, a warm-up, replays the whole log and writes the snapshot the others start from). `minimal`: warm,
 * with `Prefer: return=minimal`, so the answer has no view: the view of a long game carries every
 * round's summary (Tanni: 371 rounds at 10,000 entries, 100 KB of JSON), which costs by its size,
 * not by the log's length; this row isolates what the log's length itself costs.
 * Several games per length, moves taken round-robin, so each game's log grows only a little.
 */
export async function logLengthBench(kind: DbKind, pgUrl?: string, { quick = false } = {}): Promise<void> {
  heading(`cost versus log length: ${kind}, in-process (app.request, no socket), ${LONG_TANNI.type} with random legal moves`);
  const p = await inProcess(kind, pgUrl);
  try {
    const choose = mulberry32(42);
    const GAMES = 4;
    const MOVES = quick ? 40 : 100; // per cache state and length, over all games
    const results: Record<string, number> = {};
    for (const length of [10, 1_000, 10_000]) {
      const games: BenchGame[] = [];
      for (let i = 0; i < GAMES; i++) {
        const g = await seatedGame(p, LONG_TANNI.type, { ...LONG_TANNI.options });
        await growLog(p, g, length, choose);
        games.push(g);
      }
      for (const cache of ['warm', 'minimal', 'cold'] as const) {
        const samples: number[] = [];
        const timed = async (g: BenchGame) => {
          if (cache === 'cold') p.deps.cache.drop(g.id);
          else if (!p.deps.cache.get(g.id)) await p.request('GET', `/v1/games/${g.id}`);
          return (await playMove(p, g, choose, { minimal: cache === 'minimal' })).ms;
        };
        for (let i = 0; i < GAMES * 2; i++) await timed(games[i % GAMES]!); // warm-up
        for (let i = 0; i < MOVES; i++) samples.push(await timed(games[i % GAMES]!));
        samples.sort((a, b) => a - b);
        const value = median(samples);
        results[`${cache}:${length}`] = value;
        const lengths = games.map((g) => g.replica.version);
        const base = results[`${cache}:10`]!;
        // The cold budget is set on PostgreSQL 15 (issue 20); on PGlite the ratio is reported only.
        const budget = cache === 'cold' ? (kind === 'PostgreSQL 15' ? COLD_BUDGET : null) : FLATNESS_BUDGET;
        const flat = length !== 10_000 ? {} : budget === null ? { ratio: value / base } : { budget: `≤ ${budget}× length 10`, ok: value <= budget * base, ratio: value / base };
        report({
          section: 'log-length',
          name: cache === 'minimal' ? 'move, warm cache, return=minimal' : `move, ${cache} cache`,
          value,
          unit: 'ms (median)',
          ...flat,
          db: kind,
          logLength: length,
          logLengthAfter: Math.max(...lengths),
          p99Ms: percentile(samples, 99),
          moves: MOVES,
        });
      }
    }
  } finally {
    await p.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const quick = process.argv.includes('--quick');
  if (process.argv.includes('--pglite')) await logLengthBench('PGlite', undefined, { quick });
  else {
    const pgServer = await startPostgres();
    try {
      if (pgServer) await logLengthBench('PostgreSQL 15', pgServer.url, { quick });
      else note('no PostgreSQL: run with --pglite');
    } finally {
      pgServer?.stop();
    }
  }
}
