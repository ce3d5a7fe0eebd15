import type { HistoryEntry, LoadedGame } from '../game';
import { arrayBytes, heapBytes } from './heap-estimate';

/** What a game costs besides the data counted: its deal stream (keyed hash state and buffers, the
 * closures around them), the cache's map entry. */
const PER_GAME_BYTES = 8 * 1024;
/**
 * What a count of the data misses (spare capacity of arrays grown by push, of objects' in-object
 * fields, numbers boxed in fields). Fitted (issue 29) so that the estimate is never below the heap
 * measured on any game type, at 8 to 10,000 entries, 40 to 200 games at once, with room for the
 * measurement's own noise (±5 % run to run): the lowest seen is 1.1×, the highest 1.65× (Tanni,
 * whose score sheet the count overstates). game-cache.test.ts holds it between 1× and 2×.
 */
const SLACK = 1.3;

/**
 * A game's count, piece by piece, with the pieces it was made of: the next version of the game shares
 * most of them (by reference), so its count takes those pieces' bytes as they are and counts only the
 * pieces that changed, and of the history only the entries added and cut off (`countGame`). The
 * pieces are counted apart (each with its own set of what it reached): measured on every game type,
 * they share nothing large, so this gives the same figure as one count of the whole game.
 */
export interface GameCount {
  readonly of: LoadedGame;
  readonly record: number;
  readonly match: number;
  readonly origin: number;
  readonly turnStarts: number;
  readonly banks: number;
  readonly leaves: number;
  /** The history's entries, without the array's own bytes (those follow its length). */
  readonly entries: number;
  /** The estimate: PER_GAME_BYTES and SLACK on the data. */
  readonly bytes: number;
}

/** `loaded`'s count, reusing what `before` (an earlier count of the same game, usually the version
 * `loaded` was made from) counted of the pieces they share. Without `before`: every piece is counted. */
export function countGame(loaded: LoadedGame, before?: GameCount): GameCount {
  const was = before?.of;
  const same = <K extends keyof LoadedGame>(key: K) => was !== undefined && was[key] === loaded[key];
  const piece = <K extends 'record' | 'match' | 'turnStarts' | 'banks' | 'leaves'>(key: K): number => (same(key) ? before![key] : heapBytes(loaded[key]));
  const match = piece('match');
  // The origin is the match itself in a game just restored from a snapshot: one object, counted once.
  const { origin: at } = loaded;
  const origin = at === null || at === loaded.match ? 0 : same('origin') && was!.origin !== was!.match ? before!.origin : heapBytes(at);
  const record = piece('record');
  const turnStarts = piece('turnStarts');
  const banks = piece('banks');
  const leaves = piece('leaves');
  const entries = before ? entriesAfter(before.of.history, before.entries, loaded.history) : entryBytes(loaded.history, 0, loaded.history.length);
  const data = record + match + origin + turnStarts + banks + leaves + arrayBytes(loaded.history.length) + entries;
  return { of: loaded, record, match, origin, turnStarts, banks, leaves, entries, bytes: Math.round(PER_GAME_BYTES + SLACK * data) };
}

/** A game's estimated heap, as the cache counts it: its data, not the game's rules (shared). */
export const estimateBytes = (loaded: LoadedGame): number => countGame(loaded).bytes;

/**
 * The bytes of `history`'s entries, from those of `held` (`heldBytes`): when `history` is `held` with
 * entries added at its end (an extend, a commit) and possibly some cut off its start (the cache's cut),
 * only those are counted. Entries are immutable and each seq is one entry, so the two arrays share
 * their middle when both its ends are the same objects; anything else is counted afresh.
 */
function entriesAfter(held: readonly HistoryEntry[], heldBytes: number, history: readonly HistoryEntry[]): number {
  if (held === history) return heldBytes;
  if (held.length === 0 || history.length === 0) return entryBytes(history, 0, history.length);
  const cut = history[0]!.seq - held[0]!.seq; // entries of `held` no longer in `history`
  const kept = held.length - cut; // entries of `held` still at the start of `history`
  if (cut < 0 || kept <= 0 || kept > history.length || history[0] !== held[cut] || history[kept - 1] !== held.at(-1)) {
    return entryBytes(history, 0, history.length);
  }
  return heldBytes - entryBytes(held, 0, cut) + entryBytes(history, kept, history.length);
}

/** Each of `entries[from..to)` counted on its own (an entry's size is remembered: heap-estimate.ts),
 * as they are added and cut off the history one by one. */
function entryBytes(entries: readonly HistoryEntry[], from: number, to: number): number {
  let bytes = 0;
  for (let i = from; i < to; i++) bytes += heapBytes(entries[i]);
  return bytes;
}
