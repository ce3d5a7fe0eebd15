import { deadlines, earliestDeadline, fromStored, overdueSeat, seatClocks } from '../../src/app';
import { heading, keep, report, timeSync } from './lib';
import { LONG_TANNI, randomLog, seedOf, storedGame, gameOf } from './logs';

/** Budget (issue 27): the clocks of a request at log length 10,000 cost at most this many times at 10. */
export const CLOCK_FLATNESS_BUDGET = 1.5;

/**
 * `npm run bench -- --only=clocks` (issue 27): what computing the clocks costs a request — every
 * seat's clock and deadline (the view's `clocks`, `deadlines`), the overdue seat (every load) and the
 * earliest deadline (every commit) — on a bank-clock Tanni game whose log holds 10, 1,000 and 10,000
 * entries, one second apart. The game keeps its clock incrementally (LoadedGame turn starts and
 * banks, also in snapshots), so this must not grow with the log; the whole-log recomputation (what
 * the verifier does once per game) is shown beside it, and does.
 */
export function clocksBench({ quick = false } = {}): void {
  heading(`clocks: deadlines per request versus log length, ${LONG_TANNI.type} with a bank clock`);
  const budget = { warmupMs: quick ? 100 : 300, minMs: quick ? 300 : 1000, minCalls: 5, batch: 100 };
  const T0 = Date.parse('2026-01-01T00:00:00.000Z');
  const perRequest: Record<number, number> = {};
  for (const length of [10, 1_000, 10_000]) {
    const { entries } = randomLog(gameOf(LONG_TANNI.type), LONG_TANNI.options, seedOf(27), length);
    const timed = entries.map((e, i) => ({ ...e, createdAt: new Date(T0 + i * 1000).toISOString() }));
    const stored = storedGame(LONG_TANNI.type, LONG_TANNI.options, seedOf(27), timed);
    const banked = { ...stored, settings: { ...stored.settings, clock: { kind: 'bank' as const, initial: 3600, increment: 60, max: 7200 } } };
    const loaded = fromStored(banked);
    const now = new Date(T0 + length * 1000);
    const request = timeSync(() => keep([seatClocks(loaded), deadlines(loaded), overdueSeat(loaded, now), earliestDeadline(loaded)]), budget);
    perRequest[length] = request.medianMs;
    const ratio = request.medianMs / perRequest[10]!;
    report({
      section: 'clocks',
      name: 'clocks of one request (view clocks + deadlines, overdue seat, earliest deadline)',
      value: request.medianMs * 1000,
      unit: 'µs/request',
      logLength: length,
      ...(length === 10_000 ? { budget: `≤ ${CLOCK_FLATNESS_BUDGET}× length 10`, ok: ratio <= CLOCK_FLATNESS_BUDGET, ratio } : {}),
    });
    const whole = timeSync(() => keep(fromStored(banked).banks), { ...budget, batch: 1 });
    report({ section: 'clocks', name: 'whole-log replay with its clock (a cold load without a snapshot; the verifier)', value: whole.medianMs, unit: 'ms', logLength: length });
  }
}
