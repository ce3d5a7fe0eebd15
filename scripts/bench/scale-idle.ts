import { report } from './lib';
import { openStreams, seatedGames, sleep, statementsAt, type Endpoint, type OpenStream, type ScaleWorker } from './scale-worker';

/**
 * What idle streams cost the database (issue 32's first and third rows): `games` games, both seats
 * joined and nobody moving, `perGame` streams on each (seat tokens in turn); the statements the local
 * Neon endpoint runs over `windowMs` once every stream is open (the openings' own reads left to
 * finish first), minus what it runs over as long with no stream open (the baseline, measured on the
 * same games just before: ~0, nothing else runs).
 */
export interface IdleRun {
  readonly games: number;
  readonly perGame: number;
  readonly windowMs: number;
  readonly baselineMs: number;
}

export interface IdleFigures {
  readonly streams: number;
  readonly queriesPerSec: number;
  readonly baselinePerSec: number;
  readonly openSeconds: number;
}

export async function idleQueries(worker: ScaleWorker, endpoint: Endpoint, run: IdleRun, closeLater: OpenStream[]): Promise<IdleFigures> {
  const games = await seatedGames(worker, run.games);
  await sleep(1000); // the seating's background work (snapshots) done
  const b0 = await statementsAt(endpoint);
  await sleep(run.baselineMs);
  const baselinePerSec = ((await statementsAt(endpoint)) - b0) / (run.baselineMs / 1000);
  const t0 = performance.now();
  const streams = await openStreams(worker, games, run.perGame);
  const openSeconds = (performance.now() - t0) / 1000;
  try {
    await sleep(2000); // each stream's first reads (its view, its entries) are not its idle cost
    const s0 = await statementsAt(endpoint);
    const w0 = performance.now();
    await sleep(run.windowMs);
    const seconds = (performance.now() - w0) / 1000;
    const queriesPerSec = ((await statementsAt(endpoint)) - s0) / seconds - baselinePerSec;
    return { streams: streams.length, queriesPerSec, baselinePerSec, openSeconds };
  } finally {
    // Closed only once its workerd is stopped (scale.ts: a workerd per row): closing watched streams
    // after the hubs' safety checks have run can bring workerd down (see scale.ts).
    closeLater.push(...streams);
  }
}

/** Row 1: database queries per idle stream per minute (and per game: the safety check is a game's). */
export async function reportPerStream(worker: ScaleWorker, endpoint: Endpoint, run: IdleRun, labels: Record<string, unknown>, closeLater: OpenStream[]): Promise<void> {
  const f = await idleQueries(worker, endpoint, run, closeLater);
  const perMinute = f.queriesPerSec * 60;
  report({
    section: 'scale',
    name: `database queries per idle stream per minute, ${worker.path}`,
    value: perMinute / f.streams,
    unit: 'queries/min',
    ...labels,
    streams: f.streams,
    games: run.games,
    perGameQueriesPerMin: perMinute / run.games,
    windowS: run.windowMs / 1000,
    baselineQueriesPerS: f.baselinePerSec,
  });
}

/** Row 3: many idle streams over many games, queries/s at the endpoint (and how long opening them took). */
export async function reportManyStreams(worker: ScaleWorker, endpoint: Endpoint, run: IdleRun, labels: Record<string, unknown>, closeLater: OpenStream[]): Promise<void> {
  const f = await idleQueries(worker, endpoint, run, closeLater);
  report({
    section: 'scale',
    name: `${f.streams} idle streams over ${run.games} games: queries/s, ${worker.path}`,
    value: f.queriesPerSec,
    unit: 'queries/s',
    ...labels,
    streams: f.streams,
    games: run.games,
    windowS: run.windowMs / 1000,
    openingS: Math.round(f.openSeconds),
    baselineQueriesPerS: f.baselinePerSec,
  });
}
