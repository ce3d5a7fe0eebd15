/**
 * Shared pieces of `npm run bench`: timing loops, percentiles, and the report (one JSON line per
 * figure as it is measured, and a table at the end). Benchmarks print figures; they never assert.
 */

export interface Figure {
  /** Section of the report: engine, round-trips, log-length, http. */
  readonly section: string;
  /** What was measured, in words a reader understands. */
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  /** The budget this figure is held to, in words (e.g. "≤ 0.5 ms"), and whether it is met. */
  readonly budget?: string;
  readonly ok?: boolean;
  /** Anything else that qualifies the figure (game, log length, database, cache state, samples). */
  readonly [label: string]: unknown;
}

const figures: Figure[] = [];

export function report(figure: Figure): Figure {
  figures.push(figure);
  console.log(JSON.stringify(figure));
  return figure;
}

export function allFigures(): readonly Figure[] {
  return figures;
}

const LABELS_SHOWN_AS_COLUMNS = new Set(['section', 'name', 'value', 'unit', 'budget', 'ok']);

export function formatNumber(x: number): string {
  if (!Number.isFinite(x)) return String(x);
  if (Number.isInteger(x)) return x.toLocaleString('en-US');
  const abs = Math.abs(x);
  if (abs >= 1000) return Math.round(x).toLocaleString('en-US');
  if (abs >= 100) return x.toFixed(0);
  if (abs >= 10) return x.toFixed(1);
  if (abs >= 1) return x.toFixed(2);
  return x.toFixed(3);
}

/** The figures as a plain-text table (what `npm run bench` ends with). */
export function table(rows: readonly Figure[] = figures): string {
  const lines = rows.map((f) => {
    const labels = Object.entries(f)
      .filter(([k]) => !LABELS_SHOWN_AS_COLUMNS.has(k))
      .map(([k, v]) => `${k}=${typeof v === 'number' ? formatNumber(v) : String(v)}`)
      .join(' ');
    const verdict = f.budget === undefined ? '' : `${f.budget} ${f.ok ? 'ok' : 'MISSED'}`;
    return [f.section, f.name, `${formatNumber(f.value)} ${f.unit}`, verdict, labels];
  });
  const header = ['section', 'figure', 'value', 'budget', 'details'];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) =>
    cells
      .map((c, i) => (i === 2 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [fmt(header), fmt(widths.map((w) => '-'.repeat(w))), ...lines.map(fmt)].join('\n');
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export function median(xs: readonly number[]): number {
  return percentile([...xs].sort((a, b) => a - b), 50);
}

export interface Timing {
  /** Milliseconds per call: the median of the timed calls. */
  readonly medianMs: number;
  readonly p99Ms: number;
  readonly calls: number;
}

/**
 * Calls `fn` for `warmupMs` (JIT warm-up, not counted), then for at least `minMs` and `minCalls`
 * calls, timing each call; answers the median and p99. For calls far below a millisecond, `batch`
 * calls are timed together (each sample is then their mean).
 */
export function timeSync(fn: () => unknown, { warmupMs = 300, minMs = 1000, minCalls = 5, batch = 1 } = {}): Timing {
  let sink: unknown;
  const warmEnd = performance.now() + warmupMs;
  while (performance.now() < warmEnd) sink = fn();
  const samples: number[] = [];
  const end = performance.now() + minMs;
  while (performance.now() < end || samples.length < minCalls) {
    const t0 = performance.now();
    for (let i = 0; i < batch; i++) sink = fn();
    samples.push((performance.now() - t0) / batch);
  }
  keep(sink);
  samples.sort((a, b) => a - b);
  return { medianMs: percentile(samples, 50), p99Ms: percentile(samples, 99), calls: samples.length * batch };
}

/** The same for async calls, one at a time. */
export async function timeAsync(fn: () => Promise<unknown>, { warmupCalls = 20, calls = 200 } = {}): Promise<Timing> {
  for (let i = 0; i < warmupCalls; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < calls; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return { medianMs: percentile(samples, 50), p99Ms: percentile(samples, 99), calls };
}

let kept: unknown;
/** Keeps a result alive so the optimizer cannot drop the work that made it. */
export function keep(x: unknown): void {
  kept = x;
}
export const kept_ = () => kept;

export function heading(text: string): void {
  console.error(`\n== ${text}`);
}

export function note(text: string): void {
  console.error(`   ${text}`);
}
