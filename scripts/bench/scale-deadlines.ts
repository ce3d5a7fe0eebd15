import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { percentile, report } from './lib';
import { seatedGames, sleep, type ScaleWorker } from './scale-worker';

/**
 * What the game's alarm is late by (issue 32's fourth and fifth rows), on the hub path: nothing but
 * the alarm (and the cron, which `workerd serve` never runs) plays a timeout or sends a retry when
 * nobody reads the game. Lateness is measured against PostgreSQL's own record of when each was due.
 */

/** Row 4: `games` games with a per-move clock of `seconds`, nobody moving: every turn times out, and
 * each `timeout` entry's time minus its deadline (the previous entry's time, which began that turn,
 * plus `seconds`: the per-move clock) is one sample, over `windowMs`. */
export async function reportTimeouts(worker: ScaleWorker, run: { games: number; seconds: number; windowMs: number }, labels: Record<string, unknown>): Promise<void> {
  const games = await seatedGames(worker, run.games, { clock: { kind: 'per-move', seconds: run.seconds } });
  await sleep(run.windowMs);
  const client = new pg.Client({ connectionString: worker.databaseUrl });
  await client.connect();
  try {
    const rows = (
      await client.query<{ game_id: string; seq: number; kind: string; at: string }>(
        `SELECT game_id, seq, kind, (extract(epoch FROM created_at) * 1000)::float8 AS at FROM actions WHERE game_id = ANY($1) ORDER BY game_id, seq`,
        [games.map((g) => g.id)],
      )
    ).rows;
    const late: number[] = [];
    for (let i = 1; i < rows.length; i++) {
      const [before, entry] = [rows[i - 1]!, rows[i]!];
      if (entry.kind === 'timeout' && before.game_id === entry.game_id) late.push(Number(entry.at) - (Number(before.at) + run.seconds * 1000));
    }
    late.sort((a, b) => a - b);
    report({
      section: 'scale',
      name: 'turn-clock timeout after its deadline p99, hub (the game\'s alarm)',
      ...lateness(late),
      ...labels,
      games: run.games,
      clock: `per-move ${run.seconds} s`,
      windowS: run.windowMs / 1000,
      streams: 0,
      workerdExited: worker.exited(),
    });
  } finally {
    await client.end();
  }
}

/** Row 5: `games` games, each with a webhook for `game.started` at a receiver here that answers the
 * first attempt 500; the retry's arrival minus the due time the server wrote for it
 * (`deliveries.next_attempt_at`, read while the retry is pending). */
export async function reportRetries(worker: ScaleWorker, run: { games: number; windowMs: number }, labels: Record<string, unknown>): Promise<void> {
  const first = new Map<string, number>();
  const retried = new Map<string, number>();
  const receiver = http.createServer((req, res) => {
    const id = String(req.headers['webhook-id']);
    req.resume();
    req.on('end', () => {
      const known = first.has(id);
      if (known) retried.set(id, retried.get(id) ?? Date.now());
      else first.set(id, Date.now());
      res.writeHead(known ? 200 : 500).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  const client = new pg.Client({ connectionString: worker.databaseUrl });
  await client.connect();
  const due = new Map<string, number>();
  let watching = true;
  let exited = false;
  // The due time as the first failure wrote it (a later claim of the retry leases the row, moving it).
  const watch = (async () => {
    while (watching) {
      const rows = (await client.query<{ id: string; due: number }>(`SELECT id, (extract(epoch FROM next_attempt_at) * 1000)::float8 AS due FROM deliveries WHERE status = 'pending' AND attempts = 1`)).rows;
      for (const r of rows) if (!due.has(r.id)) due.set(r.id, Number(r.due));
      await sleep(100);
    }
  })();
  try {
    await seatedGames(worker, run.games, {}, { webhooks: [{ url, events: ['game.started'] }] });
    await sleep(run.windowMs);
    exited = worker.exited(); // before its stop
  } finally {
    watching = false;
    await watch;
    await client.end();
    receiver.closeAllConnections();
    receiver.close();
  }
  const late = [...retried].flatMap(([id, at]) => (due.has(id) ? [at - due.get(id)!] : [])).sort((a, b) => a - b);
  report({
    section: 'scale',
    name: 'webhook retry after its due time p99, hub (the game\'s alarm)',
    ...lateness(late),
    ...labels,
    firstAttempts: first.size,
    retries: retried.size,
    games: run.games,
    windowS: run.windowMs / 1000,
    workerdExited: exited,
  });
}

/** A row's figures of how late things came (ms, sorted): its p99 as the value, p50, the latest, how many. */
function lateness(late: readonly number[]) {
  return { value: percentile(late, 99), unit: 'ms', p50Ms: percentile(late, 50), maxMs: late.at(-1) ?? NaN, samples: late.length };
}
