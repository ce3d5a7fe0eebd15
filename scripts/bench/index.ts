/**
 * `npm run bench`: every figure of BENCHMARKS.md, printed as one JSON line each, then as a table.
 *
 *   npm run bench                         # everything but bots (a few minutes)
 *   npm run bench -- --quick              # shorter runs, noisier figures
 *   npm run bench -- --only=engine,http   # sections: engine, clocks, memory, round-trips, log-length, http, peer, workers, players, streams, bots
 *   npm run bench -- --only=peer,workers  # the peer (boardgame.io in memory) and the Node/Worker paths, with their ratios
 *   npm run bench:headline                # the figures issue 20 is judged by: memory, log-length, workers
 *   npm run bench -- --only=scale                                       # issue 32's table, hub vs poll on workerd (~10 min; scale.ts)
 *   npm run bench -- --only=bot-turn                                    # a bot move's CPU, part by part (bot-turn-cost.ts)
 *   npm run bench -- --only=bots --games=200 --workers=2 --variants='tango roses,tanni'   # see bots.ts
 *   BENCH_DATABASE_URL=postgres://…       # use this PostgreSQL server instead of starting one
 *
 * Without BENCH_DATABASE_URL it starts a throwaway PostgreSQL 15 cluster itself
 * (scripts/postgres.sh start, on a free port or BENCH_PG_PORT, in a temporary directory) with
 * production's durability (fsync and synchronous commit on; BENCH_FSYNC=off for the tests' settings)
 * and stops it at the end; its durability settings are printed either way. Without the PostgreSQL 15
 * server binaries the PostgreSQL figures are skipped (PGlite needs nothing).
 *
 * `streams` (scripts/bench/streams.ts) always runs on PostgreSQL with fsync on: a durable cluster of
 * its own (PG_DURABLE=1 scripts/postgres.sh), or BENCH_DURABLE_DATABASE_URL.
 *
 * `peer` (scripts/bench/peer-bench.ts) serves Tango with boardgame.io 0.50.2 in memory and drives it
 * in the same shape; it runs whenever `peer`, `workers` or `streams` does, before them and again after
 * them (full runs), and the run ends with every moves/s figure as a ratio to the peer's median.
 */
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { availableParallelism } from 'node:os';
import { botsBench } from './bots';
import { botTurnCostBench } from './bot-turn-cost';
import { clocksBench } from './clocks';
import { dealStreamBench } from './deal-stream';
import { buildIfChanged } from '../build-assets';
import { engineBench } from './engine';
import { startPostgres } from './harness';
import { httpBench } from './http';
import { allFigures, heading, note, table } from './lib';
import { logLengthBench } from './log-length';
import { memoryBench } from './memory';
import { playersBench } from './players';
import { roundTripsBench } from './round-trips';
import { scaleBench } from './scale';
import { streamsBench } from './streams';
import { peerBench, peerRatios } from './peer-bench';
import { issue29Targets } from './issue29-targets';
import { nodeVsWorkerBench } from './workers';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length).split(',');
const wants = (section: string) => !only || only.includes(section);
const value = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

heading('machine');
note(`${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
if (loadavg()[0]! > 0.5) note('the machine is not idle: other work skews every figure below (compare machineCores in the HTTP rows)');

const needsPostgres = wants('round-trips') || wants('log-length') || wants('http') || wants('workers') || wants('players') || !!only?.includes('scale');
const pgServer = needsPostgres ? await startPostgres() : null;
try {
  if (wants('engine')) {
    engineBench({ quick });
    dealStreamBench({ quick });
  }
  if (wants('clocks')) clocksBench({ quick });
  if (wants('memory')) memoryBench({ quick });
  if (wants('round-trips')) {
    if (pgServer) await roundTripsBench('PostgreSQL 15', pgServer.url);
    await roundTripsBench('PGlite');
  }
  if (wants('log-length')) {
    if (pgServer) await logLengthBench('PostgreSQL 15', pgServer.url, { quick });
    await logLengthBench('PGlite', undefined, { quick: true });
  }
  if (wants('http')) {
    const common = { concurrency: 50, seconds: quick ? 5 : 15, warmupSeconds: 3, game: { type: 'tango', options: { variant: 'roses' } } };
    if (pgServer) {
      await httpBench({ ...common, kind: 'PostgreSQL 15', moves: 'replica' }, pgServer.url);
      await httpBench({ ...common, kind: 'PostgreSQL 15', moves: 'server' }, pgServer.url);
    }
    await httpBench({ ...common, kind: 'PGlite', moves: 'server' });
  }
  // The peer before the durable paths and (full runs) again after them: the machine's drift hits both.
  const peerRounds: number[] = [];
  const withPeer = wants('peer') || wants('workers') || wants('streams');
  if (withPeer) peerRounds.push(await peerBench({ quick, round: 1 }));
  if (wants('workers')) {
    // The Worker serves public/ (wrangler.toml `[assets]`): a fresh clone has none until it is built.
    if (pgServer) await buildIfChanged();
    if (pgServer) await nodeVsWorkerBench({ quick }, pgServer.url);
    else note('workers: needs PostgreSQL 15 (skipped)');
  }
  if (wants('players')) {
    if (pgServer) await playersBench(pgServer.url, { quick });
    else note('players: PostgreSQL 15 only, skipped');
  }
  if (wants('streams')) {
    if (process.env.BENCH_DURABLE_DATABASE_URL || existsSync('/usr/lib/postgresql/15/bin/initdb')) await streamsBench({ games: 20, seconds: quick ? 5 : 15, warmupSeconds: 3 });
    else note('streams: PostgreSQL 15 server binaries not found and BENCH_DURABLE_DATABASE_URL not set: skipped');
  }
  if (withPeer && !quick) peerRounds.push(await peerBench({ quick, round: 2 }));
  peerRatios(allFigures(), peerRounds);
  // Only when asked for: thousands of streams, and minutes-long windows (issue 32; scale.ts).
  if (only?.includes('scale')) {
    if (!pgServer) note('scale: needs PostgreSQL 15 (skipped)');
    else {
      await buildIfChanged();
      await scaleBench({ quick }, pgServer.url);
    }
  }
  // Only when asked for: a few seconds per game of what a bot's move costs its request, part by part.
  if (only?.includes('bot-turn')) botTurnCostBench({ quick });
  // Issue 29's table, from what this run measured.
  if (withPeer || only?.includes('bot-turn')) issue29Targets(allFigures());
  // Only when asked for: 1,000 games per pairing take hours (BENCHMARKS.md, Bots).
  if (only?.includes('bots')) {
    const games = value('games');
    const workers = value('workers');
    await botsBench({ quick, ...(games ? { games: Number(games) } : {}), ...(workers ? { workers: Number(workers) } : {}), only: value('variants')?.split(',') });
  }
} finally {
  pgServer?.stop();
}

console.log(`\n${table()}`);
