import { mulberry32, type Chooser } from '../../../src/engine';
import type { Api, Reply } from '../../support/api';
import { probedGame, probeEveryRoute, wrongOutageAnswers, type ProbeAnswer } from '../../support/outage-probes';
import { GAME_TYPES, isProblem, outcomeOf, type Acknowledged } from './race';

/**
 * The outage driver (issue 19): careful clients play while the database is stopped under the running
 * server and started again. Every action carries If-Match and an Idempotency-Key; a `503
 * service-unavailable` is resent unchanged (same key) until it gets another answer, as a client
 * honouring Retry-After does. During the outage every route is probed once. Runs on both runtimes:
 * the caller says how to stop and start the database and how to reach the server.
 */
export interface OutageOptions {
  readonly api: Api;
  /** Stops the database (the server keeps running) and starts it again. */
  readonly halt: () => Promise<void>;
  readonly restart: () => Promise<void>;
  readonly clients: number;
  readonly games: number;
  /** Load before the stop and after the recovery (ms), and how long the database stays down. */
  readonly upMs: number;
  readonly downMs: number;
  /** How many times the database is stopped and started again (default 1). */
  readonly outages?: number;
  readonly seed?: number;
  /** Resend delay after a 503 (ms): shorter than Retry-After, to keep the test short. */
  readonly resendMs?: number;
}

export interface OutageReport {
  attempted: number;
  accepted: number;
  /** Every answer any client got, by status and code (e.g. `503 service-unavailable`). */
  answers: Record<string, number>;
  /** The answers received while the database was down (from the end of the stop to the restart). */
  answersWhileDown: Record<string, number>;
  /** One request to every route while down: what each answered. */
  probes: ProbeAnswer[];
  /** Per outage: milliseconds from the restart to the first 2xx that needed the database. */
  recoveriesMs: number[];
  /** Anything a client must never see: a 5xx other than 503, a 503 out of format, a hang. */
  unexpected: string[];
  gameIds: string[];
  ms: number;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const bump = (tally: Record<string, number>, key: string) => void (tally[key] = (tally[key] ?? 0) + 1);

export async function outageRun(options: OutageOptions): Promise<{ report: OutageReport; ledger: Acknowledged[] }> {
  const { api } = options;
  const report: OutageReport = { attempted: 0, accepted: 0, answers: {}, answersWhileDown: {}, probes: [], recoveriesMs: [], unexpected: [], gameIds: [], ms: 0 };
  const start = Date.now();
  const ledger: Acknowledged[] = [];
  let down = false;
  let stopping = false;

  /** Sends until the answer is not a 503; checks every answer's shape. */
  async function answered(send: () => Promise<Reply>): Promise<Reply> {
    for (let tries = 0; ; tries++) {
      let reply: Reply;
      try {
        reply = await send();
      } catch (err) {
        report.unexpected.push(`no answer: ${String(err).slice(0, 200)}`);
        throw err;
      }
      bump(report.answers, outcomeOf(reply));
      if (down) bump(report.answersWhileDown, outcomeOf(reply));
      if (reply.status !== 503) {
        if (reply.status >= 500) report.unexpected.push(`${reply.status}: ${reply.text.slice(0, 200)}`);
        return reply;
      }
      if (!isProblem(reply) || reply.body.code !== 'service-unavailable' || !/^\d+$/.test(reply.headers.get('retry-after') ?? '')) {
        report.unexpected.push(`a 503 out of format: ${reply.text.slice(0, 200)} (Retry-After ${reply.headers.get('retry-after')})`);
      }
      if (tries > 600) throw new Error('still 503 after 600 resends');
      await pause(options.resendMs ?? 100);
    }
  }

  const live: Array<{ id: string; tokens: string[]; finished: boolean }> = [];
  for (let i = 0; i < options.games; i++) {
    // A catch-all subscription (to a port where nothing listens), so every append writes outbox rows.
    const created = await api.request('POST', '/v1/games', { body: { type: GAME_TYPES[i % GAME_TYPES.length], webhooks: [{ url: 'http://127.0.0.1:9/tricktable' }] } });
    if (created.status !== 201) throw new Error(`create: ${created.text}`);
    const tokens: string[] = [];
    for (const _ of created.body.seats) {
      const joined = await api.join(created.body.id);
      tokens[joined.body.seat] = joined.body.token;
    }
    live.push({ id: created.body.id, tokens, finished: false });
  }
  report.gameIds.push(...live.map((g) => g.id));
  const probeTarget = await probedGame(api);
  report.gameIds.push(probeTarget.id);

  async function client(index: number, choose: Chooser): Promise<void> {
    for (let n = 0; !stopping; ) {
      const open = live.filter((g) => !g.finished);
      if (open.length === 0) return;
      const g = open[choose(open.length)]!;
      const view = await answered(() => api.view(g.id));
      if (view.body?.status === 'finished') {
        g.finished = true;
        continue;
      }
      const toAct: number[] = view.body?.toAct ?? [];
      if (toAct.length === 0) continue;
      const seat = toAct[choose(toAct.length)]!;
      const moves = await answered(() => api.legalMoves(g.id, g.tokens[seat]));
      if (moves.status !== 200 || moves.body.moves.length === 0) continue;
      const action = moves.body.moves[choose(moves.body.moves.length)];
      const key = `outage-${index}-${n++}`;
      report.attempted++;
      const res = await answered(() => api.act(g.id, g.tokens[seat], action, { 'if-match': `"${moves.body.version}"`, 'idempotency-key': key }));
      const outcome = outcomeOf(res);
      if (outcome !== '200' && outcome !== '412 precondition-failed') report.unexpected.push(`careful client got ${outcome}: ${res.text.slice(0, 300)}`);
      if (res.status === 200) {
        report.accepted++;
        ledger.push({ gameId: g.id, seq: res.body.version, seat, action, idempotencyKey: key, view: res.body.view });
      }
    }
  }

  const seed = options.seed ?? 1;
  const clients = Promise.all(Array.from({ length: options.clients }, (_, i) => client(i, mulberry32(seed * 7919 + i))));
  try {
    for (let outage = 0; outage < (options.outages ?? 1); outage++) {
      await pause(options.upMs);
      await options.halt();
      down = true;
      const probes = await probeEveryRoute(api, probeTarget);
      for (const wrong of wrongOutageAnswers(probes)) report.unexpected.push(`while down, ${wrong.route} answered ${JSON.stringify(wrong)}`);
      report.probes.push(...probes);
      await pause(options.downMs);
      down = false; // (the restart's own moments count as up: the server may answer before it returns)
      await options.restart();
      const restarted = Date.now();
      // The service recovers by itself: no restart of the server, no intervention.
      let recovered = -1;
      for (let i = 0; i < 300 && recovered < 0; i++) {
        if ((await api.view(probeTarget.id)).status === 200) recovered = Date.now() - restarted;
        else await pause(100);
      }
      if (recovered < 0) report.unexpected.push('the service did not recover within 30 s of the restart');
      report.recoveriesMs.push(recovered);
    }
    await pause(options.upMs);
  } finally {
    stopping = true;
    await clients;
  }
  report.ms = Date.now() - start;
  return { report, ledger };
}
