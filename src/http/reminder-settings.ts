import { judgeThresholds } from '../app';

/** The server's default reminder thresholds as the environment spells them (README "Reminders"). */
export interface ReminderEnv {
  /** Seconds left, comma-separated (default `86400,3600`: a day and an hour); `none`: no reminders
   * for players who chose none. A bad value throws. */
  readonly REMINDER_THRESHOLDS?: string;
}

/** The thresholds for players who chose none; undefined: the built-in DEFAULT_REMINDERS. */
export function reminderDefaults(env: ReminderEnv): readonly number[] | undefined {
  const value = env.REMINDER_THRESHOLDS?.trim();
  if (value === undefined || value === '') return undefined;
  if (value === 'none') return [];
  const judged = judgeThresholds(value.split(',').map((v) => Number(v.trim())));
  if (!judged.ok) throw new Error(`bad REMINDER_THRESHOLDS ${JSON.stringify(value)}: ${judged.problem}`);
  return judged.thresholds;
}
