import { useEffect, useState } from 'preact/hooks';
import { clientFor, reasonOf, unwrap, type Client } from '../api/client';
import { joinGame } from '../api/join';
import type { HeldPlayer } from '../api/player';
import { heldGame, holdAdmin, holdSeat, seatToShow } from '../api/seats';
import type { GameView } from '../api/types';
import { t, type MessageKey } from '../i18n';
import { gamePath, navigate, onLinkClick } from '../router';

type Step = 'resign' | 'abort';

const CONFIRM: Record<Step, { question: MessageKey; yes: MessageKey }> = {
  resign: { question: 'life.resignQ', yes: 'life.resignYes' },
  abort: { question: 'life.abortQ', yes: 'life.abortYes' },
};

/** Joins the rematch's seat kept for this reader: with the player key, or with the seat's invite. */
async function joinRematch(view: GameView, client: Client, player: HeldPlayer | undefined): Promise<void> {
  const rematch = await unwrap(client.POST('/v1/games/{id}/rematch', { params: { path: { id: view.id } }, headers: { 'idempotency-key': crypto.randomUUID() } }));
  // The rematch is managed by the same admin token (README): hold it for the new game too.
  const adminToken = heldGame(view.id)?.adminToken;
  if (adminToken) holdAdmin(rematch.id, rematch.type, adminToken);
  const held = seatToShow(rematch.id, undefined);
  if (held) return navigate(gamePath(rematch.id, held.seat));
  const joined = await joinGame(clientFor(rematch.invite ?? player?.key), rematch.id, {});
  holdSeat(rematch.id, rematch.type, { seat: joined.seat, token: joined.token!, name: joined.name }); // a person's join: it has a token
  navigate(gamePath(rematch.id, joined.seat));
}

/** Who offered the rematch: the seat of the log's `rematch` entry (the last one once it exists). */
function useRematchOfferer(client: Client, view: GameView): number | null | undefined {
  const [by, setBy] = useState<number | null>();
  useEffect(() => {
    if (!view.rematch) return;
    unwrap(client.GET('/v1/games/{id}/events', { params: { path: { id: view.id }, query: { after: Math.max(0, view.version - 1), limit: 1 } } }))
      .then((page) => setBy(page.events.find((e) => e.kind === 'rematch')?.seat ?? null))
      .catch(() => setBy(null));
  }, [view.rematch, view.version]);
  return by;
}

/**
 * The game's lifecycle for a seat: resign or abort while it is played (each asked twice), and once
 * it is over, offer a rematch or accept the one offered (saying who offers it). A refusal shows the server's reason.
 * Abort is offered only where the server takes it (issue 26, item 7): a seat before the deal; after
 * it only the game's admin, so only a browser that holds the admin token (it created the game), which
 * then aborts with that token.
 */
export function LifecyclePanel({ view, client, player, names, onView, onProblem }: { view: GameView; client: Client; player: HeldPlayer | undefined; names: readonly string[]; onView: (view: GameView) => void; onProblem: (problem: unknown) => void }) {
  const [confirm, setConfirm] = useState<Step>();
  const [busy, setBusy] = useState(false);
  const offerer = useRematchOfferer(client, view);
  if (view.you === null) return null;
  const over = view.status === 'finished' || view.status === 'aborted';
  const dealt = view.status !== 'waiting';
  const adminToken = heldGame(view.id)?.adminToken;
  const mayAbort = !dealt || adminToken !== undefined;
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    onProblem(undefined);
    try {
      await work();
    } catch (err) {
      onProblem(err);
    } finally {
      setBusy(false);
      setConfirm(undefined);
    }
  };
  const entry = (step: Step) =>
    run(async () => {
      const path = step === 'resign' ? '/v1/games/{id}/resign' : '/v1/games/{id}/abort';
      // After the deal a seat's abort is refused (409 game-started): the admin's token aborts.
      const asAdmin = step === 'abort' && dealt && adminToken !== undefined;
      const done = await unwrap((asAdmin ? clientFor(adminToken) : client).POST(path, { params: { path: { id: view.id } }, headers: { 'idempotency-key': crypto.randomUUID() } }));
      // The admin's answer holds the spectator's view: the seat's own comes by the stream.
      if (done.view && !asAdmin) onView(done.view);
    });
  const heldRematch = view.rematch ? seatToShow(view.rematch, undefined) : undefined;
  const offeredByOther = view.rematch && offerer !== view.you;
  return (
    <section class="lifecycle" aria-labelledby="lifecycle-heading">
      <h2 id="lifecycle-heading" class="visually-hidden">
        {t('life.heading')}
      </h2>
      {confirm ? (
        <div class="controls" role="group" aria-label={t('life.confirm')}>
          <span>{t(CONFIRM[confirm].question)}</span>
          <button type="button" class="is-danger" disabled={busy} onClick={() => entry(confirm)} data-lifecycle={`${confirm}-yes`}>
            {t(CONFIRM[confirm].yes)}
          </button>
          <button type="button" disabled={busy} onClick={() => setConfirm(undefined)}>
            {t('life.no')}
          </button>
        </div>
      ) : over ? (
        <div class={`controls${offeredByOther ? ' rematch-banner' : ''}`} role="group" aria-label={t('life.after')}>
          {offeredByOther && (
            <strong class="rematch-offer" data-testid="rematch-offer">
              {offerer === null || offerer === undefined ? t('life.offeredSomeone') : t('life.offered', { name: names[offerer] ?? '' })}
            </strong>
          )}
          {heldRematch ? (
            <a class="button-link is-primary" href={gamePath(view.rematch!, heldRematch.seat)} onClick={onLinkClick}>
              {t('life.goRematch')}
            </a>
          ) : (
            <button type="button" class="move-button is-primary" disabled={busy} onClick={() => run(() => joinRematch(view, client, player))} data-lifecycle="rematch">
              {view.rematch ? t('life.accept') : t('life.offer')}
            </button>
          )}
        </div>
      ) : (
        <div class="controls" role="group" aria-label={t('life.resignOrAbort')}>
          {view.status === 'active' && (
            <button type="button" disabled={busy} onClick={() => setConfirm('resign')} data-lifecycle="resign">
              {t('life.resign')}
            </button>
          )}
          {mayAbort && (
            <button type="button" disabled={busy} onClick={() => setConfirm('abort')} data-lifecycle="abort">
              {t('life.abort')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
