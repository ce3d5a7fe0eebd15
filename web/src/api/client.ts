import { createClient, ProblemError, unwrap, type TricktableClient } from '../../../clients/typescript/index';
import { t } from '../i18n';
import type { GameView, LegalMoves, Move, Snapshot } from './types';

export { ProblemError, unwrap };
export type Client = TricktableClient;

/** A client of this server's public API (the same origin), acting with `token` when given. */
export function clientFor(token?: string): Client {
  return createClient({ baseUrl: location.origin, token });
}

/** The reader's legal moves for this view: asked only when it is their turn (empty otherwise). */
export async function movesFor(client: Client, view: GameView): Promise<LegalMoves['moves'] | 'stale'> {
  if (view.status !== 'active' || view.you === null || !view.toAct.includes(view.you)) return [];
  const legal = await unwrap(client.GET('/v1/games/{id}/legal-moves', { params: { path: { id: view.id } } }));
  if (legal.game !== view.game) throw new Error(`legal moves of a ${legal.game} game for a ${view.game} view`);
  // The game moved on between the two reads: the caller reads the view again.
  return legal.version === view.version ? legal.moves : 'stale';
}

/** The view and moves as one game's pair: both carry the same `game` (checked in movesFor). */
const pairOf = (view: GameView, moves: LegalMoves['moves']): Snapshot => ({ game: view.game, view, moves }) as Snapshot;

/** The view and legal moves at one version, read again while the game moves between the two reads. */
export async function snapshotOf(client: Client, view: GameView, reread: () => Promise<GameView>): Promise<Snapshot> {
  for (let attempt = 0; ; attempt++) {
    const moves = await movesFor(client, view);
    if (moves !== 'stale') return pairOf(view, moves);
    if (attempt >= 3) return pairOf(view, []);
    view = await reread();
  }
}

/** Reads the reader's view (a seat token shows that seat's hand; none, the spectator's). */
export function readView(client: Client, id: string): Promise<GameView> {
  return unwrap(client.GET('/v1/games/{id}', { params: { path: { id } }, cache: 'no-store' }));
}

/** One action, applied only at the version the reader saw (If-Match), safe to resend (Idempotency-Key). */
export async function act(client: Client, view: GameView, move: Move): Promise<GameView | undefined> {
  const result = await unwrap(
    client.POST('/v1/games/{id}/actions', {
      params: { path: { id: view.id } },
      body: move,
      headers: { 'if-match': `"${view.version}"`, 'idempotency-key': crypto.randomUUID() },
    }),
  );
  return result.view;
}

/** The human reason of a refusal: the problem's `detail`, as the server wrote it. */
export function reasonOf(err: unknown): string {
  if (err instanceof ProblemError) return err.problem.detail || err.problem.title;
  return err instanceof Error ? t('common.wentWrongWith', { message: err.message }) : t('common.wentWrong');
}
