import { useEffect, useState } from 'preact/hooks';
import { clientFor, readView } from '../api/client';
import type { HeldGame } from '../api/seats';
import type { GameView } from '../api/types';
import { gamePath, onLinkClick } from '../router';

/** How a held game stands, for one of its seats: whose turn, or the end. */
function standing(view: GameView | undefined, seat: number): string {
  if (!view) return '…';
  if (view.status === 'waiting') return `waiting for players (${view.seats.filter((s) => s.joined).length} of ${view.seats.length})`;
  if (view.status === 'finished') return view.result?.winners.includes(seat) ? 'finished: you won' : 'finished';
  if (view.toAct.includes(seat)) return 'your turn';
  return `waiting for ${view.toAct.map((s) => view.seats[s]?.name ?? `Seat ${s + 1}`).join(' and ')}`;
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
      <h2 id="held-heading">Your games in this browser</h2>
      {recent.length === 0 ? (
        <p class="muted">None yet.</p>
      ) : (
        <ul class="plain-list">
          {recent.flatMap((game) =>
            Object.values(game.seats).map((seat) => (
              <li key={`${game.id}:${seat.seat}`}>
                <a href={gamePath(game.id, seat.seat)} onClick={onLinkClick}>
                  {game.type.charAt(0).toUpperCase() + game.type.slice(1)} · {seat.name}
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
