import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyLeave, clockOfLog, deadlineAt, initialClock, latestLeave, remainingMs, runningMs, runOut, stepClock, timeoutDue, type ClockEntry, type ClockSettings, type LeaveSpan } from '.';

const T0 = Date.parse('2026-12-01T00:00:00.000Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();
const move = (seconds: number, seat: number, next: number[]): ClockEntry => ({ at: at(seconds), seat, move: true, toAct: next });
const start: ClockEntry = { at: at(0), seat: 1, move: false, toAct: [0] };
/** A leave entry written at `seconds` for `seat`: [from, until) in seconds; who is awaited stays `toAct`. */
const declare = (seconds: number, seat: number, id: string, from: number, until: number, toAct: number[]): ClockEntry => ({
  at: at(seconds),
  seat: null,
  move: false,
  toAct,
  leave: { kind: 'declared', seat, id, from: at(from), until: at(until) },
});
const cancel = (seconds: number, seat: number, id: string, toAct: number[]): ClockEntry => ({ at: at(seconds), seat: null, move: false, toAct, leave: { kind: 'cancelled', seat, id } });
const span = (id: string, from: number, until: number): LeaveSpan => ({ id, from: at(from), until: at(until) });

describe('leave on the clock: a seat’s clock does not run inside its leave (issue 27 item 2)', () => {
  it('per-move: leave declared ahead pushes a deadline falling after its start by its length; leave after the deadline does not', () => {
    const perMove: ClockSettings = { kind: 'per-move', seconds: 100 };
    const ahead = clockOfLog(perMove, 2, [start, declare(10, 0, 'a', 50, 80, [0])]);
    expect(deadlineAt(perMove, ahead, 0)).toBe(at(130)); // 100 + the 30 s of leave
    expect(remainingMs(perMove, ahead, 0)).toBe(100_000); // held as the turn began
    expect(timeoutDue(perMove, ahead, 0, at(100))).toBe(false);
    expect(timeoutDue(perMove, ahead, 0, at(130))).toBe(true);
    const late = clockOfLog(perMove, 2, [start, declare(10, 0, 'a', 200, 300, [0])]);
    expect(deadlineAt(perMove, late, 0)).toBe(at(100));
    // Another seat's leave moves nothing of seat 0.
    const other = clockOfLog(perMove, 2, [start, declare(10, 1, 'b', 50, 80, [0])]);
    expect(deadlineAt(perMove, other, 0)).toBe(at(100));
  });

  it('leave beginning during the turn stops the clock at once; a turn starting inside leave runs only from its end', () => {
    const perMove: ClockSettings = { kind: 'per-move', seconds: 100 };
    // Declared at 40 s, from 40 s: 60 s were left, they run from the leave's end at 1000 s.
    const now = clockOfLog(perMove, 2, [start, declare(40, 0, 'a', 40, 1000, [0])]);
    expect(deadlineAt(perMove, now, 0)).toBe(at(1060));
    // Seat 1 is on leave from 10 s to 500 s; its turn starts at 20 s: it runs out at 600 s.
    const log = [start, declare(10, 1, 'b', 10, 500, [0]), move(20, 0, [1])];
    expect(deadlineAt(perMove, clockOfLog(perMove, 2, log), 1)).toBe(at(600));
  });

  it('a bank is not charged the time inside leave; cancelling leave under way ends it at the cancel, cancelling leave ahead removes it', () => {
    const bank: ClockSettings = { kind: 'bank', initial: 100, increment: 0 };
    // Seat 0's turn runs 0–120 s, 30 s of it on leave (50–80): charged 90 s of its 100.
    const log = [start, declare(1, 0, 'a', 50, 80, [0]), move(120, 0, [1])];
    expect(remainingMs(bank, clockOfLog(bank, 2, log), 0)).toBe(10_000);
    // Cancelled at 60 s, while under way: 10 s of leave (50–60) count; the deadline is 110 s.
    const cut = clockOfLog(bank, 2, [start, declare(1, 0, 'a', 50, 80, [0]), cancel(60, 0, 'a', [0])]);
    expect(cut.leaves[0]).toEqual([span('a', 50, 60)]);
    expect(deadlineAt(bank, cut, 0)).toBe(at(110));
    // Cancelled before it began: gone, the deadline is back at 100 s.
    const gone = clockOfLog(bank, 2, [start, declare(1, 0, 'a', 50, 80, [0]), cancel(20, 0, 'a', [0])]);
    expect(gone.leaves[0]).toEqual([]);
    expect(deadlineAt(bank, gone, 0)).toBe(at(100));
    // A leave entry is no move: it neither restarts the turn nor earns an increment.
    expect(gone.starts).toEqual([at(0), null]);
    expect(latestLeave(cut.leaves[0]!)).toEqual({ from: at(50), until: at(60) });
    expect(latestLeave([])).toBeNull();
  });

  it('cancelling leave that is over changes nothing', () => {
    expect(applyLeave([span('a', 10, 20)], { kind: 'cancelled', seat: 0, id: 'a' }, at(30))).toEqual([span('a', 10, 20)]);
    expect(applyLeave([span('a', 10, 20), span('b', 40, 50)], { kind: 'cancelled', seat: 0, id: 'b' }, at(30))).toEqual([span('a', 10, 20)]);
  });

  const spansArb = fc.array(fc.tuple(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 1, max: 500 })), { maxLength: 6 }).map((list) => list.map(([from, length], i) => span(`l${i}`, from, from + length)));

  it('random spans: the clock runs out exactly when its running time (outside leave) reaches what it held, and never before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1500 }), fc.integer({ min: 0, max: 1500 }), spansArb, (startS, leftS, spans) => {
        const s = T0 + startS * 1000;
        const end = runOut(s, leftS * 1000, spans);
        expect(runningMs(s, end, spans)).toBe(leftS * 1000);
        expect(end).toBeGreaterThanOrEqual(s + leftS * 1000);
        // Without leave it is the plain sum; leave only ever pushes it later, by at most its total length.
        const total = spans.reduce((n, l) => n + (Date.parse(l.until) - Date.parse(l.from)), 0);
        expect(end - (s + leftS * 1000)).toBeLessThanOrEqual(total);
        expect(runOut(s, leftS * 1000, [])).toBe(s + leftS * 1000);
        // A moment before, it had not yet run out (the deadline is the first such moment).
        if (leftS > 0) expect(runningMs(s, end - 1, spans)).toBeLessThan(leftS * 1000);
      }),
    );
  });

  it('random logs with leave: entry by entry equals the whole log; a bank is charged the turn time outside leave', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 9_999 }), fc.option(fc.tuple(fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: 1, max: 5_000 })), { nil: null })), { maxLength: 30 }), (turns) => {
        const settings: ClockSettings = { kind: 'bank', initial: 1000, increment: 10 };
        let t = 0;
        let toAct = 0;
        const log: ClockEntry[] = [{ at: new Date(T0).toISOString(), seat: 1, move: false, toAct: [0] }];
        const charged = [0, 0];
        const spans: LeaveSpan[][] = [[], []];
        let turnStart = 0;
        turns.forEach(([delay, leave], i) => {
          if (leave) {
            // The seat to act declares leave in its turn, starting some ms after now.
            const [after, length] = leave;
            const l = { id: `l${i}`, from: new Date(T0 + t + after).toISOString(), until: new Date(T0 + t + after + length).toISOString() };
            spans[toAct]!.push(l);
            log.push({ at: new Date(T0 + t).toISOString(), seat: null, move: false, toAct: [toAct], leave: { kind: 'declared', seat: toAct, ...l } });
          }
          t += delay;
          charged[toAct]! += runningMs(T0 + turnStart, T0 + t, spans[toAct]!);
          log.push({ at: new Date(T0 + t).toISOString(), seat: toAct, move: true, toAct: [1 - toAct] });
          toAct = 1 - toAct;
          turnStart = t;
        });
        let stepped = initialClock(settings, 2);
        for (const e of log) stepped = stepClock(settings, stepped, e);
        const whole = clockOfLog(settings, 2, log);
        expect(stepped).toEqual(whole);
        expect(whole.leaves).toEqual(spans);
        const moves = [0, 0];
        for (const e of log) if (e.move) moves[e.seat!]!++;
        for (const seat of [0, 1]) expect(remainingMs(settings, whole, seat)).toBe(Math.max(0, 1_000_000 + moves[seat]! * 10_000 - charged[seat]!));
      }),
    );
  });
});
