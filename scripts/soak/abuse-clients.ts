import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { Api } from '../../test/support/api';

/**
 * The parts of `soak:abuse` (abuse.ts): the person whose moves are timed, the attacker's HTTP client
 * and the server process's CPU. Plain HTTP only (status and problem code of each answer), so the soak
 * measures any server, with or without the limits it is meant to show.
 */

/** The attacker's source address: another loopback address, so it has its own per-IP buckets, as
 * an attacker on another machine would (the person comes from 127.0.0.1). */
export const ATTACKER_ADDRESS = '127.0.0.2';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat (Linux). */
const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
export function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name: state is field 3, utime 14 and stime 15 (proc(5)): indexes 11 and 12 here.
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

/** "201", "429 rate-limited", "200 errors: cost-exceeded": what a count of answers is keyed by. */
export type Counts = Record<string, number>;
export const count = (counts: Counts, key: string) => void (counts[key] = (counts[key] ?? 0) + 1);

/** The key of an answer: its status, and the problem code (REST) or the first error code (GraphQL). */
export function answerKey(status: number, text: string): string {
  try {
    const body = JSON.parse(text);
    if (body?.errors?.length) return `${status} errors: ${body.errors[0]?.extensions?.code ?? 'none'}`;
    if (status >= 400 && body?.code) return `${status} ${body.code}`;
  } catch {
    // not JSON
  }
  return String(status);
}

/** One request from the attacker's address; resolves with the status and the body. */
export function attackerSend(baseUrl: string, method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = payload ? { 'content-type': 'application/json' } : {};
    if (token) headers.authorization = `Bearer ${token}`;
    const req = request(new URL(path, baseUrl), { method, headers, localAddress: ATTACKER_ADDRESS }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** An SSE stream opened from the attacker's address: its answer, and whether the server ended it. */
export interface OpenStream {
  readonly status: number;
  /** The problem code of a refusal, or of an `error` event the stream ended with. */
  code?: string;
  endedByServer: boolean;
  close(): void;
}
export function attackerStream(baseUrl: string, path: string, token: string): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, baseUrl), { headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` }, localAddress: ATTACKER_ADDRESS });
    req.on('response', (res: IncomingMessage) => {
      let closing = false;
      let text = '';
      const stream: OpenStream = { status: res.statusCode ?? 0, endedByServer: false, close: () => ((closing = true), req.destroy()) };
      res.setEncoding('utf8');
      res.on('data', (d: string) => {
        text = (text + d).slice(-4096);
        const error = /event: error\ndata: (.*)\n/.exec(text);
        if (error) stream.code = answerKey(0, error[1]!).replace(/^0 ?/, '') || 'error event';
      });
      res.on('end', () => void (closing || (stream.endedByServer = true)));
      res.on('error', () => void (closing || (stream.endedByServer = true)));
      if (stream.status !== 200) {
        res.on('end', () => resolve({ ...stream, code: answerKey(stream.status, text) }));
        return;
      }
      resolve(stream);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The person: plays two-player Tango games (both seats, one after the other) and times each move. */
export class Person {
  /** Move latencies (ms) of the current bucket, and the answers that were not 2xx. */
  samples: number[] = [];
  readonly failures: Counts = {};
  private stopped = false;
  readonly done: Promise<void>;

  constructor(private readonly api: Api, private readonly thinkMs: number) {
    this.done = this.play();
  }

  /** The samples so far, and a fresh bucket for the next phase. */
  take(): number[] {
    const taken = this.samples;
    this.samples = [];
    return taken;
  }

  stop(): Promise<void> {
    this.stopped = true;
    return this.done;
  }

  private async play(): Promise<void> {
    while (!this.stopped) {
      const seated = await this.api.seated('tango').catch((err: Error) => void count(this.failures, `seating: ${err.message.slice(0, 80)}`));
      if (!seated) {
        await sleep(this.thinkMs);
        continue;
      }
      const { id, tokens } = seated;
      for (;;) {
        if (this.stopped) return;
        const view = await this.api.view(id, tokens[0]);
        if (view.status !== 200) {
          count(this.failures, `view ${answerKey(view.status, view.text)}`);
          await sleep(this.thinkMs);
          continue;
        }
        if (view.body.status !== 'active') break;
        const seat: number = view.body.toAct[0];
        const moves = await this.api.legalMoves(id, tokens[seat]);
        const move = moves.body?.moves?.[0];
        if (!move) continue;
        const started = performance.now();
        const res = await this.api.act(id, tokens[seat], move, { 'if-match': `"${view.body.version}"` });
        if (res.status === 200) this.samples.push(performance.now() - started);
        else count(this.failures, `move ${answerKey(res.status, res.text)}`);
        await sleep(this.thinkMs);
      }
    }
  }
}

/** p50 and p99 of some latencies (nearest rank). */
export function percentiles(samples: readonly number[]): { n: number; p50: number; p99: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
  return { n: sorted.length, p50: at(0.5), p99: at(0.99) };
}
