import { useState } from 'preact/hooks';
import type { GameView } from '../api/types';
import { inviteLink } from '../router';

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
        {copied ? 'Copied' : 'Copy'}
      </button>
      <span class="visually-hidden" aria-live="polite">
        {copied ? 'Link copied' : ''}
      </span>
    </span>
  );
}

/**
 * The seats: who sits where, and for each free seat the link a friend opens to take it ("Open a
 * seat for a friend"); a bot's seat says so (the lobby seats bots when it creates the game).
 */
export function SeatsPanel({ view, you, canJoin, onJoin }: { view: GameView; you: number | null; canJoin: boolean; onJoin: (seat: number) => void }) {
  const free = view.seats.filter((s) => !s.joined);
  return (
    <section class="seats-panel" aria-labelledby="seats-heading">
      <h2 id="seats-heading">{free.length > 0 ? `Seats: ${free.length} still free` : 'Seats'}</h2>
      <ul class="seat-list">
        {view.seats.map((s) => (
          <li key={s.seat} data-seat={s.seat}>
            <span class="seat-label">Seat {s.seat + 1}:</span>{' '}
            {s.joined ? (
              <span>
                {s.name ?? 'taken'}
                {s.seat === you && ' (you)'}
                {s.bot && ` (bot, ${s.bot})`}
              </span>
            ) : (
              <span class="seat-free">
                <span>Open a seat for a friend — send this link:</span>
                <CopyLink href={inviteLink(view.id, s.seat)} label={`Invite link for seat ${s.seat + 1}`} />
                {canJoin && (
                  <button type="button" onClick={() => onJoin(s.seat)}>
                    Take seat {s.seat + 1} yourself
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
