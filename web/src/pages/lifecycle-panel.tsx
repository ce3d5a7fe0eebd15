import { useState } from 'preact/hooks';
import { clientFor, reasonOf, unwrap, type Client } from '../api/client';
import { freshEntropy } from '../api/entropy';
import type { HeldPlayer } from '../api/player';
import { holdSeat, seatToShow } from '../api/seats';
import type { GameView } from '../api/types';
import { gamePath, navigate, onLinkClick } from '../router';

type Step = 'resign' | 'abort';

const CONFIRM: Record<Step, { question: string; yes: string }> = {
  resign: { question: 'Resign this game? It is over at once, and the other side wins.', yes: 'Yes, resign' },
  abort: { question: 'Call this game off? Nobody wins. A seat may abort only before the first move after the deal.', yes: 'Yes, abort' },
};

/** Joins the rematch's seat kept for this reader: with the player key, or with the seat's invite. */
async function joinRematch(view: GameView, client: Client, player: HeldPlayer | undefined): Promise<void> {
  const rematch = await unwrap(client.POST('/v1/games/{id}/rematch', { params: { path: { id: view.id } }, headers: { 'idempotency-key': crypto.randomUUID() } }));
  const held = seatToShow(rematch.id, undefined);
  if (held) return navigate(gamePath(rematch.id, held.seat));
  const joiner = clientFor(rematch.invite ?? player?.key);
  const joined = await unwrap(joiner.POST('/v1/games/{id}/join', { params: { path: { id: rematch.id } }, body: { entropy: freshEntropy() } }));
  holdSeat(rematch.id, rematch.type, { seat: joined.seat, token: joined.token!, name: joined.name }); // a person's join: it has a token
  navigate(gamePath(rematch.id, joined.seat));
}

/**
 * The game's lifecycle for a seat: resign or abort while it is played (each asked twice), and once
 * it is over, offer a rematch or accept the one offered. A refusal shows the server's reason.
 */
export function LifecyclePanel({ view, client, player, onView, onProblem }: { view: GameView; client: Client; player: HeldPlayer | undefined; onView: (view: GameView) => void; onProblem: (reason: string | undefined) => void }) {
  const [confirm, setConfirm] = useState<Step>();
  const [busy, setBusy] = useState(false);
  if (view.you === null) return null;
  const over = view.status === 'finished' || view.status === 'aborted';
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    onProblem(undefined);
    try {
      await work();
    } catch (err) {
      onProblem(reasonOf(err));
    } finally {
      setBusy(false);
      setConfirm(undefined);
    }
  };
  const entry = (step: Step) =>
    run(async () => {
      const path = step === 'resign' ? '/v1/games/{id}/resign' : '/v1/games/{id}/abort';
      const done = await unwrap(client.POST(path, { params: { path: { id: view.id } }, headers: { 'idempotency-key': crypto.randomUUID() } }));
      if (done.view) onView(done.view);
    });
  const heldRematch = view.rematch ? seatToShow(view.rematch, undefined) : undefined;
  return (
    <section class="lifecycle" aria-labelledby="lifecycle-heading">
      <h2 id="lifecycle-heading" class="visually-hidden">
        The game
      </h2>
      {confirm ? (
        <div class="controls" role="group" aria-label="Confirm">
          <span>{CONFIRM[confirm].question}</span>
          <button type="button" class="is-danger" disabled={busy} onClick={() => entry(confirm)} data-lifecycle={`${confirm}-yes`}>
            {CONFIRM[confirm].yes}
          </button>
          <button type="button" disabled={busy} onClick={() => setConfirm(undefined)}>
            No, play on
          </button>
        </div>
      ) : over ? (
        <div class="controls" role="group" aria-label="After the game">
          {heldRematch ? (
            <a class="button-link is-primary" href={gamePath(view.rematch!, heldRematch.seat)} onClick={onLinkClick}>
              Go to the rematch
            </a>
          ) : (
            <button type="button" class="move-button is-primary" disabled={busy} onClick={() => run(() => joinRematch(view, client, player))} data-lifecycle="rematch">
              {view.rematch ? 'Accept the rematch' : 'Offer a rematch'}
            </button>
          )}
        </div>
      ) : (
        <div class="controls" role="group" aria-label="Resign or abort">
          {view.status === 'active' && (
            <button type="button" disabled={busy} onClick={() => setConfirm('resign')} data-lifecycle="resign">
              Resign
            </button>
          )}
          <button type="button" disabled={busy} onClick={() => setConfirm('abort')} data-lifecycle="abort">
            Abort the game
          </button>
        </div>
      )}
    </section>
  );
}
