import { describeError } from '../app/errors';
import { gameVersions, type Database } from '../store';
import { HubObject } from './hub-object';
import { hubPaths, parseWakeAt } from './hub-protocol';

/** After a sweep that failed (the database away, a turn that cannot be played), the alarm tries again
 * 10 s later, doubling with each failure in a row up to 5 minutes (the cron's pace). */
const FAILED_SWEEP_RETRY_MS = 10_000;
const FAILED_SWEEP_RETRY_MAX_MS = 5 * 60_000;
/**
 * What PostgreSQL still reports as due right after the sweep is looked at again this much later, not
 * at once: a first attempt held back behind an earlier one of its player's subscription (about
 * another game, whose own alarm sends it), a delivery leased by another dispatcher, bots still to play.
 */
const STILL_DUE_MS = 5_000;

/** Storage keys. Hints, never truth: the game's id (an object cannot know its name), and its next wake-up (epoch ms; null: none was pending when last looked). */
const GAME = 'game';
const WAKE = 'wake';
const FAILURES = 'failures';

/**
 * A game's Durable Object (`GAME_HUB`, `idFromName(gameId)`): its change hub, and its alarm clock.
 *
 * Change hub: its streams, long-polls and GraphQL subscriptions wait on it; each commit pokes it with
 * the game's new version. A version is news only when it is past the last one told (pokes may arrive
 * out of order; a safety check may read what a poke already said).
 *
 * Alarm clock (issue 32, item 3): the alarm is set no later than the game's next wake-up — the turn
 * deadline each commit's poke carries (computed from the log by the engine's clock: app/commit), and
 * a webhook retry's due time (`/wake`, from the dispatcher; the cron re-arms both from PostgreSQL).
 * When it fires, `sweepGame` runs that one game's sweep against PostgreSQL (app/turns/game-sweep.ts)
 * and answers the next wake-up PostgreSQL reports, which the alarm is set to. Nothing is decided
 * here: an early or stale alarm finds nothing due and re-arms from what PostgreSQL says.
 */
export abstract class GameHub extends HubObject {
  /** Wake-ups that ran a sweep (tests read it through runInDurableObject). */
  sweeps = 0;
  /** The earliest wake-up told while a sweep ran (it may have read PostgreSQL before that commit). */
  #toldDuringSweep: number | undefined;

  /** Runs this game's sweep (the Worker's app code, src/worker.ts) and answers its next wake-up (epoch ms) from PostgreSQL; null: none. */
  protected abstract sweepGame(gameId: string): Promise<number | null>;

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

  override async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const id = url.searchParams.get('id');
    const wake = url.pathname === hubPaths.wake;
    if (request.method === 'POST' && id && (wake || url.pathname === hubPaths.poke)) {
      const at = parseWakeAt(url.searchParams.get(wake ? 'at' : 'wake'));
      if (at !== null) await this.#wakeBy(id, at);
      if (wake) return new Response(null, { status: 204 });
    }
    return super.fetch(request);
  }

  async #wakeBy(gameId: string, at: number): Promise<void> {
    this.#toldDuringSweep = Math.min(this.#toldDuringSweep ?? at, at);
    await this.state.storage.put(GAME, gameId);
    const wake = await this.state.storage.get<number | null>(WAKE);
    if (wake === undefined || wake === null || wake > at) await this.state.storage.put(WAKE, at);
    await this.armBy(at);
  }

  protected override async wakeUp(): Promise<number | null> {
    const gameId = await this.state.storage.get<string>(GAME);
    if (gameId === undefined) return null; // never told of a game: a hub only
    const wake = await this.state.storage.get<number | null>(WAKE);
    // Not due yet (the alarm was the safety check's), or nothing pending when last looked. Unknown
    // (storage lost): look.
    if (wake === null || (wake !== undefined && wake > Date.now())) return wake ?? null;
    this.#toldDuringSweep = undefined;
    let next: number | null;
    try {
      this.sweeps++;
      next = await this.sweepGame(gameId);
      if (next !== null && next <= Date.now()) next = Date.now() + STILL_DUE_MS;
      await this.state.storage.delete(FAILURES);
    } catch (err) {
      const failures = ((await this.state.storage.get<number>(FAILURES)) ?? 0) + 1;
      await this.state.storage.put(FAILURES, failures);
      const delay = Math.min(FAILED_SWEEP_RETRY_MS * 2 ** (failures - 1), FAILED_SWEEP_RETRY_MAX_MS);
      console.warn(`the alarm of game ${gameId} failed, trying again in ${delay} ms: ${describeError(err).split('\n')[0]}`);
      next = Date.now() + delay;
    }
    const told = this.#toldDuringSweep;
    if (told !== undefined) next = next === null ? told : Math.min(next, told);
    await this.state.storage.put(WAKE, next);
    return next;
  }
}
