import { loadCurrent } from '../current-game';
import { nowOf, type AppDeps } from '../deps';
import type { LoadedGame } from '../load-game';
import { earliestDeadline } from '../turn-clock';
import { Doorbell } from './doorbell';

/** The longest wait a request may ask for (`Prefer: wait=60`). */
export const MAX_WAIT_S = 60;

const DEADLINE_SLACK_MS = 50;

export interface WaitOptions {
  /** How long to wait at most, in ms (Infinity: until the game moves or the signal aborts). */
  readonly timeoutMs: number;
  /** Aborts the wait (the client went away). */
  readonly signal?: AbortSignal;
}

/**
 * The game once it is past `version`, or null when the wait ran out or was aborted (or nothing can
 * wake it: no notifier). The watch starts before the game is read, so a change between the read and
 * the wait still rings. A hint only says "look": the answer is always read from the game itself, from
 * the cache when the hint says the cache already holds that version. A running turn clock wakes the
 * wait at its deadline too, since reading the game then plays the overdue move (turn-clock.ts).
 */
export async function waitPast(deps: AppDeps, id: string, version: number, { timeoutMs, signal }: WaitOptions): Promise<LoadedGame | null> {
  const changes = deps.changes;
  if (!changes) return null;
  const bell = new Doorbell();
  let hint: number | undefined;
  const stop = changes.watch(id, (v) => {
    if (v !== undefined && v <= version) return;
    hint = v;
    bell.ring();
  });
  try {
    const end = Date.now() + timeoutMs;
    let loaded = await loadCurrent(deps, id);
    while (loaded.match.version <= version) {
      const deadline = earliestDeadline(loaded);
      // (At least a moment: reading the game plays an overdue turn, so the deadline moves on.)
      const untilDeadline = deadline === null ? Infinity : Math.max(DEADLINE_SLACK_MS, Date.parse(deadline) - nowOf(deps).getTime());
      const untilEnd = end - Date.now();
      if (untilEnd <= 0) return null;
      const how = await bell.wait(Math.min(untilEnd, untilDeadline), signal);
      if (how === 'aborted') return null;
      if (how === 'timeout' && untilEnd <= untilDeadline) return null;
      const cached = hint !== undefined && (deps.cache?.get(id)?.match.version ?? -1) >= hint;
      hint = undefined;
      loaded = await loadCurrent(deps, id, { cached });
    }
    return loaded;
  } finally {
    stop();
  }
}
