import { nowOf, type AppDeps } from '../deps';
import type { CommitStep, LoadedGame } from '../game';
import { encodeSnapshot } from './snapshot-format';

/**
 * After a commit: when one of its entries completed a round (the game's `round` milestone — the next
 * deal is part of that entry), a snapshot of the game right after it, so a cold request replays at
 * most about a round.
 */
export function snapshotAfterCommit(deps: AppDeps, steps: readonly CommitStep[]): void {
  for (let i = steps.length - 1; i >= 0; i--) {
    const { after, entry } = steps[i]!;
    if (entry.events.some((e) => after.game.milestones[e.type] === 'round')) {
      saveSnapshotLater(deps, after);
      return;
    }
  }
}

/**
 * Writes a snapshot of `loaded` after the answer: in the background (Workers: ctx.waitUntil), from a
 * timer, so even encoding it stays off the request's path. `replace`: over an unusable one, even if
 * that one claims a later version. A failure is ignored: a snapshot is derived data, and without it
 * the log is replayed.
 */
export function saveSnapshotLater(deps: AppDeps, loaded: LoadedGame, { replace = false } = {}): void {
  const { store } = deps;
  if (!store.saveSnapshot) return;
  const work = new Promise((resolve) => setTimeout(resolve, 0))
    .then(() => encodeSnapshot(loaded, nowOf(deps).toISOString()))
    .then((snapshot) => store.saveSnapshot!(snapshot, { replace }))
    .catch(() => {});
  if (deps.background) deps.background(work);
}
