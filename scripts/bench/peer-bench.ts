import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../../test/reliability/lib/processes';
import { cpuMs } from './cpu';
import { heading, note, percentile, report, type Figure } from './lib';
import { driveBgio } from './peer/bgio-driver';
import { stopperOf } from './child-stop';

/**
 * The peer in our own bench (issue 29): boardgame.io 0.50.2 serving Tango in memory (its default
 * storage, nothing durable: scripts/bench/peer/tango-game.ts ports the game onto the same pure
 * rules), in its own process, driven in the bench's shape (peer/bgio-driver.ts): 20 concurrent
 * games, zero think time, one move in flight per game. Every Tricktable moves/s figure of the same
 * run is then printed as a ratio to it (`peerRatios`), so a figure is read against the peer measured
 * on the same machine at the same moment, not against a number from another day.
 */
export const PEER_NAME = 'boardgame.io 0.50.2 in memory';

export async function startBgio(): Promise<{ base: string; pid: number; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/bench/peer/serve-bgio.ts')], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const stop = stopperOf(child);
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      const url = /^(http:\/\/127\.0\.0\.1:\d+)$/m.exec(out)?.[1];
      if (url) resolve(url);
    });
    child.once('exit', (code) => reject(new Error(`boardgame.io's server exited (${code})`)));
  });
  return {
    base,
    pid: child.pid!,
    stop,
  };
}

/** One run of the peer (round `round` of the bench's interleaved series); answers its moves/s. */
export async function peerBench({ quick = false, round = 1 } = {}): Promise<number> {
  const run = { concurrency: 20, seconds: quick ? 5 : 15, warmupSeconds: 3 };
  heading(`peer: ${PEER_NAME}, ${run.concurrency} concurrent Tango games, one move in flight per game, ${run.seconds} s after ${run.warmupSeconds} s warm-up (round ${round})`);
  const server = await startBgio();
  try {
    const driven = await driveBgio(server.base, run, {
      start: () => ({ server: cpuMs(server.pid), driver: process.cpuUsage() }),
      end: (s) => ({ server: cpuMs(server.pid) - s.server, driver: process.cpuUsage(s.driver) }),
    });
    const moves = driven.moves.length;
    const perSec = moves / driven.seconds;
    const base = { path: PEER_NAME, concurrency: run.concurrency, game: 'tango', seconds: Math.round(driven.seconds), round, durability: 'none (in memory)', driver: 'socket.io clients, state pushed to each seat, one move in flight per game' };
    report({ section: 'peer', name: `moves/s, ${PEER_NAME}`, value: perSec, unit: 'moves/s', ...base, p50Ms: percentile(driven.moves, 50), p99Ms: percentile(driven.moves, 99), gamesFinished: driven.gamesFinished });
    report({ section: 'peer', name: `CPU per move, ${PEER_NAME}`, value: driven.window.server / moves, unit: 'ms (server)', ...base, driverMs: (driven.window.driver.user + driven.window.driver.system) / 1000 / moves });
    note(`${PEER_NAME}: ${perSec.toFixed(0)} moves/s`);
    return perSec;
  } finally {
    await server.stop();
  }
}

/** Each Tricktable moves/s figure of the run as a ratio to the peer's (the median of its rounds). */
export function peerRatios(figures: readonly Figure[], peerRounds: readonly number[]): void {
  if (peerRounds.length === 0) return;
  const sorted = [...peerRounds].sort((a, b) => a - b);
  const peer = sorted[Math.floor((sorted.length - 1) / 2)]!;
  heading(`ratios to ${PEER_NAME} (${peer.toFixed(0)} moves/s, median of ${sorted.length} round(s), ${sorted[0]!.toFixed(0)}–${sorted.at(-1)!.toFixed(0)})`);
  for (const f of figures.filter((x) => x.unit === 'moves/s' && x.section !== 'peer')) {
    report({ section: 'peer', name: `${f.name} / ${PEER_NAME}`, value: f.value / peer, unit: '×', of: f.section, durability: f.durability ?? 'n/a', peerMovesPerSec: peer });
  }
}
