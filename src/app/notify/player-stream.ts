import type { LogEntry, PlayerGameVersion, StoredGame } from '../../store';
import { loadCurrent } from '../turns';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import { extend, fromStored, isOver, loadedGame, type HistoryEntry, type LoadedGame } from '../game';
import { listMyGamesOf, playersOf, requirePlayer, type MyGame } from '../players';
import { meEventsOf, type MeEvent } from '../projections';
import { withHistoryAfter } from '../reads';
import { decodePlayerCursor, encodePlayerCursor } from './player-cursor';
import { PlayerWatch } from './player-watch';

/**
 * What a player's stream tells them, each with the stream position after it (SSE `id:`):
 * - `ready`: first on a new stream, the games awaiting you now (as `GET /v1/me/games?turn=mine`);
 * - `event`: a MeEvent (turn-started, game-started, game-finished, rematch-offered) of one of
 *   your games, each exactly once, in the order the entries were written.
 */
export type PlayerStreamEvent =
  | { readonly kind: 'ready'; readonly cursor: string; readonly games: readonly MyGame[] }
  | { readonly kind: 'event'; readonly cursor: string; readonly event: MeEvent };

export interface PlayerStreamOptions {
  /** Resume after this position (SSE `Last-Event-ID`, or `?after=`): the events after it come first. */
  readonly after?: string;
  /** Ends the stream (the client went away): it then holds no watch, timer or connection. */
  readonly signal: AbortSignal;
}

/** The games awaiting you listed in `ready` (the first page of `turn=mine`). */
const READY_LIMIT = 100;

const going = (status: PlayerGameVersion['status']) => status === 'waiting' || status === 'active';

/** One game as the stream follows it: the position delivered through, and the game replayed there. */
interface Followed {
  version: number;
  done: number;
  /** Over at `version`: left out of the cursor. */
  over: boolean;
  /** Entries written at or before this time count as delivered (a finished game missing from a resumed cursor). */
  seenUntil: string | null;
  /** The game at `version`, without history (the next entries replay onto it); null: replay from the start. */
  at: LoadedGame | null;
}

interface Step {
  readonly gameId: string;
  readonly entry: HistoryEntry;
  readonly events: readonly MeEvent[];
  readonly over: boolean;
}

const logEntryOf = (h: HistoryEntry): LogEntry => ({ seq: h.seq, kind: h.kind, seat: h.seat, payload: h.payload, idempotencyKey: h.idempotencyKey, requestHash: h.requestHash, createdAt: h.at });
const bare = (l: LoadedGame): LoadedGame => loadedGame(l.record, l.game, l.random, l.match, [], l.turnStarts, l.banks, l.leaves, l.match);

/**
 * Opens a player's stream of all their games. The key and the resume point are checked before
 * anything is streamed (an error answer, not a broken stream). The watch on the player's hints
 * begins before the first read, so no change slips between reads.
 */
export async function openPlayerStream(deps: AppDeps, token: string | undefined, options: PlayerStreamOptions): Promise<{ readonly events: AsyncGenerator<PlayerStreamEvent, void, undefined> }> {
  const player = await requirePlayer(deps, token);
  if (!PlayerWatch.possible(deps)) throw new AppError('not-found', 'streams are not enabled on this server');
  const resume = options.after === undefined ? null : decodePlayerCursor(options.after, 'Last-Event-ID');
  const watch = new PlayerWatch(deps, player.id, options.signal);
  try {
    const rows = await playersOf(deps).playerGameVersions(player.id);
    const followed = new Map<string, Followed>();
    let t = resume?.t ?? new Date(0).toISOString();
    let ready: PlayerStreamEvent | null = null;
    if (!resume) {
      // A new stream starts from now: every game where it stands, and `ready` says what awaits you.
      for (const r of rows) {
        followed.set(r.gameId, { version: r.version, done: 0, over: !going(r.status), seenUntil: null, at: null });
        if (r.updatedAt > t) t = r.updatedAt;
      }
      const page = await listMyGamesOf(deps, player, { turn: 'mine', limit: READY_LIMIT });
      ready = { kind: 'ready', cursor: encodePlayerCursor({ t, games: positions(followed) }), games: page.games };
    } else {
      for (const [id, p] of resume.games) followed.set(id, { version: p.version, done: p.done, over: false, seenUntil: null, at: null });
      for (const r of rows) {
        if (followed.has(r.gameId)) continue;
        // Missing: new to the reader if it is going; over, delivered up to `t` (later entries: a rematch offer).
        if (going(r.status)) followed.set(r.gameId, { version: 0, done: 0, over: false, seenUntil: null, at: null });
        else if (r.updatedAt > resume.t) followed.set(r.gameId, { version: 0, done: 0, over: true, seenUntil: resume.t, at: null });
        else followed.set(r.gameId, { version: r.version, done: 0, over: true, seenUntil: null, at: null });
      }
    }
    return { events: streamOf(deps, player.id, watch, followed, t, rows, ready) };
  } catch (err) {
    watch.stop();
    throw err;
  }
}

const positions = (followed: ReadonlyMap<string, Followed>) =>
  new Map([...followed].filter(([, f]) => !f.over).map(([id, f]) => [id, { version: f.version, done: f.done }] as const));

async function* streamOf(
  deps: AppDeps,
  playerId: string,
  watch: PlayerWatch,
  followed: Map<string, Followed>,
  start: string,
  first: readonly PlayerGameVersion[],
  ready: PlayerStreamEvent | null,
): AsyncGenerator<PlayerStreamEvent, void, undefined> {
  let t = start;
  const cursor = () => encodePlayerCursor({ t, games: positions(followed) });
  try {
    if (ready) yield ready;
    let rows = first;
    for (;;) {
      const steps = await newSteps(deps, playerId, followed, rows);
      for (const step of steps) {
        const f = followed.get(step.gameId)!;
        const from = step.entry.seq === f.version + 1 ? f.done : 0;
        for (let i = from; i < step.events.length; i++) {
          const last = i === step.events.length - 1;
          if (last) finish(f, step);
          else f.done = i + 1;
          if (last && step.entry.at > t) t = step.entry.at;
          yield { kind: 'event', cursor: cursor(), event: step.events[i]! };
        }
        if (from >= step.events.length) {
          finish(f, step);
          if (step.entry.at > t) t = step.entry.at;
        }
      }
      if ((await watch.next(Infinity)) !== 'rang') return; // the client went away
      rows = await playersOf(deps).playerGameVersions(playerId);
    }
  } finally {
    watch.stop();
  }
}

function finish(f: Followed, step: Step): void {
  f.version = step.entry.seq;
  f.done = 0;
  f.over = step.over;
}

/**
 * The entries of the player's games past where the stream stands, with the events each brings the
 * player, in the order they were written across games (entry time, then game, then version). A game
 * whose rows are gone (the seat reset away) is no longer followed.
 */
async function newSteps(deps: AppDeps, playerId: string, followed: Map<string, Followed>, rows: readonly PlayerGameVersion[]): Promise<Step[]> {
  const current = new Set(rows.map((r) => r.gameId));
  for (const id of [...followed.keys()]) if (!current.has(id)) followed.delete(id);
  const steps: Step[] = [];
  for (const r of rows) {
    let f = followed.get(r.gameId);
    if (!f) followed.set(r.gameId, (f = { version: 0, done: 0, over: false, seenUntil: null, at: null })); // a game you just entered
    if (r.version <= f.version) continue;
    steps.push(...(await gameSteps(deps, playerId, r.gameId, f)));
  }
  return steps.sort((a, b) => (a.entry.at < b.entry.at ? -1 : a.entry.at > b.entry.at ? 1 : a.gameId < b.gameId ? -1 : a.gameId > b.gameId ? 1 : a.entry.seq - b.entry.seq));
}

/** One game's entries after `f.version`, each replayed from the game before it (the events need both sides). */
async function gameSteps(deps: AppDeps, playerId: string, gameId: string, f: Followed): Promise<Step[]> {
  const loaded = await loadCurrent(deps, gameId);
  // Replay from where the stream holds the game, else from the start (once per game and stream).
  let game = f.at && f.at.match.version === f.version ? f.at : fromStored({ ...loaded.record, log: [] } as StoredGame);
  const full = await withHistoryAfter(deps, gameId, loaded, game.match.version);
  const steps: Step[] = [];
  for (const entry of full.history) {
    if (entry.seq <= game.match.version) continue;
    const next = extend(bare(game), [logEntryOf(entry)]);
    if (entry.seq > f.version) {
      const seen = f.seenUntil !== null && entry.at <= f.seenUntil;
      steps.push({ gameId, entry, events: seen ? [] : meEventsOf({ before: game, after: next, entry }, playerId), over: isOver(next) });
    }
    game = next;
  }
  f.at = bare(game);
  return steps;
}
