/**
 * `npm run bench -- --only=scale` (issue 32's table; opt-in, like `bots`): the Worker bundle in
 * `workerd serve` (workers.ts, workerd-serve.ts), the local Neon endpoint in its own process, on
 * PostgreSQL 15 (index.ts starts it with production durability unless BENCH_FSYNC=off), measured on
 * the hub path (as deployed: a Durable Object per game) and on the old poll path (CHANGE_HINTS=poll,
 * WAIT_POLL_MS=1000: one query per waiter per second) where the two differ:
 *
 * 1. database queries per idle stream per minute (scale-idle.ts);
 * 2. wake-up after a move, p50/p99 (scale-wake.ts);
 * 3. 2,000 idle streams over 500 games, queries/s (scale-idle.ts);
 * 4. turn-clock timeout after its deadline, p99, and 5. webhook retry after its due time, p99 (hub
 *    only: on the poll path nothing but the cron plays them, which `workerd serve` never runs;
 *    scale-deadlines.ts);
 * 6. moves/s of the streams shape (streams.ts's, on the Worker; scale-wake.ts) and of the
 *    request/response shape (workers.ts's; scale-moves.ts), hub vs poll, and Node's in the same
 *    run (startNode): what the objects cost, and the Worker as a ratio to Node;
 * 7. one client over two isolates: admitted ÷ the limit, with the limiter objects and without
 *    (admission.ts).
 *
 * Each row has a workerd of its own, and streams are closed only after their workerd is told to
 * stop. The objects' storage is on disk, fresh for each workerd (workerd-serve.ts). In memory
 * (`durableObjectStorage = (inMemory = void)`, as this bench had it), workerd 1.20260426.1 evicted
 * an idle object after ~10 s and its alarm with it, so a 30 s safety check never ran (a 5 s one
 * did); and such a workerd died of `kj::Exception: expected !firing; Promise callback destroyed
 * itself` when an alarm had sent a webhook retry, or when watched streams closed after safety
 * checks. On disk neither was seen. A row during which workerd died says so (`workerdExited`, and a note).
 *
 * `--quick` (~3 minutes): fewer games and streams, shorter windows, and the hub's safety check every
 * 5 s instead of 30 s (HUB_SAFETY_CHECK_MS) so that its window still holds checks.
 */
import { readFileSync, rmSync } from 'node:fs';
import { admissionBench } from './admission';
import { durabilityOf } from './cpu';
import { allFigures, heading, note, report } from './lib';
import { reportRetries, reportTimeouts } from './scale-deadlines';
import { reportManyStreams, reportPerStream } from './scale-idle';
import { reportRequestMoves } from './scale-moves';
import { reportStreamMoves, reportWakeUps } from './scale-wake';
import { startNode, startWorker, type OpenStream, type ScaleWorker, type WakePath } from './scale-worker';
import { buildBundle, startEndpoint } from './workers';

const FULL = {
  perStream: { games: 20, perGame: 5, windowMs: 60_000, baselineMs: 10_000 },
  many: { games: 500, perGame: 4, windowMs: 60_000, baselineMs: 10_000 },
  wake: { games: 10, samples: 400, thinkMs: 20, maxMs: 90_000 },
  timeouts: { games: 100, seconds: 5, windowMs: 30_000 },
  retries: { games: 100, windowMs: 10_000 },
  moves: { games: 20, maxMs: 15_000 },
  safetyMs: undefined as number | undefined,
};
const QUICK: typeof FULL = {
  perStream: { games: 10, perGame: 5, windowMs: 12_000, baselineMs: 3_000 },
  many: { games: 50, perGame: 4, windowMs: 12_000, baselineMs: 3_000 },
  wake: { games: 5, samples: 100, thinkMs: 20, maxMs: 30_000 },
  timeouts: { games: 50, seconds: 5, windowMs: 14_000 },
  retries: { games: 50, windowMs: 9_000 },
  moves: { games: 20, maxMs: 6_000 },
  safetyMs: 5_000,
};
/** The poll path's query rate is steady from its first second: a shorter window tells as much. */
const POLL_WINDOW_MS = { full: 20_000, quick: 6_000 };

export async function scaleBench({ quick = false } = {}, pgUrl: string): Promise<void> {
  const plan = quick ? QUICK : FULL;
  heading(`scale (issue 32): the Worker in workerd serve + the local Neon endpoint + PostgreSQL 15, hub path vs poll path${quick ? ' (quick)' : ''}`);
  const durability = await durabilityOf(pgUrl);
  note(`PostgreSQL: ${durability}`);
  const fds = openFilesLimit();
  note(`open files limit (ulimit -n): ${fds}; the hub's safety check every ${plan.safetyMs ?? 30_000} ms${plan.safetyMs ? ' (HUB_SAFETY_CHECK_MS, lowered for --quick)' : ' (the default)'}`);
  const bundle = buildBundle();
  const endpoint = await startEndpoint();
  // A workerd of its own for each row: what one row left (objects, alarms, streams) never meets the next.
  const withWorker = async (path: WakePath, extra: Record<string, string>, row: (worker: ScaleWorker, closeLater: OpenStream[]) => Promise<void>) => {
    const worker = await startWorker(bundle, endpoint, pgUrl, path, extra);
    const streams: OpenStream[] = [];
    try {
      await row(worker, streams);
      if (worker.exited()) note(`workerd exited by itself during this row (a fatal error of its own, printed above): the row's figures are what came before it`);
    } finally {
      await worker.stop(streams);
    }
  };
  try {
    for (const path of ['hub', 'poll'] as const satisfies readonly WakePath[]) {
      const extra: Record<string, string> = path === 'hub' && plan.safetyMs ? { HUB_SAFETY_CHECK_MS: String(plan.safetyMs) } : {};
      const labels = { path: path === 'hub' ? 'hub (Durable Object per game)' : 'poll (CHANGE_HINTS=poll, WAIT_POLL_MS=1000)', durability, ...(extra.HUB_SAFETY_CHECK_MS ? { safetyCheckMs: plan.safetyMs } : {}) };
      const window = (w: number) => (path === 'poll' ? POLL_WINDOW_MS[quick ? 'quick' : 'full'] : w);
      note(`${path}: ${plan.perStream.games * plan.perStream.perGame} idle streams…`);
      await withWorker(path, extra, (w, later) => reportPerStream(w, endpoint, { ...plan.perStream, windowMs: window(plan.perStream.windowMs) }, labels, later));
      note(`${path}: wake-ups after moves…`);
      await withWorker(path, extra, (w) => reportWakeUps(w, plan.wake, labels));
      note(`${path}: ${plan.many.games * plan.many.perGame} idle streams over ${plan.many.games} games…`);
      await withWorker(path, extra, (w, later) => reportManyStreams(w, endpoint, { ...plan.many, windowMs: window(plan.many.windowMs) }, labels, later));
      note(`${path}: moves/s over streams…`);
      await withWorker(path, extra, (w) => reportStreamMoves(w, plan.moves, labels));
      await withWorker(path, extra, (w) => reportRequestMoves(w, { games: plan.moves.games, seconds: plan.moves.maxMs / 1000 }, labels));
    }
    // The same two shapes on Node (LISTEN/NOTIFY), in this run: the Worker's moves/s as a ratio to it.
    const nodeLabels = { path: 'node (Node server, LISTEN/NOTIFY)', durability };
    note('node: moves/s over streams and request/response…');
    for (const row of [(w: ScaleWorker) => reportStreamMoves(w, plan.moves, nodeLabels), (w: ScaleWorker) => reportRequestMoves(w, { games: plan.moves.games, seconds: plan.moves.maxMs / 1000 }, nodeLabels)]) {
      const node = await startNode(pgUrl);
      try {
        await row(node);
      } finally {
        await node.stop();
      }
    }
    workerToNode();
    const labels = { path: 'hub (Durable Object per game)', durability };
    note(`hub: ${plan.timeouts.games} games timing out…`);
    await withWorker('hub', {}, (w) => reportTimeouts(w, plan.timeouts, labels));
    note(`hub: ${plan.retries.games} webhook retries…`);
    await withWorker('hub', {}, (w) => reportRetries(w, plan.retries, labels));
    note('poll path: timeouts and retries wait for the cron there (every 5 minutes; every minute before the objects), which workerd serve does not run: not measured');
    // 7. one client over two isolates (the limiter objects): admission.ts, with its own workerds.
    await admissionBench(pgUrl, { quick }, { bundle, endpoint });
  } finally {
    await endpoint.stop();
    rmSync(bundle.dir, { recursive: true, force: true });
  }
}

/** This process's soft limit of open files (its children, workerd among them, inherit it). */
function openFilesLimit(): string {
  const line = readFileSync('/proc/self/limits', 'utf8').split('\n').find((l) => l.startsWith('Max open files'));
  return line?.split(/\s{2,}/)[1] ?? 'unknown';
}

/** Each moves/s figure of the Worker's two paths as a ratio to Node's of the same shape, this run. */
function workerToNode(): void {
  const moves = allFigures().filter((f) => f.section === 'scale' && String(f.name).startsWith('moves/s'));
  for (const shape of ['moves/s over streams', 'moves/s, request/response']) {
    const node = moves.find((f) => String(f.name).startsWith(shape) && String(f.name).endsWith(', node'));
    if (!node) continue;
    for (const path of ['hub', 'poll'] as const) {
      const worker = moves.find((f) => String(f.name).startsWith(shape) && String(f.name).endsWith(`, ${path}`));
      if (worker) report({ section: 'scale', name: `${shape}, Worker ${path} / Node`, value: worker.value / node.value, unit: '×', workerMovesPerSec: worker.value, nodeMovesPerSec: node.value });
    }
  }
}
