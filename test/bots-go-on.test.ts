import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, createPlayer, GameCache, loadStored, type AppDeps } from '../src/app';
import { DrizzleEventStore, DrizzlePlayerStore } from '../src/store';
import { openPglite } from '../src/store/clients/pglite';

/**
 * What follows a commit is run by the use case that committed (turns/commit-and-follow): a commit
 * whose bots ran out of their share answers `botsPending`, and the bots go on after the answer —
 * with no further request, a game of bots alone is played to its end in the background.
 */
describe('Bots go on after the answer', () => {
  let database: Awaited<ReturnType<typeof openPglite>>;
  const work: Promise<unknown>[] = [];
  let deps: AppDeps;
  beforeAll(async () => {
    database = await openPglite();
    deps = { store: new DrizzleEventStore(database.db), players: new DrizzlePlayerStore(database.db), cache: new GameCache(), background: (p) => void work.push(p) };
  });
  afterAll(() => database?.close());

  /** Waits for the background work, and the work it starts, to end. */
  async function settled(): Promise<void> {
    while (work.length > 0) await Promise.allSettled(work.splice(0));
  }

  it('a Tango game of two expert bots, created in one request, is finished by its background work alone', async () => {
    // A game of bots alone needs a player to pay for it (issue 26, item 1).
    const { key } = await createPlayer(deps, { name: 'Payer' });
    const created = await createGame(deps, { type: 'tango', bots: { '0': 'expert', '1': 'expert' } }, { token: key });
    expect(created.status).toBe('active');
    const answered = await loadStored({ ...deps, cache: undefined }, created.id);
    expect(answered.match.status.phase).toBe('active'); // the bots' share of the answer did not finish it
    expect(work.length).toBeGreaterThan(0);
    await settled();
    const after = await loadStored({ ...deps, cache: undefined }, created.id);
    expect(after.match.status.phase).toBe('finished');
    expect(after.match.version).toBeGreaterThan(answered.match.version);
  });
});
