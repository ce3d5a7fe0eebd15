import { useState } from 'preact/hooks';
import type { GameView } from '../api/types';
import { list, t, tn } from '../i18n';
import { inviteLink } from '../router';
import { SeatLeave } from '../table/seat-leave';
import { gameTitle } from './game-title';

function CopyLink({ href, label }: { href: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(href);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <span class="copy-link">
      <input type="text" readOnly value={href} aria-label={label} onFocus={(e) => (e.target as HTMLInputElement).select()} />
      <button type="button" onClick={copy}>
        {copied ? t('common.copied') : t('common.copy')}
      </button>
      <span class="visually-hidden" aria-live="polite">
        {copied ? t('common.linkCopied') : ''}
      </span>
    </span>
  );
}

/**
 * The waiting room: which game this is, who sits where, and for each free seat the link a friend
 * opens to take it ("Open a seat for a friend"); a bot's seat says so.
 */
export function SeatsPanel({ view, you, canJoin, onJoin }: { view: GameView; you: number | null; canJoin: boolean; onJoin: (seat: number) => void }) {
  const free = view.seats.filter((s) => !s.joined);
  return (
    <section class="seats-panel" aria-labelledby="seats-heading">
      <h1 id="seats-heading">{t('waiting.heading', { game: gameTitle(view.type) })}</h1>
      {free.length > 0 && (
        <p data-testid="empty-seats">
          <strong>{tn('seats.free', free.length)}</strong> — {t('waiting.free', { seats: list(free.map((s) => t('seat.default', { n: s.seat + 1 }))) })}
        </p>
      )}
      <ul class="seat-list">
        {view.seats.map((s) => (
          <li key={s.seat} data-seat={s.seat}>
            <span class="seat-label">{t('seats.seat', { n: s.seat + 1 })}</span>{' '}
            {s.joined ? (
              <span>
                {s.name ?? t('seats.taken')}
                {s.seat === you && ` ${t('seats.you')}`}
                {s.bot && ` ${t('seats.bot', { level: s.bot })}`} <SeatLeave leave={s.onLeave} />
              </span>
            ) : (
              <span class="seat-free">
                <span>{t('seats.invite')}</span>
                <CopyLink href={inviteLink(view.id, s.seat)} label={t('seats.inviteLabel', { n: s.seat + 1 })} />
                {canJoin && (
                  <button type="button" onClick={() => onJoin(s.seat)}>
                    {t('seats.takeYourself', { n: s.seat + 1 })}
                  </button>
                )}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
