import type { LeaveChange, LeaveSpan } from './settings';

/**
 * Leave on the clock (issue 27 item 2, README "Correspondence clocks"): a seat's clock does not run
 * inside its leave spans [from, until). Pure functions of the spans and times, in milliseconds since
 * the epoch; spans may come in any order and may overlap (the app refuses overlaps; these still
 * count a moment once).
 */

const EMPTY: readonly LeaveSpan[] = Object.freeze([]);

/** The spans as [from, until) in ms, sorted by from, empty ones dropped. */
function sorted(spans: readonly LeaveSpan[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const s of spans) {
    const from = Date.parse(s.from);
    const until = Date.parse(s.until);
    if (until > from) out.push([from, until]);
  }
  return out.sort((a, b) => a[0] - b[0]);
}

/** The milliseconds of [start, end) outside every span: what a running clock is charged. */
export function runningMs(start: number, end: number, spans: readonly LeaveSpan[]): number {
  if (spans.length === 0 || end <= start) return Math.max(0, end - start);
  let t = start;
  let run = 0;
  for (const [from, until] of sorted(spans)) {
    if (until <= t) continue;
    if (from >= end) break;
    if (from > t) run += from - t;
    t = Math.max(t, until);
    if (t >= end) return run;
  }
  return run + (end - t);
}

/** When a clock started at `start` holding `left` ms runs out: every span it meets on the way pushes
 * it by the span's length; a span that begins after it ran out does not (nor one that ended before). */
export function runOut(start: number, left: number, spans: readonly LeaveSpan[]): number {
  let t = start;
  let rest = left;
  for (const [from, until] of spans.length === 0 ? [] : sorted(spans)) {
    if (until <= t) continue;
    if (from > t) {
      if (from - t >= rest) break;
      rest -= from - t;
    }
    t = Math.max(t, until);
  }
  return t + rest;
}

/** A seat's spans after a leave entry written at `at`: a declared span is added; a cancelled one goes
 * when it had not begun at `at`, and ends at `at` when it had (its past part stays: it was leave). */
export function applyLeave(spans: readonly LeaveSpan[], change: LeaveChange, at: string): readonly LeaveSpan[] {
  switch (change.kind) {
    case 'declared':
      return [...spans, { id: change.id, from: change.from, until: change.until }];
    case 'cancelled': {
      const now = Date.parse(at);
      const out: LeaveSpan[] = [];
      for (const s of spans) {
        if (s.id !== change.id) out.push(s);
        else if (Date.parse(s.from) < now && now < Date.parse(s.until)) out.push({ id: s.id, from: s.from, until: at });
        else if (now >= Date.parse(s.until)) out.push(s); // over already: cancelling changes nothing
      }
      return out;
    }
    default: {
      const never: never = change;
      throw new Error(`unknown leave change ${JSON.stringify(never)}`);
    }
  }
}

/** No seat on leave: the spans of a game no leave entry touched. */
export const noLeave = (seats: number): readonly (readonly LeaveSpan[])[] => new Array<readonly LeaveSpan[]>(seats).fill(EMPTY);

/** The leave a view shows for a seat: its span that ends last (null: none declared). Whether it is
 * under way, ahead or over is the reader's to judge against its own clock: the view is a function of
 * the log alone, the same at any time it is read. */
export function latestLeave(spans: readonly LeaveSpan[]): { from: string; until: string } | null {
  let best: LeaveSpan | null = null;
  for (const s of spans) if (best === null || Date.parse(s.until) > Date.parse(best.until)) best = s;
  return best === null ? null : { from: best.from, until: best.until };
}
