import { clockOfSettings, deadlineAt, initialClock, stepClock, timeoutDue, type ClockEntry } from '../engine';
import type { PublicRecord } from './record';

/**
 * The clock's check (issue 27, README "Correspondence clocks"): every deadline recomputed from the
 * log alone — the entries' times, the clock in the settings, who the rules awaited after each entry —
 * with the engine's clock (engine/clock/), the seats' leave entries pausing it (`declare-leave`,
 * `cancel-leave`: engine/clock/leave.ts), and every `timeout` entry judged against it: one written
 * before its seat's deadline, or of a seat no clock ran for, is a timeout that should not have happened.
 * Every `remind` entry (README "Reminders") is judged too: for a seat whose clock ran, naming the
 * deadline recomputed, written before it and no earlier than its threshold before it, at most once
 * per threshold in a turn and never a larger threshold after a smaller one.
 */
/** Each seat's deadline as the verifier recomputed it, right after entry `seq` (null: none running). */
export interface RecomputedDeadlines {
  readonly seq: number;
  readonly deadlines: readonly (string | null)[];
}

export function checkClock(
  record: PublicRecord,
  entries: readonly ClockEntry[],
  pass: (name: string, detail: string) => void,
  fail: (name: string, detail: string) => never,
  out: RecomputedDeadlines[],
): void {
  const settings = clockOfSettings(record.settings ?? { turnTimeout: null });
  const untimed = record.log.find((e) => e.at === undefined);
  if (settings.kind !== 'none' && untimed) fail('clock', `entry ${untimed.seq} has no time (\`at\`): the ${settings.kind} clock cannot be recomputed`);
  let state = initialClock(settings, record.fairness.entropy.length);
  let timeouts = 0;
  let deadlines = 0;
  let leaves = 0;
  let reminders = 0;
  // Per seat: the turn (its start) and the thresholds reminded in it.
  const reminded = new Map<number, { start: string; thresholds: number[] }>();
  record.log.forEach((entry, i) => {
    const step = entries[i]!;
    if (entry.kind === 'remind') {
      const seat = entry.seat!;
      const reminder = entry.lifecycle?.reminder;
      const deadline = deadlineAt(settings, state, seat);
      const start = state.starts[seat] ?? null;
      if (!reminder || deadline === null || start === null) fail('clock', `entry ${entry.seq} reminds seat ${seat}, but no clock ran for it`);
      if (reminder.deadline !== deadline) fail('clock', `entry ${entry.seq} reminds seat ${seat} of the deadline ${reminder.deadline}; the log gives ${deadline}`);
      const at = Date.parse(step.at);
      const due = Date.parse(deadline);
      if (at >= due || at < due - reminder.threshold * 1000) fail('clock', `entry ${entry.seq} reminds seat ${seat} at ${step.at} of ${reminder.threshold} s left, but ${(due - at) / 1000} s were left`);
      const turn = reminded.get(seat);
      const sent = turn?.start === start ? turn.thresholds : [];
      if (sent.some((t) => t <= reminder.threshold)) fail('clock', `entry ${entry.seq} reminds seat ${seat} of ${reminder.threshold} s left after it was reminded of ${Math.min(...sent)} s in the same turn`);
      reminded.set(seat, { start, thresholds: [...sent, reminder.threshold] });
      reminders++;
    }
    if (entry.kind === 'timeout') {
      const seat = entry.seat!;
      const deadline = deadlineAt(settings, state, seat);
      if (deadline === null) fail('clock', `entry ${entry.seq} times seat ${seat} out, but no clock ran for it (${settings.kind})`);
      if (!timeoutDue(settings, state, seat, step.at)) fail('clock', `entry ${entry.seq} times seat ${seat} out at ${step.at}, before its deadline ${deadline}`);
      timeouts++;
    }
    if (step.leave !== undefined) leaves++;
    state = stepClock(settings, state, step);
    const now = state;
    out.push({ seq: entry.seq, deadlines: now.starts.map((_, seat) => deadlineAt(settings, now, seat)) });
    for (const seat of step.toAct) if (deadlineAt(settings, state, seat) !== null && state.starts[seat] === step.at) deadlines++;
  });
  if (settings.kind === 'none') pass('clock', 'no clock: no timeout to judge');
  else pass('clock', `${settings.kind} clock: ${deadlines} turn deadline${deadlines === 1 ? '' : 's'} recomputed from the log; ${timeouts} timeout${timeouts === 1 ? '' : 's'}, each at or after its deadline${reminders === 0 ? '' : `; ${reminders} reminder${reminders === 1 ? '' : 's'}, each before its deadline`}${leaves === 0 ? '' : `; ${leaves} leave entr${leaves === 1 ? 'y' : 'ies'} paused the clocks`}`);
}
