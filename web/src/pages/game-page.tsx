import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { StreamEntry } from '../../../clients/typescript/index';
import { act, clientFor, ProblemError, reasonOf, unwrap } from '../api/client';
import { openLive, type ConnectionState, type LiveGame } from '../api/live';
import { pendingJoinName } from '../api/join';
import { heldPlayer } from '../api/player';
import { seatToShow, type HeldSeat } from '../api/seats';
import type { GameView, Move, Snapshot } from '../api/types';
import { GameTable } from '../games';
import { t } from '../i18n';
import { gamePath, onLinkClick } from '../router';
import { RuleLink, seatNames } from '../table/parts';
import { refusalFor, WhyNotContext, type MoveRefusal, type WhyNot } from '../table/why-not';
import { gameTitle } from './game-title';
import { DealCheck } from './deal-check';
import { JoinPanel } from './join-panel';
import { LifecyclePanel } from './lifecycle-panel';
import { RecentMoves } from './recent-moves';
import { ResultPanel } from './result-panel';
import { SeatsPanel } from './seats-panel';

/** Says a change out loud once (screen readers): a new turn, a refusal. */
function Announcer({ text }: { text: string }) {
  return (
    <p class="visually-hidden" aria-live="polite" data-testid="announcer">
      {text}
    </p>
  );
}

/** A refusal as the table shows it: the server's reason, and the rule it cites (linked to its paragraph). */
function problemOf(err: unknown): { text: string; rule?: string } {
  // 412: the game moved on between the view and the move: look again.
  if (err instanceof ProblemError && err.code === 'precondition-failed') return { text: t('page.movedOn') };
  return { text: reasonOf(err), rule: err instanceof ProblemError ? err.rule : undefined };
}

/**
 * One game, as this browser sees it: as the seat it holds (or the link names), else as a spectator
 * with a way to join. Every update comes through `openLive`; every move goes through the public API.
 */
export function GamePage({ id, seat }: { id: string; seat?: number }) {
  const [held, setHeld] = useState<HeldSeat | undefined>(() => seatToShow(id, seat));
  // The seat token this browser holds, else the player's key (which reads and acts for the player's
  // seat, from any device), else none: a spectator.
  const player = useMemo(heldPlayer, []);
  const token = held?.token ?? player?.key;
  const client = useMemo(() => clientFor(token), [token]);
  const [entries, setEntries] = useState<StreamEntry[]>([]);
  const [snapshot, setSnapshot] = useState<Snapshot>();
  const [connection, setConnection] = useState<ConnectionState>('live');
  const [failure, setFailure] = useState<string>();
  const [problem, setProblem] = useState<{ text: string; rule?: string }>();
  const [why, setWhy] = useState<{ version: number; refusals?: readonly MoveRefusal[]; shown?: string }>();
  const refocus = useRef(false);
  const [busy, setBusy] = useState(false);
  const [joining, setJoining] = useState<number | undefined>(seat !== undefined && !held ? seat : undefined);
  const live = useRef<LiveGame | undefined>(undefined);

  useEffect(() => {
    setEntries([]);
    const feed = openLive({
      gameId: id,
      client,
      token,
      onSnapshot: setSnapshot,
      onEntry: (entry) => setEntries((list) => [...list, entry]),
      onConnection: setConnection,
      onFailure: (err) => setFailure(err instanceof ProblemError && err.code === 'not-found' ? t('page.noGame', { id }) : reasonOf(err)),
    });
    live.current = feed;
    return () => feed.close();
  }, [client, token, id]);

  const play = useCallback(
    async (move: Move) => {
      if (!snapshot || busy) return;
      setBusy(true);
      setProblem(undefined);
      refocus.current = true;
      try {
        const view = await act(client, snapshot.view, move);
        if (view) await live.current?.accept(view);
      } catch (err) {
        // The human reason the server gave (`detail`); 412 means the game moved on: look again.
        setProblem(problemOf(err));
        live.current?.refresh();
      } finally {
        setBusy(false);
      }
    },
    [client, snapshot, busy],
  );

  const view = snapshot?.view;
  const names = view ? seatNames(view.seats) : [];
  const you = view?.you ?? null;
  const yourTurn = view !== undefined && you !== null && view.status === 'active' && view.toAct.includes(you);
  useEffect(() => {
    if (view) document.title = t(yourTurn ? 'page.yourTurnTitle' : 'page.gameTitle', { game: gameTitle(view.type) });
  }, [view?.type, yourTurn]);
  // After a move the card played is gone: focus stays in the hand (its first playable card, else
  // the hand itself), never falls to the page (issue 30, item 8).
  useEffect(() => {
    if (!refocus.current || busy) return;
    const active = document.activeElement;
    if (active && active !== document.body && document.contains(active)) return;
    refocus.current = false;
    const target = document.querySelector<HTMLElement>('.mine .hand button.card-legal:not(:disabled)') ?? document.querySelector<HTMLElement>('.mine .controls button:not(:disabled)') ?? document.querySelector<HTMLElement>('.mine .hand, .mine .hand-empty');
    target?.focus();
  }, [view?.version, busy]);
  // Why a greyed card is refused: asked of the server once per version, on the first click, hover or focus.
  const whyNot: WhyNot | undefined = view && yourTurn
    ? {
        shown: why?.version === view.version ? why.shown : undefined,
        refusalOf(card) {
          if (why?.version !== view.version || !why.refusals) return 'pending';
          return refusalFor(why.refusals, card, snapshot!.moves.map((m) => m.type));
        },
        show(card) {
          const version = view.version;
          if (why?.version === version) {
            if (why.shown !== card) setWhy({ ...why, shown: card });
            return;
          }
          setWhy({ version, shown: card });
          unwrap(client.GET('/v1/games/{id}/legal-moves', { params: { path: { id }, query: { explain: '1' } }, cache: 'no-store' }))
            .then((answer) => setWhy((w) => (w?.version === version && answer.version === version ? { ...w, refusals: answer.refusals ?? [] } : w)))
            .catch(() => setWhy((w) => (w?.version === version ? { ...w, refusals: [] } : w)));
        },
      }
    : undefined;
  // A refusal belongs to the position it was made in: a new version clears it.
  useEffect(() => setProblem(undefined), [view?.version]);

  const joined = (next: HeldSeat) => {
    history.replaceState(null, '', gamePath(id, next.seat));
    setJoining(undefined);
    setHeld(next);
  };

  if (failure) {
    return (
      <main id="main" class="game-page" tabIndex={-1}>
        <h1>{t('page.notAvailable')}</h1>
        <p class="problem" role="alert">
          {failure}
        </p>
        <a href="/play/" onClick={onLinkClick}>
          {t('page.backToLobby')}
        </a>
      </main>
    );
  }
  if (!view) {
    return (
      <main id="main" class="game-page" tabIndex={-1} aria-busy="true">
        <p>{t('page.loadingGame')}</p>
      </main>
    );
  }

  const seatFree = (s: number) => view.seats[s] !== undefined && !view.seats[s]!.joined;
  // A seat this browser asked for and got no answer about (api/join.ts) may be taken by that very
  // join: the form stays, and sending it again gets the seat back if it was ours.
  const unanswered = joining !== undefined && held === undefined && pendingJoinName(id, joining) !== undefined;
  const joinSeat = joining !== undefined && (seatFree(joining) || unanswered) ? joining : undefined;
  return (
    <main id="main" class="game-page" tabIndex={-1} data-version={view.version} data-status={view.status} data-you={you ?? ''}>
      <Announcer text={yourTurn ? t('announce.yourTurn') : view.status === 'finished' ? t('announce.over') : ''} />
      {connection === 'reconnecting' && (
        <p class="connection" role="status">
          {t('page.reconnecting')}
        </p>
      )}
      {you === null && (
        <p class="watching" role="status">
          {held === undefined && view.status === 'waiting' ? t('page.watchingJoin') : t('page.watching')}
        </p>
      )}
      {joining !== undefined && joinSeat === undefined && view.status === 'waiting' && (
        <p class="problem" role="alert">
          {t('page.seatTaken', { n: joining + 1 })}
        </p>
      )}
      {joinSeat !== undefined && held === undefined && <JoinPanel view={view} seat={joinSeat} onJoined={joined} />}
      {view.status === 'waiting' && <SeatsPanel view={view} you={you} canJoin={held === undefined && joinSeat === undefined} onJoin={setJoining} />}
      {problem && (
        <p class="problem" role="alert" data-testid="problem" data-rule={problem.rule}>
          {problem.text}
          {problem.rule && <RuleLink rule={problem.rule} />}
        </p>
      )}
      {(view.status === 'finished' || view.status === 'aborted') && <ResultPanel view={view} names={names} />}
      <WhyNotContext.Provider value={whyNot}>
        <GameTable snapshot={snapshot!} you={you} names={names} act={play} busy={busy} />
      </WhyNotContext.Provider>
      <LifecyclePanel view={view} client={client} player={player} names={names} onView={(next: GameView) => void live.current?.accept(next)} onProblem={(err) => setProblem(err === undefined ? undefined : problemOf(err))} />
      <RecentMoves entries={entries} names={names} />
      {view.status === 'finished' && <DealCheck view={view} names={names} client={client} />}
    </main>
  );
}
