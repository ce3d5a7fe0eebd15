import { useState } from 'preact/hooks';
import { clientFor, reasonOf, unwrap } from '../api/client';
import { freshEntropy } from '../api/entropy';
import { heldPlayer } from '../api/player';
import { holdSeat, lastName, type HeldSeat } from '../api/seats';
import type { GameView } from '../api/types';
import { ProblemAlert } from './problem-alert';

/** Takes a seat (the one the invite link names): the token is shown once, so it is kept at once. */
export function JoinPanel({ view, seat, onJoined }: { view: GameView; seat: number; onJoined: (held: HeldSeat) => void }) {
  // With a player here, the seat is the player's (their key joins; "my games" lists it).
  const [player] = useState(heldPlayer);
  const [name, setName] = useState(() => player?.name ?? lastName());
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      const joined = await unwrap(clientFor(player?.key).POST('/v1/games/{id}/join', { params: { path: { id: view.id } }, body: { seat, name, entropy: freshEntropy() } }));
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
      <h2 id="join-heading">
        Join this {view.type} game in seat {seat + 1}
      </h2>
      <label>
        Your name
        <input type="text" name="name" required maxLength={40} autoComplete="nickname" value={name} onInput={(e) => setName((e.target as HTMLInputElement).value)} />
      </label>
      <ProblemAlert problem={problem} />
      <button type="submit" class="is-primary" disabled={busy}>
        {busy ? 'Joining…' : `Take seat ${seat + 1}`}
      </button>
    </form>
  );
}
