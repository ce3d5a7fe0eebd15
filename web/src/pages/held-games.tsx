import { list, t } from '../i18n';
import { gameTitle } from './game-title';
import { useEffect, useState } from 'preact/hooks';
import { clientFor, readView } from '../api/client';
import type { HeldGame } from '../api/seats';
import type { GameView } from '../api/types';
import { gamePath, onLinkClick } from '../router';

/** How a held game stands, for one of its seats: whose turn, or the end. */
function standing(view: GameView | undefined, seat: number): string {
  if (!view) return '…';
  if (view.status === 'waiting') return t('held.waiting', { joined: view.seats.filter((s) => s.joined).length, seats: view.seats.length });
  if (view.status === 'finished') return view.result?.winners.includes(seat) ? t('held.finishedWon') : t('held.finished');
  if (view.toAct.includes(seat)) return t('held.yourTurn');
  return t('held.waitingFor', { names: list(view.toAct.map((s) => view.seats[s]?.name ?? t('seat.default', { n: s + 1 }))) });
}

/**
 * The games this browser holds a seat in (from localStorage), with whose turn it is. A player's
 * games, on every device, are "My games" (my-games.tsx, from the server).
 */
export function HeldGamesList({ games }: { games: readonly HeldGame[] }) {
  const recent = games.slice(0, 12);
  const [views, setViews] = useState<Record<string, GameView | undefined>>({});
  useEffect(() => {
    for (const game of recent) {
      const seat = Object.values(game.seats)[0]!;
      readView(clientFor(seat.token), game.id)
        .then((view) => setViews((v) => ({ ...v, [game.id]: view })))
        .catch(() => {});
    }
  }, [games]);
  return (
    <section class="held-games" aria-labelledby="held-heading">
      <h2 id="held-heading">{t('held.heading')}</h2>
      {recent.length === 0 ? (
        <p class="muted">{t('common.none')}</p>
      ) : (
        <ul class="plain-list">
          {recent.flatMap((game) =>
            Object.values(game.seats).map((seat) => (
              <li key={`${game.id}:${seat.seat}`}>
                <a href={gamePath(game.id, seat.seat)} onClick={onLinkClick}>
                  {gameTitle(game.type)} · {seat.name}
                </a>{' '}
                <span class="muted small">{standing(views[game.id], seat.seat)}</span>
              </li>
            )),
          )}
        </ul>
      )}
    </section>
  );
}
