import { drive } from './driver';
import { report } from './lib';
import type { ScaleWorker } from './scale-worker';

/**
 * Row 6, what the objects cost the writes: the request/response shape (driver.ts, as workers.ts runs
 * it: `games` games, legal-moves then a random move, zero think time) on the hub path, where every
 * commit pokes its game's object, and on the poll path, where nothing does. (The streams shape,
 * scale-wake.ts, shows the wake-ups instead: on the poll path each move waits for a poll.)
 */
export async function reportRequestMoves(worker: ScaleWorker, run: { games: number; seconds: number }, labels: Record<string, unknown>): Promise<void> {
  const driven = await drive(worker.base.href, { concurrency: run.games, seconds: run.seconds, warmupSeconds: 3, game: { type: 'tango', options: { variant: 'roses' } }, moves: 'server' }, { start: () => 0, end: () => 0 });
  const moves = driven.samples.play.length + driven.samples['other action'].length;
  report({
    section: 'scale',
    name: `moves/s, request/response (legal-moves then a move), ${worker.path}`,
    value: moves / driven.seconds,
    unit: 'moves/s',
    ...labels,
    games: run.games,
    seconds: Math.round(driven.seconds),
    streams: 0,
  });
}
