import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n';

/** "2 d 3 h", "4:05", "0:09": the time left, coarse when far off. */
export function formatLeft(ms: number): string {
  if (ms <= 0) return '0:00';
  const s = Math.floor(ms / 1000);
  const days = Math.floor(s / 86400);
  const hours = Math.floor((s % 86400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  return `${minutes}:${String(s % 60).padStart(2, '0')}`;
}

/** The turn clock of the seat to act, counting down each second; the server plays for it at zero. */
export function Countdown({ deadline, who }: { deadline: string; who: string }) {
  const end = Date.parse(deadline);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [end]);
  const left = end - now;
  return (
    <span class={`countdown${left < 60_000 ? ' is-short' : ''}`} role="timer" aria-label={`Time left for ${who}: ${formatLeft(left)}`}>
      {formatLeft(left)} left
    </span>
  );
}

/**
 * A seat's time bank (issue 27): what it holds, counting down while its turn runs. The server's
 * view says it (`clocks[seat]`: `remaining` seconds, and the `deadline` while the turn runs), computed
 * from the log alone; this only shows it.
 */
export function SeatBank({ clock, who }: { clock: { remaining: number; deadline: string | null }; who: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (clock.deadline === null) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [clock.deadline]);
  const left = clock.deadline === null ? clock.remaining * 1000 : Date.parse(clock.deadline) - now;
  const time = formatLeft(left);
  return (
    <span class={`badge badge-bank${clock.deadline !== null ? ' is-running' : ''}`} role={clock.deadline !== null ? 'timer' : undefined} aria-label={t('clock.bankOf', { who, time })} data-remaining={clock.remaining} data-deadline={clock.deadline ?? undefined}>
      {t('clock.bankShort', { time })}
    </span>
  );
}
