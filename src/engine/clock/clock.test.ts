import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockOfLog, clockOfSettings, deadlineAt, initialClock, remainingMs, seatClocks, stepClock, timeoutDue, type ClockEntry, type ClockSettings } from '.';

const T0 = Date.parse('2026-12-01T00:00:00.000Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();
/** Seat `seat` moves at `seconds`, and then `next` is awaited. */
const move = (seconds: number, seat: number, next: number[]): ClockEntry => ({ at: at(seconds), seat, move: true, toAct: next });
const bank: ClockSettings = { kind: 'bank', initial: 100, increment: 10, max: 150 };

describe('the clock: a pure function of the log', () => {
  it('a bank is charged the time of each turn, earns the increment after each move, and never holds more than max', () => {
    const log = [
      { at: at(0), seat: 1, move: false, toAct: [0] }, // the game starts: seat 0 to act
      move(30, 0, [1]), // seat 0 took 30 s: 100 − 30 + 10 = 80
      move(35, 1, [0]), // seat 1 took 5 s: 100 − 5 + 10 = 105
      move(36, 0, [1]), // seat 0 took 1 s: 80 − 1 + 10 = 89
      move(37, 1, [0]), // seat 1: 105 − 1 + 10 = 114
      move(38, 0, [1]),
      move(39, 1, [0]), // 114 − 1 + 10 = 123
      move(40, 0, [1]),
      move(41, 1, [0]), // 132
      move(42, 0, [1]),
      move(43, 1, [0]), // 141
      move(44, 0, [1]),
      move(45, 1, [0]), // 150: capped
      move(46, 0, [1]),
      move(47, 1, [0]), // 159 → 150
    ];
    const state = clockOfLog(bank, 2, log);
    expect(remainingMs(bank, state, 1)).toBe(150_000);
    expect(state.starts).toEqual([at(47), null]);
    // Seat 0 had 80, then −1 +10 six times: 134 s, counting from its turn's start at 47 s.
    expect(remainingMs(bank, state, 0)).toBe(134_000);
    expect(deadlineAt(bank, state, 0)).toBe(at(47 + 134));
    expect(deadlineAt(bank, state, 1)).toBeNull();
    expect(seatClocks(bank, state)).toEqual([
      { remainingMs: 134_000, deadline: at(181) },
      { remainingMs: 150_000, deadline: null },
    ]);
  });

  it('a bank never goes below zero; a timeout move (a move of the seat) then earns the increment', () => {
    const settings: ClockSettings = { kind: 'bank', initial: 10, increment: 5 };
    const start = clockOfLog(settings, 2, [{ at: at(0), seat: 1, move: false, toAct: [0] }]);
    expect(deadlineAt(settings, start, 0)).toBe(at(10));
    expect(timeoutDue(settings, start, 0, at(9.999))).toBe(false);
    expect(timeoutDue(settings, start, 0, at(10))).toBe(true);
    // The sweep came late, at 25 s: the bank is empty, not −15; then the increment.
    const after = stepClock(settings, start, move(25, 0, [1]));
    expect(remainingMs(settings, after, 0)).toBe(5_000);
    expect(start.banks).toEqual([10_000, 10_000]); // the state before is never changed
  });

  it('a seat that owes another move keeps counting from its move; one awaited at once with another keeps its start', () => {
    const settings: ClockSettings = { kind: 'bank', initial: 60, increment: 0 };
    const log = [
      { at: at(0), seat: 1, move: false, toAct: [0, 1] }, // both awaited (say, passing cards)
      move(10, 1, [0, 1]), // seat 1 moved and owes another: its turn restarts; seat 0's keeps running
      move(15, 0, [1]),
    ];
    const state = clockOfLog(settings, 2, log);
    expect(state.starts).toEqual([null, at(10)]);
    expect(remainingMs(settings, state, 0)).toBe(45_000);
    expect(remainingMs(settings, state, 1)).toBe(50_000);
    expect(deadlineAt(settings, state, 1)).toBe(at(60));
  });

  it('per-move: every turn has the same seconds from its start; none: no deadline, no timeout', () => {
    const perMove: ClockSettings = { kind: 'per-move', seconds: 3600 };
    const log = [{ at: at(0), seat: 1, move: false, toAct: [0] }, move(100, 0, [1])];
    const state = clockOfLog(perMove, 2, log);
    expect(state.banks).toBeNull();
    expect(deadlineAt(perMove, state, 1)).toBe(at(3700));
    expect(remainingMs(perMove, state, 0)).toBe(3_600_000);
    const none: ClockSettings = { kind: 'none' };
    const idle = clockOfLog(none, 2, log);
    expect(deadlineAt(none, idle, 1)).toBeNull();
    expect(seatClocks(none, idle)).toBeNull();
    expect(timeoutDue(none, idle, 1, at(1e9))).toBe(false);
  });

  it('settings as stored: a bank, else turnTimeout per move (how games before clock kinds read), else none', () => {
    expect(clockOfSettings({ turnTimeout: 60 })).toEqual({ kind: 'per-move', seconds: 60 });
    expect(clockOfSettings({ turnTimeout: null })).toEqual({ kind: 'none' });
    expect(clockOfSettings({ turnTimeout: null, clock: { kind: 'bank', initial: 5, increment: 1 } })).toEqual({ kind: 'bank', initial: 5, increment: 1 });
  });

  it('random logs: entry by entry equals the whole log; a bank never drained is initial + moves × increment − time used; capped, it stays in bounds', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 0, max: 9_999 })), { maxLength: 60 }), fc.boolean(), (turns, capped) => {
        // Seats alternate as the game says; each delay (ms) is under the increment, so no bank drains.
        const settings: ClockSettings = capped ? { kind: 'bank', initial: 20, increment: 10, max: 30 } : { kind: 'bank', initial: 20, increment: 10 };
        let t = 0;
        let toAct = 0;
        const log: ClockEntry[] = [{ at: new Date(T0).toISOString(), seat: 1, move: false, toAct: [0] }];
        const used = [0, 0];
        const moves = [0, 0];
        for (const [again, delay] of turns) {
          t += delay;
          used[toAct]! += delay;
          moves[toAct]!++;
          const next = again === 1 ? toAct : 1 - toAct; // sometimes a seat owes another move
          log.push({ at: new Date(T0 + t).toISOString(), seat: toAct, move: true, toAct: [next] });
          toAct = next;
        }
        let stepped = initialClock(settings, 2);
        for (const e of log) stepped = stepClock(settings, stepped, e);
        const whole = clockOfLog(settings, 2, log);
        expect(stepped).toEqual(whole);
        for (const seat of [0, 1]) {
          const left = remainingMs(settings, whole, seat)!;
          if (capped) expect(left >= 0 && left <= 30_000).toBe(true);
          else expect(left).toBe(20_000 + moves[seat]! * 10_000 - used[seat]!);
        }
        expect(deadlineAt(settings, whole, toAct)).toBe(new Date(Date.parse(whole.starts[toAct]!) + remainingMs(settings, whole, toAct)!).toISOString());
      }),
    );
  });
});
