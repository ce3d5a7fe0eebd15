import { Fragment } from 'preact';
import type { Schemas } from '../../../clients/typescript/index';
import { t, tn } from '../i18n';
import { gamePath, onLinkClick } from '../router';
import { span, whenRange } from '../table/dates';

export type Leave = Schemas['Leave'];
export type Allowance = Schemas['LeaveAllowance'];

/** Where a leave stands at `now`: cancelled (said even when it was cut short), else by its span. */
export type LeaveStanding = 'cancelled' | 'ahead' | 'under-way' | 'over';

export function standingOf(leave: Leave, now: number): LeaveStanding {
  if (leave.cancelledAt !== null) return 'cancelled';
  if (now < Date.parse(leave.from)) return 'ahead';
  return now < Date.parse(leave.until) ? 'under-way' : 'over';
}

const STANDING_KEY = { cancelled: 'leave.cancelled', ahead: 'leave.ahead', 'under-way': 'leave.underWay', over: 'leave.over' } as const;

/** "Left in 2026: 26 d of 30 d", one line a calendar year (leave across New Year counts in both). */
export function AllowanceLines({ allowance }: { allowance: readonly Allowance[] }) {
  return (
    <ul class="plain-list leave-allowance">
      {allowance.map((a) => (
        <li key={a.year} data-year={a.year} data-left={a.left} data-used={a.used}>
          {t('leave.allowance', { year: a.year, left: span(a.left), total: span(a.seconds) })}
        </li>
      ))}
    </ul>
  );
}

/** ": g_1, g_2", each a link to its game (the leave lists only ids). */
function GameLinks({ ids }: { ids: readonly string[] }) {
  return (
    <>
      {ids.map((id, i) => (
        <Fragment key={id}>
          {i === 0 ? ': ' : ', '}
          <a href={gamePath(id)} onClick={onLinkClick} data-game={id}>
            {id}
          </a>
        </Fragment>
      ))}
    </>
  );
}

/**
 * The player's leave, as the server lists it: when, where it stops the clock (and the games that
 * keep theirs: their creator forbade leave), and cancelled or not. Leave not over can be cancelled
 * (the server cuts leave under way to now, and drops leave not begun).
 */
export function LeaveList({ leave, now, busy, onCancel }: { leave: readonly Leave[]; now: number; busy: boolean; onCancel: (leave: Leave) => void }) {
  if (leave.length === 0) return <p class="muted">{t('leave.none')}</p>;
  return (
    <ul class="plain-list leave-list">
      {leave.map((l) => {
        const standing = standingOf(l, now);
        return (
          <li key={l.id} data-leave={l.id} data-standing={standing}>
            <span class="leave-when">{whenRange(l.from, l.until)}</span> <span class={`badge${standing === 'under-way' ? ' badge-turn' : ''}`}>{t(STANDING_KEY[standing])}</span>
            <br />
            <span class="small" data-games={l.games.length}>
              {tn('leave.games', l.games.length)}
              <GameLinks ids={l.games} />
            </span>
            {l.excluded.length > 0 && (
              <>
                <br />
                <span class="small muted" data-excluded={l.excluded.length}>
                  {tn('leave.excluded', l.excluded.length)}
                  <GameLinks ids={l.excluded} />
                </span>
              </>
            )}
            {(standing === 'ahead' || standing === 'under-way') && (
              <>
                <br />
                <button type="button" onClick={() => onCancel(l)} disabled={busy} data-cancel={l.id}>
                  {t(standing === 'ahead' ? 'leave.cancel' : 'leave.endNow')}
                </button>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
