import { language } from '../i18n';

/**
 * Instants as people read them, in the page's language and the browser's time zone: "28 Dec,
 * 09:00" for a badge, "24–28 Dec 2026, 00:00" for a span (the platform's Intl, no library).
 */
const SHORT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' };
const LONG: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** "28 Dec, 09:00". */
export const shortWhen = (iso: string): string => new Intl.DateTimeFormat(language(), SHORT).format(new Date(iso));

/** "24 Dec 2026, 00:00 – 28 Dec 2026, 00:00", with what the two ends share said once. */
export const whenRange = (from: string, until: string): string => new Intl.DateTimeFormat(language(), LONG).formatRange(new Date(from), new Date(until));

/** "3 d 4 h", "1 h", "25 min": a length of time in seconds, its zero parts left out. */
export function span(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const parts = [days > 0 ? `${days} d` : '', hours > 0 ? `${hours} h` : '', minutes > 0 && days === 0 ? `${minutes} min` : ''].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : `${s % 60} s`;
}
