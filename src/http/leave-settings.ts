import { DEFAULT_LEAVE, type LeaveSettings } from '../app';

/** Leave's settings as the environment spells them (README "Correspondence clocks"). */
export interface LeaveEnv {
  /** Days of leave a player may take per calendar year, UTC (default 30; 0: no leave). */
  readonly LEAVE_DAYS_PER_YEAR?: string;
  /** Seconds of notice leave needs: its `from` at least this far ahead (default 3600; 0: none). */
  readonly LEAVE_MIN_NOTICE_SECONDS?: string;
}

const whole = (name: string, value: string | undefined, fallback: number, max: number): number => {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > max) throw new Error(`bad ${name} ${JSON.stringify(value)}: a whole number from 0 to ${max}`);
  return n;
};

/** Settings from the environment, DEFAULT_LEAVE where unset; a bad value throws. */
export function leaveSettings(env: LeaveEnv): LeaveSettings {
  return {
    daysPerYear: whole('LEAVE_DAYS_PER_YEAR', env.LEAVE_DAYS_PER_YEAR, DEFAULT_LEAVE.daysPerYear, 366),
    noticeSeconds: whole('LEAVE_MIN_NOTICE_SECONDS', env.LEAVE_MIN_NOTICE_SECONDS, DEFAULT_LEAVE.noticeSeconds, 365 * 86_400),
  };
}
