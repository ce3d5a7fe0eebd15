import { hexToBytes, seededRandom } from '../../engine';
import { dealRandom, extend, fromStored, gameOf, loadedGame, type LoadedGame } from '../game';
import type { StoredGame } from '../../store';
import type { AppDeps } from '../deps';
import { HISTORY_KEEP } from './game-cache';
import { decodeSnapshot, SNAPSHOT_FORMAT } from './snapshot-format';
import { saveSnapshotLater } from './snapshot-write';

/** A cold load that replays this many entries or more writes a snapshot of what it replayed (a game
 * from before snapshots, or whose snapshot was dropped), so the next one does not. */
export const SNAPSHOT_AFTER_REPLAYING = 32;

/**
 * A game nobody holds in memory: its record, its latest snapshot and the log entries after that, in
 * one round trip, replayed from the snapshot. A snapshot that is unusable (load/snapshot-format.ts) is
 * ignored: the whole log is read (a second round trip) and replayed, and the snapshot replaced.
 * `fullHistory`: the whole log, no snapshot. Null when there is no such game.
 */
export async function loadCold(deps: AppDeps, id: string, { fullHistory = false } = {}): Promise<LoadedGame | null> {
  const { store } = deps;
  if (fullHistory || !store.saveSnapshot) {
    const stored = await store.loadGame(id);
    return stored && fromStored(stored, fullHistory ? Infinity : HISTORY_KEEP);
  }
  const stored = await store.loadGame(id, 0, { format: SNAPSHOT_FORMAT });
  if (!stored) return null;
  const fromSnapshot = stored.snapshot ? await restoreFromSnapshot(stored) : null;
  if (fromSnapshot) {
    if (stored.log.length >= SNAPSHOT_AFTER_REPLAYING) saveSnapshotLater(deps, fromSnapshot);
    return fromSnapshot;
  }
  const whole = stored.snapshot ? await store.loadGame(id) : stored;
  if (!whole) return null;
  const loaded = fromStored(whole, HISTORY_KEEP);
  if (stored.snapshot || whole.log.length >= SNAPSHOT_AFTER_REPLAYING) saveSnapshotLater(deps, loaded, { replace: stored.snapshot !== null && stored.snapshot !== undefined });
  return loaded;
}

/** The game at its snapshot with the log after it replayed on top (its last HISTORY_KEEP entries
 * kept as history), or null when the snapshot is unusable — or when replaying on it fails, which a
 * sound snapshot never makes happen. */
export async function restoreFromSnapshot(stored: StoredGame): Promise<LoadedGame | null> {
  const game = gameOf(stored);
  const { log, snapshot, ...record } = stored;
  const decoded = await decodeSnapshot(record, game, snapshot!);
  if (!decoded) return null;
  // A started game draws from its deal seed (game/fairness.ts), which the seats' entropy completes.
  const random = decoded.match.started ? dealRandom(record, decoded.match.entropy) : seededRandom(hexToBytes(stored.seed));
  const at = loadedGame(record, game, random, decoded.match, [], decoded.turnStarts, decoded.banks, decoded.leaves, decoded.match);
  try {
    return extend(at, log, HISTORY_KEEP);
  } catch {
    return null;
  }
}
