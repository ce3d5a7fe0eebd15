import { noLeave, restoreMatch, type AnyGame, type LeaveSpan, type Match, type MatchParts } from '../../engine';
import type { NewSnapshot, StoredSnapshot } from '../../store';
import type { LoadedGame } from '../game';

/**
 * The snapshot format: the replayed match (seats, entropy, started, version, the game's state) and each
 * seat's turn start, as JSON. Bump SNAPSHOT_FORMAT whenever that content changes meaning — the
 * Match shape, the turn starts, or any game's state shape (a field added, renamed or read
 * differently): snapshots of another format are never read, so the bump is all a change needs.
 * Format 2: the match's holders (players), ending (resigned, aborted) and rematch link (issue 14).
 * `banks` (issue 27) came later within format 2: only a bank-clock game has them, and no such game
 * existed before, so a format-2 snapshot without them is of a game whose clock carries nothing.
 * `leaves` (issue 27 item 2) likewise: written only when a seat has leave; absent, no seat has any
 * (no game had leave entries before them).
 */
export const SNAPSHOT_FORMAT = 2;

interface Content extends MatchParts {
  readonly turnStarts: readonly (string | null)[];
  /** A bank clock's milliseconds per seat (LoadedGame.banks); absent for other clocks. */
  readonly banks?: readonly number[];
  /** Each seat's leave spans (LoadedGame.leaves); absent when no seat has any. */
  readonly leaves?: readonly (readonly LeaveSpan[])[];
}

const isSpan = (s: unknown): s is LeaveSpan => {
  const o = s as Partial<LeaveSpan> | null;
  return typeof o === 'object' && o !== null && typeof o.id === 'string' && typeof o.from === 'string' && typeof o.until === 'string';
};

/** The ruleset version a game replays under: its record's, or 1 for records from before versions. */
export const rulesetVersionOf = (record: object): number => {
  const version = (record as { rulesetVersion?: unknown }).rulesetVersion;
  return typeof version === 'number' ? version : 1;
};

/** Integrity check of a snapshot row: SHA-256 over everything it claims (WebCrypto, native in
 * Node and Workers). A row changed in any way, or moved to another game or version, fails it. */
async function digestOf(gameId: string, format: number, rulesetVersion: number, seq: number, data: string): Promise<string> {
  const bytes = new TextEncoder().encode(`tricktable/snapshot\n${gameId}\n${format}\n${rulesetVersion}\n${seq}\n${data}`);
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  let hex = '';
  for (const b of hash) hex += b.toString(16).padStart(2, '0');
  return hex;
}

export async function encodeSnapshot(loaded: LoadedGame, createdAt: string): Promise<NewSnapshot> {
  const { match } = loaded;
  const content: Content = {
    seats: match.seats,
    holders: match.holders,
    entropy: match.entropy,
    started: match.started,
    version: match.version,
    state: match.state,
    ending: match.ending,
    rematch: match.rematch,
    turnStarts: loaded.turnStarts,
    ...(loaded.banks === null ? {} : { banks: loaded.banks }),
    ...(loaded.leaves.every((l) => l.length === 0) ? {} : { leaves: loaded.leaves }),
  };
  const data = JSON.stringify(content);
  const rulesetVersion = rulesetVersionOf(loaded.record);
  const digest = await digestOf(loaded.record.id, SNAPSHOT_FORMAT, rulesetVersion, match.version, data);
  return { gameId: loaded.record.id, format: SNAPSHOT_FORMAT, rulesetVersion, seq: match.version, data, digest, createdAt };
}

/**
 * The match and turn starts a stored snapshot holds, or null when it must be ignored: of another
 * format or ruleset version, past the log's version (stale), failing its digest, or not the shape
 * written. Correctness never depends on a snapshot: a null means the log is replayed instead.
 */
export async function decodeSnapshot(record: LoadedGame['record'], game: AnyGame, snapshot: StoredSnapshot): Promise<{ match: Match; turnStarts: (string | null)[]; banks: number[] | null; leaves: (readonly LeaveSpan[])[] } | null> {
  if (snapshot.format !== SNAPSHOT_FORMAT || snapshot.rulesetVersion !== rulesetVersionOf(record)) return null;
  if (snapshot.seq < 1 || snapshot.seq > snapshot.logVersion) return null;
  if ((await digestOf(record.id, snapshot.format, snapshot.rulesetVersion, snapshot.seq, snapshot.data)) !== snapshot.digest) return null;
  let content: Content;
  try {
    content = JSON.parse(snapshot.data) as Content;
  } catch {
    return null;
  }
  const seats = game.seatCount(record.options);
  const names = (v: unknown) => Array.isArray(v) && v.length === seats && v.every((n) => n === null || typeof n === 'string');
  if (!content || content.version !== snapshot.seq || typeof content.started !== 'boolean' || content.state === undefined) return null;
  if (!names(content.seats) || !names(content.holders) || !names(content.entropy) || !names(content.turnStarts)) return null;
  if (!(content.rematch === null || typeof content.rematch === 'string')) return null;
  const ending = content.ending as { reason?: unknown } | null | undefined;
  if (!(ending === null || (typeof ending === 'object' && (ending.reason === 'resigned' || ending.reason === 'aborted')))) return null;
  // A bank clock's game needs its banks; any other game must have none.
  const bankClock = record.settings.clock?.kind === 'bank';
  const banks = content.banks;
  if (bankClock !== (banks !== undefined)) return null;
  if (banks !== undefined && !(Array.isArray(banks) && banks.length === seats && banks.every((b) => typeof b === 'number' && Number.isFinite(b) && b >= 0))) return null;
  const leaves = content.leaves;
  if (leaves !== undefined && !(Array.isArray(leaves) && leaves.length === seats && leaves.every((l) => Array.isArray(l) && l.every(isSpan)))) return null;
  return { match: restoreMatch(game, record.options, content), turnStarts: [...content.turnStarts], banks: banks === undefined ? null : [...banks], leaves: leaves === undefined ? [...noLeave(seats)] : [...leaves] };
}
