import { rmSync } from 'node:fs';
import { openPostgres } from '../../src/store/clients/node-postgres';
import { freshDatabase } from './harness';
import { heading, note, percentile, report } from './lib';
import { serveIsolates } from './workerd-serve';
import { buildBundle, compatibility, startEndpoint } from './workers';

/**
 * One client over two isolates (issue 32 item 4): two Worker services of one `workerd serve` (two
 * isolates, the first declaring the Durable Objects, the second bound to them) with the default
 * per-token limit (120/6s), one bearer token whose requests alternate between them as fast as 8
 * connections go, for whole windows. Admitted per window ÷ what the limit allows in it (its burst
 * plus its refill over the window): with the limiter objects (the default) and with each isolate
 * counting its own (SHARED_LIMITS=local, as before them). Also the price: an admitted request's
 * p50/p99 both ways (one connection, a limit it never reaches).
 */
const LIMIT = { capacity: 120, perSecond: 20, spec: '120/6s' };

/** `requests` GETs one after another, alternating between the isolates: their latencies, sorted. */
async function admittedLatencies(bases: readonly string[], requests: number): Promise<number[]> {
  const token = `tt_seat_price${process.hrtime.bigint()}`;
  const latencies: number[] = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const r = await fetch(`${bases[i % bases.length]}/v1/games`, { headers: { authorization: `Bearer ${token}` } });
    await r.arrayBuffer();
    if (r.status !== 200) throw new Error(`GET /v1/games answered ${r.status}`);
    if (i >= 100) latencies.push(performance.now() - started); // after a warm-up
  }
  return latencies.sort((a, b) => a - b);
}

async function clientOverTwo(bases: readonly string[], seconds: number): Promise<{ admitted: number; refused: number; refusals: number[] }> {
  const token = `tt_seat_admission${process.hrtime.bigint()}`;
  const end = performance.now() + seconds * 1000;
  let admitted = 0;
  let refused = 0;
  let turn = 0;
  const refusals: number[] = [];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        const r = await fetch(`${bases[turn++ % bases.length]}/v1/games`, { headers: { authorization: `Bearer ${token}` } });
        await r.arrayBuffer();
        if (r.status === 200) admitted++;
        else if (r.status === 429) {
          refused++;
          refusals.push(performance.now() - started);
        }
        else throw new Error(`GET /v1/games answered ${r.status}`);
      }
    }),
  );
  return { admitted, refused, refusals: refusals.sort((a, b) => a - b) };
}

/** `shared`: the bundle and endpoint of the caller (scale.ts), else its own. */
export async function admissionBench(pgUrl: string, { quick = false } = {}, shared?: { bundle: { dir: string; script: string }; endpoint: { url: string } }): Promise<void> {
  const seconds = quick ? 6 : 12;
  heading(`One client over two isolates: one token, requests alternating between two isolates (workerd serve), limit ${LIMIT.spec}, ${seconds} s`);
  const allowed = LIMIT.capacity + LIMIT.perSecond * seconds;
  const own = shared ? null : { bundle: buildBundle(), endpoint: await startEndpoint() };
  const { bundle, endpoint } = shared ?? own!;
  try {
    for (const mode of ['objects', 'local'] as const) {
      const database = await freshDatabase(pgUrl);
      await (await openPostgres(database.url)).close(); // migrated
      const bindings = { DATABASE_URL: database.url, NEON_HTTP_ENDPOINT: endpoint.url, LOCAL_MODE: '1', RATE_LIMIT_PER_TOKEN: LIMIT.spec, RATE_LIMIT_PER_IP: 'off', ...(mode === 'local' ? { SHARED_LIMITS: 'local' } : {}) };
      const label = mode === 'objects' ? 'limiter objects (LIMITER)' : 'each isolate its own (SHARED_LIMITS=local)';
      const generous = await serveIsolates(bundle, compatibility(), { ...bindings, RATE_LIMIT_PER_TOKEN: '1000000/6s', RATE_LIMIT_PER_IP: '1000000/6s' }, 2);
      try {
        const price = await admittedLatencies(generous.map((s) => s.base), quick ? 600 : 2100);
        report({ section: 'scale', name: `admitted GET /v1/games p50, token and IP limits on, ${label}`, value: percentile(price, 50), unit: 'ms', p99Ms: percentile(price, 99), requests: price.length, connections: 1 });
      } finally {
        await generous[0]!.stop();
      }
      const servers = await serveIsolates(bundle, compatibility(), bindings, 2);
      try {
        const run = await clientOverTwo(servers.map((s) => s.base), seconds);
        note(`${label}: ${run.admitted} admitted, ${run.refused} refused in ${seconds} s (the limit allows ${allowed})`);
        // Near the limit every request waits for the objects (two, in parallel): the difference of the two
        // modes' p50 is the price of an object's round trip on a request's path (README, "writes through the object").
        report({ section: 'scale', name: `a 429 past the limit p50, ${label}`, value: percentile(run.refusals, 50), unit: 'ms', p99Ms: percentile(run.refusals, 99), requests: run.refusals.length, connections: 8 });
        report({ section: 'scale', name: `one client over two isolates, admitted / limit, ${label}`, value: run.admitted / allowed, unit: '×', ...(mode === 'objects' ? { target: '≤ 1.1', ok: run.admitted / allowed <= 1.1 } : {}), admitted: run.admitted, allowed, seconds, limit: LIMIT.spec });
      } finally {
        await servers[0]!.stop();
        await database.drop();
      }
    }
  } finally {
    if (own) {
      await own.endpoint.stop();
      rmSync(own.bundle.dir, { recursive: true, force: true });
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startPostgres } = await import('./harness');
  const pg = await startPostgres();
  try {
    if (pg) await admissionBench(pg.url, { quick: process.argv.includes('--quick') });
  } finally {
    pg?.stop();
  }
}
