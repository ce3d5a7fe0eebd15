import { useState } from 'preact/hooks';
import { clientFor, reasonOf } from '../api/client';
import { joinGame, pendingJoinName } from '../api/join';
import { heldPlayer } from '../api/player';
import { holdSeat, lastName, type HeldSeat } from '../api/seats';
import type { GameView } from '../api/types';
import { t } from '../i18n';
import { gameTitle } from './game-title';
import { ProblemAlert } from './problem-alert';

/** Takes a seat (the one the invite link names): the token is shown once, so it is kept at once. The
 * join is keyed and kept until answered (api/join.ts): a lost answer is asked for again, never a second seat. */
export function JoinPanel({ view, seat, onJoined }: { view: GameView; seat: number; onJoined: (held: HeldSeat) => void }) {
  // With a player here, the seat is the player's (their key joins; "my games" lists it).
  const [player] = useState(heldPlayer);
  const [name, setName] = useState(() => pendingJoinName(view.id, seat) ?? player?.name ?? lastName());
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      const joined = await joinGame(clientFor(player?.key), view.id, { seat, name });
      // A person's join always answers a token (only a bot's seat has none).
      const held = { seat: joined.seat, token: joined.token!, name: joined.name };
      holdSeat(view.id, view.type, held);
      onJoined(held);
    } catch (err) {
      setProblem(reasonOf(err));
      setBusy(false);
    }
  };
  return (
    <form class="join-panel" onSubmit={submit} aria-labelledby="join-heading">
      <h2 id="join-heading">{t('join.heading', { game: gameTitle(view.type), n: seat + 1 })}</h2>
      <label>
        {t('join.name')}
        <input type="text" name="name" required maxLength={40} autoComplete="nickname" value={name} onInput={(e) => setName((e.target as HTMLInputElement).value)} />
      </label>
      <ProblemAlert problem={problem} />
      <button type="submit" class="is-primary" disabled={busy}>
        {busy ? t('join.joining') : t('join.submit', { n: seat + 1 })}
      </button>
    </form>
  );
}
