import type { Outcome, Seat } from '../../engine';
import { actAnswer, replayAnswer, type ActResult } from '../play';
import { credentialOf, identify, type Caller, type Credential } from '../callers';
import type { CommitExtras, Draft } from '../commit';
import { commitAndFollow, loadCurrent } from '../turns';
import type { AppDeps } from '../deps';
import { AppError, rejectionError } from '../errors';
import { historyStart, type HistoryEntry, type LoadedGame } from '../game';
import { requestHash } from '../tokens';

/** A lifecycle request (resign, abort, leave, reset, rematch): its credential and REST's headers. */
export interface EntryInput {
  readonly token: string | undefined;
  readonly idempotencyKey?: string;
  /** If-Match: only on exactly this version. */
  readonly ifMatch?: number;
  readonly minimal?: boolean;
}

/** Who wrote a lifecycle entry, kept in its payload (`by`): a retry with its key must come from the same. */
export function actorOf(caller: Caller): string {
  switch (caller.kind) {
    case 'admin':
      return 'admin';
    case 'seat':
      return caller.player === null ? `seat:${caller.seat}` : `player:${caller.player}`;
    case 'player':
      return `player:${caller.player}`;
    case 'spectator':
      throw new AppError('unauthorized', 'this needs a seat token, a player key or the admin token');
    default: {
      const never: never = caller;
      throw new Error(`unknown caller ${JSON.stringify(never)}`);
    }
  }
}

/** What a lifecycle use case decides on the game as it stands: the entry to write, or an answer at once. */
export type Judgement<T> =
  | { readonly write: { readonly draft: Omit<Draft, 'idempotencyKey' | 'requestHash'>; readonly outcome: Outcome; readonly extras?: CommitExtras; readonly reader: Seat | null } }
  | { readonly answer: T | Promise<T> }
  /** The judgement needs entries before the history in memory (`historyStart` > 0): judge again on the whole log. */
  | { readonly fullHistory: true };

/** What was written (or, for a retry with a used key, what had been), for the answer. */
export interface Written {
  readonly loaded: LoadedGame;
  readonly result: ActResult;
  readonly reader: Seat | null;
  readonly credential: Credential;
}

const ATTEMPTS = 3;

/**
 * The commit path of every lifecycle entry, as for actions (play/act.ts): the game as it stands (turn
 * clocks applied), the caller identified (callers/caller.ts), a retry with a used Idempotency-Key answered
 * as the first time (same entry kind, same actor, same body), If-Match, then `commit` — outbox rows,
 * deadlines, read models in the same statement — judged again on a lost race.
 */
export async function runEntry<T>(
  deps: AppDeps,
  id: string,
  input: EntryInput,
  kind: string,
  body: unknown,
  judge: (loaded: LoadedGame, caller: Caller) => Judgement<T>,
  answer: (written: Written) => T | Promise<T>,
): Promise<T> {
  const credential = await credentialOf(deps, input.token);
  // The history in memory may start after an entry the judgement needs (a snapshot's start, a
  // cached game's cut: load/load-stored.ts): then the whole log is read, once, and judged again.
  let fullHistory = false;
  for (let attempt = 0; attempt < ATTEMPTS + 1; attempt++) {
    const loaded = await loadCurrent(deps, id, { fullHistory });
    const partial = historyStart(loaded) > 0;
    const caller = identify(loaded, credential);
    const actor = actorOf(caller);
    const hash = requestHash({ kind, body: body ?? {} });
    const seat = caller.kind === 'seat' ? caller.seat : null;
    if (input.idempotencyKey !== undefined) {
      const prior = loaded.history.find((h) => h.idempotencyKey === input.idempotencyKey && (byOf(h) === actor || (byOf(h) === undefined && h.seat === seat)));
      if (prior) {
        if (prior.requestHash !== hash) throw new AppError('idempotency-key-reuse', 'this Idempotency-Key was already used for a different request');
        return answer({ loaded, result: replayAnswer(loaded, prior, seat, input.minimal === true), reader: seat, credential });
      }
      if (partial) {
        fullHistory = true;
        continue;
      }
    }
    if (input.ifMatch !== undefined && input.ifMatch !== loaded.match.version) {
      throw new AppError('precondition-failed', `If-Match is version ${input.ifMatch} but the game is at version ${loaded.match.version}`, { version: loaded.match.version });
    }
    const judged = judge(loaded, caller);
    if ('fullHistory' in judged) {
      if (!partial) throw new Error(`the judgement of ${kind} asked for the whole log of ${id}, which it had`);
      fullHistory = true;
      continue;
    }
    if ('answer' in judged) return judged.answer;
    const { draft, outcome, extras, reader } = judged.write;
    if (!outcome.ok) throw rejectionError(outcome.rejection);
    const keyed = { ...draft, payload: { ...(draft.payload as object), by: actor }, idempotencyKey: input.idempotencyKey ?? null, requestHash: input.idempotencyKey === undefined ? null : hash };
    const done = await commitAndFollow(deps, loaded, keyed, outcome, undefined, extras);
    if (done.ok) return answer({ loaded: done.loaded, result: actAnswer(done.loaded, done.entries, reader, false, input.minimal === true), reader, credential });
    if (input.ifMatch !== undefined && input.idempotencyKey === undefined && done.conflict === 'version') {
      throw new AppError('precondition-failed', `the game moved past version ${input.ifMatch}`, { version: input.ifMatch + 1 });
    }
  }
  throw new AppError('version-conflict', 'the game kept changing meanwhile; reload and try again');
}

/** The actor a stored lifecycle entry records (`payload.by`); undefined for joins and actions. */
function byOf(entry: HistoryEntry): string | undefined {
  return (entry.payload as { by?: string } | null)?.by;
}
