import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { allowanceOf, DEFAULT_LEAVE, judgeLeave, yearsShown } from './leave-allowance';

const at = (s: string) => Date.parse(s);
const DAY = 86_400_000;
const codeOf = (f: () => unknown): string | null => {
  try {
    f();
    return null;
  } catch (e) {
    return e instanceof AppError ? e.code : 'thrown';
  }
};

describe('leave’s rules: notice, the yearly allowance, no overlap (issue 27 item 2)', () => {
  const now = at('2026-06-01T00:00:00Z');

  it('refuses a span ending before it begins, a start in the past beyond a minute, and less than the notice; a start under a minute ago means now', () => {
    const settings = { ...DEFAULT_LEAVE, noticeSeconds: 0 };
    expect(codeOf(() => judgeLeave(DEFAULT_LEAVE, now, now + 2 * DAY, now + DAY, []))).toBe('invalid-request');
    expect(codeOf(() => judgeLeave(DEFAULT_LEAVE, now, now - 61_000, now + DAY, []))).toBe('leave-in-the-past');
    expect(codeOf(() => judgeLeave(DEFAULT_LEAVE, now, now + 3_599_000, now + DAY, []))).toBe('leave-notice-too-short');
    expect(judgeLeave(DEFAULT_LEAVE, now, now + 3_600_000, now + DAY, [])).toEqual({ from: now + 3_600_000, until: now + DAY });
    expect(judgeLeave(settings, now, now - 30_000, now + DAY, [])).toEqual({ from: now, until: now + DAY });
  });

  it('counts the allowance per calendar year: leave across New Year takes from both; cancelled-to-nothing leave takes none', () => {
    const settings = { daysPerYear: 30, noticeSeconds: 0 };
    const dec = at('2026-12-01T00:00:00Z');
    // 25 days in December taken already; 10 more from Dec 27 is 5 in 2026 (full) and 5 in 2027.
    const taken = [{ id: 'a', from: dec, until: dec + 25 * DAY }];
    expect(judgeLeave(settings, dec, at('2026-12-27T00:00:00Z'), at('2027-01-06T00:00:00Z'), taken)).toBeTruthy();
    expect(codeOf(() => judgeLeave(settings, dec, at('2026-12-26T00:00:00Z'), at('2027-01-06T00:00:00Z'), taken))).toBe('leave-allowance-exceeded');
    expect(allowanceOf(settings, [...taken, { from: at('2026-12-27T00:00:00Z'), until: at('2027-01-06T00:00:00Z') }], [2026, 2027])).toEqual([
      { year: 2026, seconds: 30 * 86_400, used: 30 * 86_400, left: 0 },
      { year: 2027, seconds: 30 * 86_400, used: 5 * 86_400, left: 25 * 86_400 },
    ]);
    expect(allowanceOf(settings, [{ from: dec, until: dec }], [2026])[0]!.used).toBe(0);
    expect(yearsShown(dec, [{ from: at('2026-12-27T00:00:00Z'), until: at('2027-01-06T00:00:00Z') }])).toEqual([2026, 2027]);
  });

  it('refuses overlap with leave held, but not leave that touches it end to start, nor leave cancelled to nothing', () => {
    const held = [{ id: 'a', from: now + 2 * DAY, until: now + 4 * DAY }, { id: 'gone', from: now + 5 * DAY, until: now + 5 * DAY }];
    expect(codeOf(() => judgeLeave(DEFAULT_LEAVE, now, now + 3 * DAY, now + 5 * DAY, held))).toBe('leave-overlaps');
    expect(judgeLeave(DEFAULT_LEAVE, now, now + 4 * DAY, now + 6 * DAY, held)).toEqual({ from: now + 4 * DAY, until: now + 6 * DAY });
  });
});
