import type { SseEvent } from '../../test/support/sse';
import { moveRequest } from './harness';
import { request } from './http-client';
import { percentile, report } from './lib';
import { openStream, seatedGame, sleep, type ScaleWorker } from './scale-worker';

/**
 * Wake-up after a move (issue 32's second row): `games` Tango games at once, both seats streaming;
 * the seat whose stream shows its turn waits `thinkMs` (so this is a latency figure, not a load
 * test), then POSTs a move. The wake-up is the time from that POST's answer (and from its send) to
 * the move's `entry` arriving on the other seat's stream. A finished game is replaced by a new one,
 * until `samples` moves were seen or `maxMs` passed.
 */
export interface WakeRun {
  readonly games: number;
  readonly samples: number;
  readonly thinkMs: number;
  readonly maxMs: number;
}

interface Pending {
  sentAt: number;
  answeredAt?: number;
  arrivedAt?: number;
}

interface Played {
  readonly fromAnswer: number[];
  readonly fromSend: number[];
  readonly stale: number;
  readonly seconds: number;
}

async function playOverStreams(worker: ScaleWorker, run: WakeRun): Promise<Played> {
  const t0 = performance.now();
  const fromAnswer: number[] = [];
  const fromSend: number[] = [];
  let stale = 0;
  const end = performance.now() + run.maxMs;
  const enough = () => fromAnswer.length >= run.samples || performance.now() > end;
  let pick = 0; // moves chosen in turn through the legal list: deterministic, and varied enough

  async function playOne(): Promise<void> {
    const game = await seatedGame(worker);
    const pending = new Map<number, Pending>();
    let posted = -1;
    let finish!: () => void;
    const finished = new Promise<void>((r) => (finish = r));
    const settle = (seq: number, p: Pending) => {
      if (p.answeredAt === undefined || p.arrivedAt === undefined) return;
      fromAnswer.push(p.arrivedAt - p.answeredAt);
      fromSend.push(p.arrivedAt - p.sentAt);
      pending.delete(seq);
    };
    const onEvent = (seat: number) => (e: SseEvent, at: number) => {
      if (e.event === 'finished') return finish();
      if (e.event === 'entry' && e.data.seat !== seat) {
        const p = pending.get(e.data.seq);
        if (p) settle(e.data.seq, Object.assign(p, { arrivedAt: at }));
        return;
      }
      if (e.event !== 'view' || !e.data.legalMoves?.moves.length || e.data.version <= posted || enough()) return;
      posted = e.data.version;
      const seq = e.data.version + 1;
      const moves = e.data.legalMoves.moves;
      const req = moveRequest(game.id, moves[pick++ % moves.length]);
      void sleep(run.thinkMs).then(async () => {
        const p: Pending = { sentAt: performance.now() };
        pending.set(seq, p);
        const res = await request(worker.base, worker.agent, 'POST', req.path, game.tokens[seat], req.body, { prefer: 'return=minimal' });
        if (res.status === 409) return void (stale++, pending.delete(seq)); // a view already past (forced moves played after it)
        if (res.status !== 200) throw new Error(`move: ${res.status} ${JSON.stringify(res.body)}`);
        settle(seq, Object.assign(p, { answeredAt: performance.now() }));
      }).catch((err) => { console.error(String(err)); finish(); });
    };
    const streams = await Promise.all(game.tokens.map((token, seat) => openStream(worker, game.id, token, onEvent(seat))));
    const poll = setInterval(() => enough() && finish(), 200);
    await finished;
    clearInterval(poll);
    for (const s of streams) s.close();
  }

  await Promise.all(
    Array.from({ length: run.games }, async () => {
      while (!enough()) await playOne();
    }),
  );
  fromAnswer.sort((a, b) => a - b);
  fromSend.sort((a, b) => a - b);
  return { fromAnswer, fromSend, stale, seconds: (performance.now() - t0) / 1000 };
}

export async function reportWakeUps(worker: ScaleWorker, run: WakeRun, labels: Record<string, unknown>): Promise<void> {
  const { fromAnswer, fromSend, stale } = await playOverStreams(worker, run);
  report({
    section: 'scale',
    name: `wake-up after a move (POST answered → entry on the other seat's stream) p50, ${worker.path}`,
    value: percentile(fromAnswer, 50),
    unit: 'ms',
    ...labels,
    p99Ms: percentile(fromAnswer, 99),
    fromSendP50Ms: percentile(fromSend, 50),
    fromSendP99Ms: percentile(fromSend, 99),
    samples: fromAnswer.length,
    games: run.games,
    streams: run.games * 2,
    thinkMs: run.thinkMs,
    staleMoves: stale,
  });
}

/** Row 6: the streams shape (streams.ts) on the Worker: `games` games, no think time, for `maxMs`
 * (games created and joined within it: no warm-up), moves answered per second. */
export async function reportStreamMoves(worker: ScaleWorker, run: { games: number; maxMs: number }, labels: Record<string, unknown>): Promise<void> {
  const played = await playOverStreams(worker, { ...run, samples: Infinity, thinkMs: 0 });
  report({
    section: 'scale',
    name: `moves/s over streams (one POST per move, no think time), ${worker.path}`,
    value: played.fromAnswer.length / played.seconds,
    unit: 'moves/s',
    ...labels,
    games: run.games,
    streams: run.games * 2,
    seconds: Math.round(played.seconds),
    wakeP50Ms: percentile(played.fromAnswer, 50),
    staleMoves: played.stale,
  });
}
