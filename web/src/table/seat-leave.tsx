import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n';
import { shortWhen } from './dates';

/** A seat's declared leave as the view gives it (`seats[].onLeave`, README "Correspondence clocks" → "Leave"). */
export interface SeatLeaveSpan {
  readonly from: string;
  readonly until: string;
}

/** setTimeout's longest wait (about 24.8 days): a boundary further off is re-checked then. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * What the opponents see of a seat's leave (issue 27 item 2): "on leave until 28 Dec, 09:00: clock
 * stopped" while it is under way, "leave 24 Dec, 00:00 – 28 Dec, 00:00" while it is
 * ahead, nothing once it is over (or cancelled before it began: `until` is then `from`). The server
 * says only the span; under way or not is `from` ≤ now < `until`, so the badge turns over on its
 * own at each end.
 */
export function SeatLeave({ leave }: { leave: SeatLeaveSpan | null }) {
  // Judged against the clock at each render (a view that just arrived is judged now, not when the
  // panel first drew); the timer only renders again when the next end passes.
  const [ticks, tick] = useState(0);
  const now = Date.now();
  const from = leave ? Date.parse(leave.from) : NaN;
  const until = leave ? Date.parse(leave.until) : NaN;
  useEffect(() => {
    const next = [from, until].find((end) => end > Date.now());
    if (next === undefined) return undefined;
    const timer = setTimeout(() => tick((n) => n + 1), Math.min(next - Date.now() + 50, LONGEST_WAIT_MS));
    return () => clearTimeout(timer);
  }, [from, until, ticks]);
  if (!leave || !(now < until)) return null;
  const underWay = from <= now;
  const text = underWay ? t('leave.seatOn', { until: shortWhen(leave.until) }) : t('leave.seatAhead', { from: shortWhen(leave.from), until: shortWhen(leave.until) });
  return (
    <span class={`badge badge-leave${underWay ? ' is-on-leave' : ''}`} data-leave={underWay ? 'under-way' : 'ahead'} data-from={leave.from} data-until={leave.until}>
      {text}
    </span>
  );
}
