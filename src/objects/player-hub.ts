import { playerFingerprints, type Database } from '../store';
import { HubObject } from './hub-object';

/** Longer than a waiter takes from its read to its socket (milliseconds); a hint, so a guess costs a read at most. */
const RECENT_POKE_MS = 5_000;

/**
 * A player's change hub (`PLAYER_HUB`, `idFromName(playerId)`): their `/v1/me/stream` and waiting
 * `/v1/me/games` wait on it; each commit that writes a row of theirs ("my games") pokes it with no
 * version — any poke is news. The safety check reads their fingerprint (store/player-versions.ts:
 * it changes with any of their rows) and tells the watchers when it differs from the last one read.
 */
export class PlayerHub extends HubObject {
  protected async read(db: Database, playerId: string): Promise<number | undefined> {
    return (await playerFingerprints(db, [playerId])).get(playerId);
  }

  protected isNews(version: number | undefined, last: number | undefined): boolean {
    return version === undefined || version !== last;
  }

  /** A poke says no version, so a watcher cannot tell whether it read before or after a recent one:
   * when one came in the last few seconds, it looks again (one read), else nothing. */
  protected greeting(): string | null {
    return Date.now() - this.lastPokeAt < RECENT_POKE_MS ? '?' : null;
  }
}
