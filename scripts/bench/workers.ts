import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Miniflare } from 'miniflare';
import { openPostgres } from '../../src/store/clients/node-postgres';
import { ROOT } from '../../test/reliability/lib/processes';
import { childrenNamed, commitsOf, cpuMs, durabilityOf, machineBusyMs, postmasterOf, sessionsOf, treeCpuMs } from './cpu';
import { drive, type DriveOptions, type Driven } from './driver';
import { serveWithWorkerd } from './workerd-serve';
import { freshDatabase, startPostgres } from './harness';
import { startServer } from './http';
import { heading, note, percentile, report } from './lib';
import { stopperOf } from './child-stop';

/**
 * The production path against the Node path, in one run (issue 20): the same driver — 20 concurrent
 * Tango games, zero think time, the seat to act GETs its legal moves and POSTs one at random — first
 * against the Node server (`src/node.ts` on node-postgres, a pool of 10 connections), then against
 * the Worker: the bundle `wrangler deploy` builds, in `workerd serve` (workerd-serve.ts), querying
 * PostgreSQL through Neon's HTTP driver and the local stand-in for Neon's endpoint
 * (`scripts/neon-http.ts`, its own process, a pool of 10 connections); then the same bundle in
 * Miniflare, as `wrangler dev` serves it, whose dev entry worker production does not have. In full
 * runs the three alternate twice, so that a change in the machine's other load hits each. Each path gets a fresh database on the same PostgreSQL server.
 *
 * CPU per move: the server (the Node process, or workerd), PostgreSQL (its postmaster and every
 * backend, exited ones included) and the endpoint (which stands in for Neon's proxy: in production
 * that CPU is Neon's, not ours), over the measured window, divided by the moves (POSTs) answered.
 */
const TANGO = { type: 'tango', options: { variant: 'roses' } };
export const WORKER_RATIO_BUDGET = 0.8;
export const POSTGRES_CPU_RATIO_BUDGET = 1.5;

/** `Worker` is the bundle in `workerd serve` (workerd-serve.ts), the budget; `Worker (Miniflare)`
 * the same bundle behind Miniflare's dev entry worker, as `wrangler dev` runs it, for comparison. */
const PATHS = ['Node', 'Worker', 'Worker (Miniflare)'] as const;
type Path = (typeof PATHS)[number];

interface Phase {
  readonly path: Path;
  /** CPU milliseconds over the measured window, and the connections PostgreSQL opened in it. */
  readonly driven: Driven<{ server: number; pg: number; endpoint: number; machine: number; driver: number; sessions: number; transactions: number; xids: number; walSyncs: number }>;
}

/** The Worker's rate limits, all off: the bench is one client sending as fast as it can. */
export const NO_RATE_LIMITS = { RATE_LIMIT_PER_TOKEN: 'off', RATE_LIMIT_PER_IP: 'off', RATE_LIMIT_SIGN_UPS_PER_IP: 'off', RATE_LIMIT_STREAMS_PER_TOKEN: 'off', RATE_LIMIT_STREAMS_PER_IP: 'off' };

const cpuOfThisProcess = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;

/** The Worker bundle as `wrangler deploy` builds it (offline, --dry-run), in a temporary directory. */
export function buildBundle(): { dir: string; script: string } {
  const dir = mkdtempSync(join(tmpdir(), 'tricktable-bench-worker-'));
  execFileSync('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', dir], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
  });
  return { dir, script: join(dir, 'worker.js') };
}

/** wrangler.toml's compatibility date and flags, so workerd runs the Worker as deployed. */
export function compatibility(): { compatibilityDate: string; compatibilityFlags: string[] } {
  const toml = readFileSync(join(ROOT, 'wrangler.toml'), 'utf8');
  const date = /^compatibility_date\s*=\s*"([^"]+)"/m.exec(toml)?.[1];
  const flags = /^compatibility_flags\s*=\s*\[([^\]]*)\]/m.exec(toml)?.[1];
  if (!date) throw new Error('wrangler.toml has no compatibility_date');
  return { compatibilityDate: date, compatibilityFlags: (flags ?? '').split(',').map((f) => f.trim().replace(/"/g, '')).filter(Boolean) };
}

/** The local Neon endpoint in its own process (its CPU is counted apart); resolves with its URL. */
export async function startEndpoint(): Promise<{ child: ChildProcess; url: string; stop: () => Promise<void> }> {
  // BENCH_ENDPOINT_NODE_ARGS: extra node flags for the endpoint (e.g. --cpu-prof), as BENCH_SERVER_NODE_ARGS for the server.
  const nodeArgs = (process.env.BENCH_ENDPOINT_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', join(ROOT, 'scripts/neon-http.ts'), '0', '10'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const stop = stopperOf(child);
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      const line = out.split('\n')[0]!;
      if (out.includes('\n')) resolve(line.trim());
    });
    child.once('exit', (code) => reject(new Error(`the Neon HTTP endpoint exited (${code})`)));
  });
  return {
    child,
    url,
    stop,
  };
}

export async function nodeVsWorkerBench({ quick = false } = {}, pgUrl: string): Promise<void> {
  const seconds = quick ? 5 : 15;
  const rounds = quick ? 1 : 2;
  const run: DriveOptions = { concurrency: 20, seconds, warmupSeconds: 3, game: TANGO, moves: 'server' };
  heading(`Node vs Worker: ${run.concurrency} concurrent Tango games, legal-moves then a random move, ${seconds} s each after 3 s warm-up, ${rounds}× alternating`);
  const durability = await durabilityOf(pgUrl);
  note(`PostgreSQL: ${durability}`);
  const postmaster = await postmasterOf(pgUrl);
  if (postmaster === null) note('PostgreSQL is not on this machine: its CPU is not measured');
  const pgCpu = () => (postmaster ? treeCpuMs(postmaster) : 0);
  const bundle = buildBundle();
  const endpoint = await startEndpoint();
  const phases: Phase[] = [];
  try {
    for (let round = 0; round < rounds; round++) {
      for (const path of PATHS) {
        const database = await freshDatabase(pgUrl);
        const name = new URL(database.url).pathname.slice(1);
        let server: { base: string; pid: number; stop: () => Promise<void> };
        const bindings = { DATABASE_URL: database.url, NEON_HTTP_ENDPOINT: endpoint.url, LOCAL_MODE: '1', ...NO_RATE_LIMITS };
        if (path === 'Node') {
          const node = await startServer(database.url, {});
          server = { base: node.base, pid: node.child.pid!, stop: node.stop };
        } else if (path === 'Worker') {
          await (await openPostgres(database.url)).close(); // migrated, as `npm run db:migrate` does before a deploy
          server = await serveWithWorkerd(bundle, compatibility(), bindings);
        } else {
          await (await openPostgres(database.url)).close();
          // wrangler.toml's change hubs, as `wrangler dev` declares them (workerd-serve.ts does the same).
          const durableObjects = { GAME_HUB: { className: 'GameHub', useSQLite: true }, PLAYER_HUB: { className: 'PlayerHub', useSQLite: true } };
          const mf = new Miniflare({ modules: true, modulesRoot: bundle.dir, scriptPath: bundle.script, ...compatibility(), bindings, durableObjects, host: '127.0.0.1', port: 0 });
          const base = (await mf.ready).href.replace(/\/$/, '');
          const [workerd] = childrenNamed(process.pid, 'workerd');
          if (workerd === undefined) note('workerd process not found: its CPU is not measured');
          server = { base, pid: workerd ?? 0, stop: () => mf.dispose() };
        }
        try {
          const driven = await drive(server.base, run, {
            start: async () => ({
              sessions: await sessionsOf(pgUrl, name),
              ...(await commitsOf(pgUrl, name)),
              server: cpuMs(server.pid),
              pg: pgCpu(),
              endpoint: path !== 'Node' ? cpuMs(endpoint.child.pid!) : 0,
              machine: machineBusyMs(),
              driver: process.cpuUsage(),
            }),
            end: async (s) => ({
              sessions: (await sessionsOf(pgUrl, name)) - s.sessions,
              ...(await commitsOf(pgUrl, name).then((c) => ({ transactions: c.transactions - s.transactions, xids: c.xids - s.xids - 1, walSyncs: c.walSyncs - s.walSyncs }))),
              server: cpuMs(server.pid) - s.server,
              pg: pgCpu() - s.pg,
              endpoint: path !== 'Node' ? cpuMs(endpoint.child.pid!) - s.endpoint : 0,
              machine: machineBusyMs() - s.machine,
              driver: cpuOfThisProcess(process.cpuUsage(s.driver)),
            }),
          });
          phases.push({ path, driven });
          const moves = driven.samples.play.length + driven.samples['other action'].length;
          note(`${path}: ${(moves / driven.seconds).toFixed(0)} moves/s`);
        } finally {
          await server.stop();
          await database.drop();
        }
      }
    }
  } finally {
    await endpoint.stop();
    rmSync(bundle.dir, { recursive: true, force: true });
  }
  summarize(phases, durability);
}

/** One set of figures per path over all its phases, then the two ratios the issue budgets. */
function summarize(phases: readonly Phase[], durability: string): void {
  const per = {} as Record<Path, { movesPerSec: number; pgPerMove: number }>;
  for (const path of PATHS) {
    const mine = phases.filter((p) => p.path === path);
    const seconds = mine.reduce((n, p) => n + p.driven.seconds, 0);
    const moveSamples = mine.flatMap((p) => [...p.driven.samples.play, ...p.driven.samples['other action']]).sort((a, b) => a - b);
    const legal = mine.flatMap((p) => p.driven.samples['legal-moves']).sort((a, b) => a - b);
    const requests = moveSamples.length + legal.length + mine.reduce((n, p) => n + p.driven.samples['create+join'].length, 0);
    const sum = (k: keyof Phase['driven']['window']) => mine.reduce((n, p) => n + p.driven.window[k], 0);
    const moves = moveSamples.length;
    const perMove = (ms: number) => ms / moves;
    const label = { Node: 'Node + PostgreSQL 15', Worker: 'Worker (workerd serve) + Neon HTTP stand-in + PostgreSQL 15', 'Worker (Miniflare)': 'Worker (Miniflare: workerd behind its dev entry worker) + Neon HTTP stand-in + PostgreSQL 15' }[path];
    const base = { path: label, concurrency: 20, game: 'tango', seconds: Math.round(seconds), durability };
    per[path] = { movesPerSec: moves / seconds, pgPerMove: perMove(sum('pg')) };
    report({ section: 'workers', name: `moves/s, ${path}`, value: moves / seconds, unit: 'moves/s', ...base, legalMovesPerSec: legal.length / seconds, p50Ms: percentile(moveSamples, 50), p99Ms: percentile(moveSamples, 99), legalMovesP50Ms: percentile(legal, 50) });
    report({
      section: 'workers',
      name: `CPU per move, ${path}`,
      value: perMove(sum('server')),
      unit: 'ms (server)',
      ...base,
      postgresMs: perMove(sum('pg')),
      endpointMs: perMove(sum('endpoint')),
      driverMs: perMove(sum('driver')),
      machineCores: Math.round((sum('machine') / 1000 / seconds) * 100) / 100,
      connectionsPer1000Requests: (sum('sessions') * 1000) / requests,
      // Issue 29: every transaction PostgreSQL committed (reads outside a transaction count), per move.
      transactionsPerMove: sum('transactions') / moves,
      // The write commits among them (transaction ids: appends and NOTIFY batches; cpu.ts commitsOf).
      writeCommitsPerMove: sum('xids') / moves,
      walFlushesPerMove: sum('walSyncs') / moves,
    });
  }
  const ratio = per.Worker.movesPerSec / per.Node.movesPerSec;
  report({ section: 'workers', name: 'Worker / Node moves/s', value: ratio, unit: '×', budget: `≥ ${WORKER_RATIO_BUDGET}`, ok: ratio >= WORKER_RATIO_BUDGET, durability });
  report({ section: 'workers', name: 'Worker (Miniflare) / Node moves/s', value: per['Worker (Miniflare)'].movesPerSec / per.Node.movesPerSec, unit: '×', durability });
  const pg = per.Worker.pgPerMove / per.Node.pgPerMove;
  report({ section: 'workers', name: 'PostgreSQL CPU per move, Worker / Node', value: pg, unit: '×', budget: `≤ ${POSTGRES_CPU_RATIO_BUDGET}`, ok: pg <= POSTGRES_CPU_RATIO_BUDGET, durability });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pgServer = await startPostgres();
  try {
    if (pgServer) await nodeVsWorkerBench({ quick: process.argv.includes('--quick') }, pgServer.url);
    else note('no PostgreSQL');
  } finally {
    pgServer?.stop();
  }
}
