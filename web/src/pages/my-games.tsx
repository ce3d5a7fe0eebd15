import { list, t, tn } from '../i18n';
import { gameTitle } from './game-title';
import { useEffect, useState } from 'preact/hooks';
import type { Schemas } from '../../../clients/typescript/index';
import { clientFor, reasonOf, unwrap } from '../api/client';
import type { HeldPlayer } from '../api/player';
import { gamePath, onLinkClick } from '../router';
import { ProblemAlert } from './problem-alert';

type MyGame = Schemas['MyGame'];

/**
 * While the lobby is open and visible, "my games" is a long-poll (`Prefer: wait` with the page's
 * ETag): the server answers when the list changes — a game became yours to act, a seat was taken —
 * or with 304 after this long, and the page asks again at once.
 */
const WAIT_S = 50;
/** After a failed read (offline, the server restarting): asked again this much later. */
const RETRY_MS = 4000;

function standing(game: MyGame): string {
  if (!game.joined) return t('mine.rematchKept');
  if (game.yourTurn) return t('held.yourTurn');
  if (game.status === 'waiting') return t('held.waiting', { joined: game.players.filter((p) => p.name !== null).length, seats: game.players.length });
  if (game.status === 'finished') return t('held.finished');
  if (game.status === 'aborted') return t('mine.aborted');
  return t('mine.waitingOthers');
}

/** "Bob, Cy and 1 free seat": the others at the table. */
function withWhom(game: MyGame): string {
  const others = game.players.filter((p) => p.seat !== game.seat);
  const names = others.flatMap((p) => (p.name === null ? [] : [p.name]));
  const free = others.length - names.length;
  return list([...names, ...(free > 0 ? [tn('mine.freeSeats', free)] : [])]);
}


/** The player's games from the server (`GET /v1/me/games`, most urgent first): any device's. */
export function MyGames({ player }: { player: HeldPlayer }) {
  const [games, setGames] = useState<MyGame[]>();
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    const client = clientFor(player.key);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let waiting: AbortController | undefined;
    let etag: string | undefined;
    let stopped = false;
    const read = async () => {
      clearTimeout(timer);
      waiting?.abort();
      if (stopped || document.visibilityState === 'hidden') return;
      const mine = (waiting = new AbortController());
      try {
        const asked = etag !== undefined;
        const call = client.GET('/v1/me/games', {
          params: { query: { limit: 20 } },
          cache: 'no-store',
          signal: mine.signal,
          headers: asked ? { 'if-none-match': etag, prefer: `wait=${WAIT_S}` } : {},
        });
        const { response } = await call;
        // A server that did not wait (no Preference-Applied) is asked again later, not at once.
        const next = asked && !response.headers.has('preference-applied') ? RETRY_MS : 0;
        if (response.status !== 304) {
          const page = await unwrap(call);
          if (mine.signal.aborted) return;
          setGames(page.games);
          etag = response.headers.get('etag') ?? undefined;
        }
        setProblem(undefined);
        if (!mine.signal.aborted) timer = setTimeout(read, next);
      } catch (err) {
        if (mine.signal.aborted) return; // stopped, hidden, or a newer read took over
        setProblem(reasonOf(err));
        etag = undefined;
        timer = setTimeout(read, RETRY_MS);
      }
    };
    void read();
    document.addEventListener('visibilitychange', read);
    return () => {
      stopped = true;
      clearTimeout(timer);
      waiting?.abort();
      document.removeEventListener('visibilitychange', read);
    };
  }, [player.key]);
  return (
    <section class="my-games" aria-labelledby="my-games-heading">
      <h2 id="my-games-heading">{t('mine.heading')}</h2>
      <ProblemAlert problem={problem} />
      {games === undefined ? (
        !problem && <p class="muted">{t('common.loading')}</p>
      ) : games.length === 0 ? (
        <p class="muted">{t('common.none')}</p>
      ) : (
        <ul class="plain-list">
          {games.map((g) => (
            <li key={g.id} data-game={g.id} data-your-turn={g.yourTurn ? 'true' : 'false'} class={g.yourTurn ? 'is-your-turn' : undefined}>
              <a href={gamePath(g.id, g.seat)} onClick={onLinkClick}>
                {t('mine.with', { game: gameTitle(g.type), whom: withWhom(g) })}
              </a>{' '}
              <span class={g.yourTurn ? 'badge badge-turn' : 'muted small'}>{standing(g)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
