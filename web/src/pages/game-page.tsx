import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { StreamEntry } from '../../../clients/typescript';
import { act, clientFor, ProblemError, reasonOf } from '../api/client';
import { openLive, type ConnectionState, type LiveGame } from '../api/live';
import { heldPlayer } from '../api/player';
import { seatToShow, type HeldSeat } from '../api/seats';
import type { GameView, Move, Snapshot } from '../api/types';
import { GameTable } from '../games';
import { gamePath, onLinkClick } from '../router';
import { seatNames } from '../table/parts';
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
  const [problem, setProblem] = useState<string>();
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
      onFailure: (err) => setFailure(err instanceof ProblemError && err.code === 'not-found' ? `There is no game ${id}.` : reasonOf(err)),
    });
    live.current = feed;
    return () => feed.close();
  }, [client, token, id]);

  const play = useCallback(
    async (move: Move) => {
      if (!snapshot || busy) return;
      setBusy(true);
      setProblem(undefined);
      try {
        const view = await act(client, snapshot.view, move);
        if (view) await live.current?.accept(view);
      } catch (err) {
        // The human reason the server gave (`detail`); 412 means the game moved on: look again.
        setProblem(err instanceof ProblemError && err.code === 'precondition-failed' ? 'The game moved on before your move arrived: look again.' : reasonOf(err));
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
    if (view) document.title = `${yourTurn ? '● Your turn — ' : ''}${view.type} — Tricktable`;
  }, [view?.type, yourTurn]);
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
        <h1>Game not available</h1>
        <p class="problem" role="alert">
          {failure}
        </p>
        <a href="/play/" onClick={onLinkClick}>
          Back to the lobby
        </a>
      </main>
    );
  }
  if (!view) {
    return (
      <main id="main" class="game-page" tabIndex={-1} aria-busy="true">
        <p>Loading the game…</p>
      </main>
    );
  }

  const seatFree = (s: number) => view.seats[s] !== undefined && !view.seats[s]!.joined;
  const joinSeat = joining !== undefined && seatFree(joining) ? joining : undefined;
  return (
    <main id="main" class="game-page" tabIndex={-1} data-version={view.version} data-status={view.status} data-you={you ?? ''}>
      <Announcer text={yourTurn ? 'Your turn' : view.status === 'finished' ? 'The game is over' : ''} />
      {connection === 'reconnecting' && (
        <p class="connection" role="status">
          Connection lost — reconnecting…
        </p>
      )}
      {you === null && (
        <p class="watching" role="status">
          You are watching this game{held === undefined && view.status === 'waiting' ? ': take a free seat to play.' : '.'}
        </p>
      )}
      {joining !== undefined && joinSeat === undefined && view.status === 'waiting' && (
        <p class="problem" role="alert">
          Seat {joining + 1} is taken already.
        </p>
      )}
      {joinSeat !== undefined && held === undefined && <JoinPanel view={view} seat={joinSeat} onJoined={joined} />}
      {view.status === 'waiting' && <SeatsPanel view={view} you={you} canJoin={held === undefined && joinSeat === undefined} onJoin={setJoining} />}
      {problem && (
        <p class="problem" role="alert" data-testid="problem">
          {problem}
        </p>
      )}
      {(view.status === 'finished' || view.status === 'aborted') && <ResultPanel view={view} names={names} />}
      <GameTable snapshot={snapshot!} you={you} names={names} act={play} busy={busy} />
      <LifecyclePanel view={view} client={client} player={player} onView={(next: GameView) => void live.current?.accept(next)} onProblem={setProblem} />
      <RecentMoves entries={entries} names={names} />
      {view.status === 'finished' && <DealCheck view={view} names={names} client={client} />}
    </main>
  );
}
