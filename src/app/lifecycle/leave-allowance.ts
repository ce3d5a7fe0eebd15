import type { LeaveSettings } from '../deps';
import { AppError } from '../errors';

/**
 * Leave's rules apart from the games (issue 27 item 2, README "Correspondence clocks"): notice, the
 * yearly allowance, no overlap. Pure: times in ms since the epoch, the caller's clock passed in.
 */

/** 30 days a year (as mychess.de's 42 and ICCF's, a month-ish); 1 hour's notice, so that leave
 * cannot be declared the minute before a timeout to dodge it. */
export const DEFAULT_LEAVE: LeaveSettings = { daysPerYear: 30, noticeSeconds: 3600 };

/** How far in the past `from` may lie (a client's clock a little behind): such leave starts now. */
export const PAST_TOLERANCE_MS = 60_000;

export interface Span {
  readonly from: number;
  readonly until: number;
}

/** One calendar year's allowance, in seconds: what it holds, what leave (declared or taken) uses, what is left. */
export interface YearAllowance {
  readonly year: number;
  readonly seconds: number;
  readonly used: number;
  readonly left: number;
}

const yearStart = (year: number) => Date.UTC(year, 0, 1);

/** The ms of `span` inside calendar year `year` (UTC). */
function inYear(span: Span, year: number): number {
  return Math.max(0, Math.min(span.until, yearStart(year + 1)) - Math.max(span.from, yearStart(year)));
}

/** The calendar years (UTC) a span touches. */
function yearsOf(span: Span): number[] {
  const years: number[] = [];
  if (span.until <= span.from) return years;
  for (let y = new Date(span.from).getUTCFullYear(); y <= new Date(span.until - 1).getUTCFullYear(); y++) years.push(y);
  return years;
}

/** The allowance of each year in `years`, given the player's leave `spans`. */
export function allowanceOf(settings: LeaveSettings, spans: readonly Span[], years: readonly number[]): YearAllowance[] {
  const seconds = settings.daysPerYear * 86_400;
  return years.map((year) => {
    const used = Math.ceil(spans.reduce((n, s) => n + inYear(s, year), 0) / 1000);
    return { year, seconds, used, left: Math.max(0, seconds - used) };
  });
}

/** The years an allowance answer shows: this year, and every year a span not over touches. */
export function yearsShown(now: number, spans: readonly Span[]): number[] {
  const years = new Set([new Date(now).getUTCFullYear()]);
  for (const s of spans) if (s.until > now) for (const y of yearsOf(s)) years.add(y);
  return [...years].sort((a, b) => a - b);
}

/**
 * The span new leave takes, or the refusal: `until` after `from` (invalid-request), `from` not in the
 * past beyond PAST_TOLERANCE_MS (leave-in-the-past; within it, leave starts now), at least the notice
 * ahead (leave-notice-too-short), no overlap with the player's leave (leave-overlaps), and within each
 * calendar year's allowance left (leave-allowance-exceeded). Nothing is written before this passes.
 */
export function judgeLeave(settings: LeaveSettings, now: number, from: number, until: number, existing: readonly (Span & { id: string })[]): Span {
  if (!(until > from)) throw new AppError('invalid-request', '`until` must be after `from`', { errors: [{ path: 'until', message: 'must be after from' }] });
  if (from < now - PAST_TOLERANCE_MS) throw new AppError('leave-in-the-past', `leave cannot begin in the past: \`from\` is before now (${new Date(now).toISOString()})`);
  const span = { from: Math.max(from, now), until };
  if (until <= span.from) throw new AppError('leave-in-the-past', 'that leave would be over before it began');
  if (span.from < now + settings.noticeSeconds * 1000) {
    throw new AppError('leave-notice-too-short', `leave needs ${settings.noticeSeconds} s of notice: \`from\` must be at or after ${new Date(now + settings.noticeSeconds * 1000).toISOString()}`);
  }
  const clash = existing.find((s) => s.until > s.from && s.from < span.until && s.until > span.from);
  if (clash) throw new AppError('leave-overlaps', `that leave overlaps leave ${clash.id} (${new Date(clash.from).toISOString()} to ${new Date(clash.until).toISOString()}): cancel it, or choose other days`);
  for (const year of allowanceOf(settings, existing, yearsOf(span))) {
    const wanted = Math.ceil(inYear(span, year.year) / 1000);
    if (wanted > year.left) {
      const days = (n: number) => `${Math.floor((n / 86_400) * 100) / 100} days`;
      throw new AppError('leave-allowance-exceeded', `that leave takes ${days(wanted)} of ${year.year}, which has ${days(year.left)} of its ${settings.daysPerYear} left`);
    }
  }
  return span;
}

/** A leave's span as the store keeps it, in ms. */
export const spanOf = (l: { from: string; until: string }): Span => ({ from: Date.parse(l.from), until: Date.parse(l.until) });
