import { gameVersions, type Database } from '../store';
import { HubObject } from './hub-object';

/**
 * A game's change hub (`GAME_HUB`, `idFromName(gameId)`): its streams, long-polls and GraphQL
 * subscriptions wait on it; each commit pokes it with the game's new version. A version is news
 * only when it is past the last one told (pokes may arrive out of order; a safety check may read
 * what a poke already said).
 */
export class GameHub extends HubObject {
  protected async read(db: Database, gameId: string): Promise<number | undefined> {
    return (await gameVersions(db, [gameId])).get(gameId);
  }

  protected isNews(version: number | undefined, last: number | undefined): boolean {
    return version === undefined || last === undefined || version > last;
  }

  /** The last version told: the watcher compares it with what it read. */
  protected greeting(): string | null {
    return this.last === undefined ? null : String(this.last);
  }
}
