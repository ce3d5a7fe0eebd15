import { describe, expect, it } from 'vitest';
import { nextReminderAt, reminderDue } from './reminder-due';

const H = 3600_000;
const day = { heldMs: 48 * H, deadlineMs: 100 * H };
const thresholds = [86400, 3600];

describe('reminders of a turn (README "Reminders")', () => {
  it('falls due at each threshold before the deadline, the smallest reached first', () => {
    expect(reminderDue(thresholds, day, [], 75 * H)).toBeNull();
    expect(reminderDue(thresholds, day, [], 76 * H)).toBe(86400);
    expect(reminderDue(thresholds, day, [86400], 80 * H)).toBeNull();
    expect(reminderDue(thresholds, day, [86400], 99 * H)).toBe(3600);
    expect(reminderDue(thresholds, day, [86400, 3600], 99.5 * H)).toBeNull();
  });

  it('a late look sends only the most urgent, and never a larger one after it', () => {
    expect(reminderDue(thresholds, day, [], 99.5 * H)).toBe(3600);
    expect(reminderDue(thresholds, day, [3600], 99.9 * H)).toBeNull();
    expect(nextReminderAt(thresholds, day, [3600], 50 * H)).toBeNull();
  });

  it('never at or after the deadline, nor for a threshold the turn began below', () => {
    expect(reminderDue(thresholds, day, [], 100 * H)).toBeNull();
    const short = { heldMs: 0.5 * H, deadlineMs: 10 * H };
    expect(reminderDue(thresholds, short, [], 9.9 * H)).toBeNull();
    expect(nextReminderAt(thresholds, short, [], 9.6 * H)).toBeNull();
  });

  it('says when the next one falls due', () => {
    expect(nextReminderAt(thresholds, day, [], 50 * H)).toBe(76 * H);
    expect(nextReminderAt(thresholds, day, [86400], 80 * H)).toBe(99 * H);
    expect(nextReminderAt(thresholds, day, [], 77 * H)).toBe(99 * H);
  });
});
