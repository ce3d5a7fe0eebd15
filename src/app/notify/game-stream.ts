import type { Seat } from '../../engine';
import { credentialOf, identify, seatOf, type Credential } from '../callers';
import { loadCurrent } from '../turns';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import { awaits, entriesAfter, isOver, presentEntry, presentView, type GameView, type LoadedGame, type LogEvent } from '../game';
import { movesOf, withHistoryAfter, type LegalMoves } from '../reads';
import { GameWatch } from './wait';

/**
 * What a stream tells its reader, each with the version it reflects (SSE `id:`):
 * - `view`: the reader's view and legal moves (null for a spectator; empty when it is not their turn);
 * - `entry`: one log entry, exactly as `GET /events` shows it to this reader;
 * - `finished`: the game is over; nothing follows.
 */
export type StreamEvent =
  | { readonly kind: 'view'; readonly version: number; readonly view: GameView; readonly legalMoves: LegalMoves | null }
  | { readonly kind: 'entry'; readonly version: number; readonly entry: LogEvent }
  | { readonly kind: 'finished'; readonly version: number; readonly result: GameView['result'] };

export interface StreamOptions {
  /** Resume after this version (SSE `Last-Event-ID`, or `?after=`): the entries after it come first. */
  readonly after?: number;
  /** Ends the stream (the client went away): it then holds no watch, timer or connection. */
  readonly signal: AbortSignal;
}

export interface GameStream {
  /** The version the stream starts from (the current one). */
  readonly version: number;
  /** The game's type (GraphQL tags moves and events with it). */
  readonly type: string;
  readonly events: AsyncGenerator<StreamEvent, void, undefined>;
}

/**
 * Opens a reader's stream of one game. The reader is identified and the resume point checked before
 * anything is streamed, so a bad token or id is an error answer, not a broken stream.
 *
 * Order, for every reader: a fresh stream starts with a `view`; a resumed one with the entries after
 * its resume point, then a `view` (so a reader who lost the view that ended the last connection still
 * learns it is their turn: a view is a snapshot, so receiving one twice is harmless, unlike an entry).
 * Then, as the game moves: every new entry, each exactly once and in order, and after them the
 * reader's new view when it is their turn to act. At the end: the final view (with the result and the
 * revealed seed) to everyone, then `finished`.
 */
export async function openGameStream(deps: AppDeps, id: string, token: string | undefined, options: StreamOptions): Promise<GameStream> {
  if (!GameWatch.possible(deps)) throw new AppError('not-found', 'streams are not enabled on this server');
  // One watch for the stream's whole life, begun before its first read: no change slips between
  // reads, so the stream never reads "just in case". It ends with the stream, or with the signal.
  const credential = await credentialOf(deps, token);
  const watch = new GameWatch(deps, id, options.signal);
  try {
    const loaded = await loadCurrent(deps, id);
    readerIn(loaded, credential);
    const { after } = options;
    if (after !== undefined && after > loaded.match.version) {
      throw new AppError('invalid-request', `cannot resume after version ${after}: the game is at version ${loaded.match.version}`, {
        errors: [{ path: 'Last-Event-ID', message: `at most ${loaded.match.version}` }],
        version: loaded.match.version,
      });
    }
    return { version: loaded.match.version, type: loaded.record.type, events: streamOf(deps, id, watch, loaded, credential, after) };
  } catch (err) {
    watch.stop();
    throw err;
  }
}


function viewEvent(loaded: LoadedGame, seat: Seat | null): StreamEvent {
  return { kind: 'view', version: loaded.match.version, view: presentView(loaded, seat), legalMoves: seat === null ? null : movesOf(loaded, seat) };
}

function* entryEvents(loaded: LoadedGame, seat: Seat | null, after: number): Generator<StreamEvent> {
  for (const h of entriesAfter(loaded, after)) yield { kind: 'entry', version: h.seq, entry: presentEntry(loaded.game, h, seat) };
}

function* ending(loaded: LoadedGame, seat: Seat | null): Generator<StreamEvent> {
  const last = viewEvent(loaded, seat) as Extract<StreamEvent, { kind: 'view' }>;
  yield last;
  yield { kind: 'finished', version: last.version, result: last.view.result };
}

/**
 * The reader's seat in this version (null: a spectator), found again at every version as every read
 * route finds it: a seat reset or left is no longer its old token's (the stream then ends with an
 * `unauthorized` error) nor its old player's (who reads on as a spectator), and a player key that
 * joins or is handed a seat reads as that seat from then on.
 */
const readerIn = (loaded: LoadedGame, credential: Credential): Seat | null => seatOf(identify(loaded, credential));

async function* streamOf(deps: AppDeps, id: string, watch: GameWatch, first: LoadedGame, credential: Credential, after: number | undefined): AsyncGenerator<StreamEvent, void, undefined> {
  try {
    let loaded = first;
    let seat = readerIn(loaded, credential);
    // A game read from a snapshot, or cached, holds only its latest entries: a resume point or the
    // last version sent before them is read from the log, so no entry is ever skipped.
    if (after !== undefined) {
      loaded = await withHistoryAfter(deps, id, loaded, after);
      yield* entryEvents(loaded, seat, after);
    }
    if (isOver(loaded)) return yield* ending(loaded, seat);
    yield viewEvent(loaded, seat);
    for (;;) {
      const sent = loaded.match.version;
      const next = await watch.past(loaded, Infinity);
      if (next === null) return; // the client went away
      loaded = await withHistoryAfter(deps, id, next, sent);
      seat = readerIn(loaded, credential);
      yield* entryEvents(loaded, seat, sent);
      if (isOver(loaded)) return yield* ending(loaded, seat);
      if (awaits(loaded, seat)) yield viewEvent(loaded, seat);
    }
  } finally {
    watch.stop();
  }
}
