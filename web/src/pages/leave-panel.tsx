import { useEffect, useState } from 'preact/hooks';
import { clientFor, reasonOf, unwrap } from '../api/client';
import type { HeldPlayer } from '../api/player';
import { t } from '../i18n';
import { span } from '../table/dates';
import { AllowanceLines, LeaveList, type Allowance, type Leave } from './leave-list';
import { ProblemAlert } from './problem-alert';

/** `<input type="datetime-local">`'s value for an instant, in the browser's time zone: "2026-12-24T00:00". */
function localInput(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** Tomorrow at midnight, and a week later: what most people mean by "a week off", ready to adjust. */
function defaultSpan(now = new Date()): { from: string; until: string } {
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const until = new Date(from.getFullYear(), from.getMonth(), from.getDate() + 7);
  return { from: localInput(from), until: localInput(until) };
}

/** The input's local time as an instant (RFC 3339, UTC), or undefined while it is not a time. */
const instantOf = (value: string): string | undefined => {
  const at = new Date(value);
  return value && !Number.isNaN(at.getTime()) ? at.toISOString() : undefined;
};

/**
 * "Leave" for the player this browser holds (issue 27 item 2, README "Correspondence clocks" →
 * "Leave"): two date-and-time fields in the browser's own time zone (from, back), filled with a week
 * from tomorrow, and the length they make, so a person adjusts a span rather than types one; one
 * declaration stops the player's clock in all their games. Below, their leave and what is left of the
 * year's allowance. The server judges it all (notice, allowance, overlaps): its refusal is shown as it
 * wrote it, and nothing is written then.
 */
export function LeavePanel({ player }: { player: HeldPlayer }) {
  const [fields, setFields] = useState(defaultSpan);
  const [leave, setLeave] = useState<Leave[]>();
  const [allowance, setAllowance] = useState<Allowance[]>([]);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const client = clientFor(player.key);
  const reload = async () => {
    const listed = await unwrap(client.GET('/v1/me/leave', { cache: 'no-store' }));
    setLeave(listed.leave);
    setAllowance(listed.allowance);
    setNow(Date.now());
  };
  useEffect(() => {
    reload().catch((err) => setProblem(reasonOf(err)));
  }, [player.key]);
  // A leave that begins or ends while the lobby is open turns over (ahead → under way → over) then.
  useEffect(() => {
    const next = Math.min(...(leave ?? []).flatMap((l) => [Date.parse(l.from), Date.parse(l.until)]).filter((end) => end > now));
    if (!Number.isFinite(next)) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(next - Date.now() + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [leave, now]);
  const run = async (ask: () => Promise<unknown>) => {
    setBusy(true);
    setProblem(undefined);
    try {
      await ask();
      await reload();
    } catch (err) {
      setProblem(reasonOf(err));
    } finally {
      setBusy(false);
    }
  };
  const from = instantOf(fields.from);
  const until = instantOf(fields.until);
  const length = from && until && until > from ? (Date.parse(until) - Date.parse(from)) / 1000 : undefined;
  const declare = (event: Event) => {
    event.preventDefault();
    if (!from || !until) return setProblem(t('leave.chooseBoth'));
    void run(() => unwrap(client.POST('/v1/me/leave', { body: { from, until } })));
  };
  const cancel = (l: Leave) => void run(() => unwrap(client.DELETE('/v1/me/leave/{leaveId}', { params: { path: { leaveId: l.id } } })));
  const field = (name: 'from' | 'until') => (e: Event) => {
    const value = (e.target as HTMLInputElement).value;
    setFields((f) => ({ ...f, [name]: value }));
  };
  return (
    <section class="leave-panel" aria-labelledby="leave-heading">
      <h2 id="leave-heading">{t('leave.heading')}</h2>
      <p class="small">{t('leave.about')}</p>
      <form onSubmit={declare} class="leave-form">
        <div class="form-row">
          <label>
            {t('leave.from')}
            <input type="datetime-local" name="leave-from" required value={fields.from} onInput={field('from')} />
          </label>
          <label>
            {t('leave.until')}
            <input type="datetime-local" name="leave-until" required value={fields.until} onInput={field('until')} />
          </label>
        </div>
        <p class="small" aria-live="polite" data-leave-length={length ?? ''}>
          {length !== undefined ? t('leave.length', { span: span(length) }) : t('leave.untilAfterFrom')}
        </p>
        <ProblemAlert problem={problem} />
        <button type="submit" disabled={busy}>
          {busy ? t('leave.sending') : t('leave.declare')}
        </button>
      </form>
      <h3>{t('leave.yours')}</h3>
      {leave === undefined ? !problem && <p class="muted">{t('common.loading')}</p> : <LeaveList leave={leave} now={now} busy={busy} onCancel={cancel} />}
      <AllowanceLines allowance={allowance} />
    </section>
  );
}
