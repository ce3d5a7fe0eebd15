import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, ChangeHub, createGame, GameCache, GameWatch, joinGame, legalMoves, loadCurrent, type AppDeps } from '../src/app';
import { DrizzleEventStore } from '../src/store';
import { openPglite } from '../src/store/clients/pglite';

/**
 * A watch reads the game only when a hint says it moved past what the reader holds — so the poll
 * that reports an unchanged version each second (Workers) or the 30 s safety check (Node) costs no
 * read — and from the cache when the cache already holds the hinted version.
 */
describe('GameWatch', () => {
  let database: Awaited<ReturnType<typeof openPglite>>;
  let deps: AppDeps & { store: DrizzleEventStore; changes: ChangeHub };
  beforeAll(async () => {
    database = await openPglite();
    deps = { store: new DrizzleEventStore(database.db), cache: new GameCache(), changes: new ChangeHub() };
  });
  afterAll(() => database?.close());

  async function started() {
    const created = await createGame(deps, { type: 'tango', options: { firstDealer: 0, autoPlayForced: false } });
    const tokens = [(await joinGame(deps, created.id, {})).joined.token, (await joinGame(deps, created.id, {})).joined.token];
    return { id: created.id, tokens };
  }

  it('ignores hints of versions it holds, and answers a newer one from the cache without a query', async () => {
    const g = await started();
    const watch = new GameWatch(deps, g.id);
    const loaded = await loadCurrent(deps, g.id);
    const waiting = watch.past(loaded, 60_000);
    const trips = deps.store.roundTrips;
    for (let i = 0; i < 5; i++) deps.changes.publish(g.id, loaded.match.version);
    await new Promise((r) => setTimeout(r, 20));
    expect(deps.store.roundTrips).toBe(trips); // no read for an unchanged version
    const move = (await legalMoves(deps, g.id, g.tokens[0])).moves[0];
    await act(deps, g.id, { token: g.tokens[0], action: move }); // the cache now holds the new version
    const afterAct = deps.store.roundTrips;
    deps.changes.publish(g.id, loaded.match.version + 1);
    const next = await waiting;
    expect(next?.match.version).toBe(loaded.match.version + 1);
    expect(deps.store.roundTrips).toBe(afterAct);
    watch.stop();
    expect(deps.changes.watching).toBe(0);
  });

  it('"look again" (a reconnected notifier) reads; an abort ends the wait and the watch', async () => {
    const g = await started();
    const abort = new AbortController();
    const watch = new GameWatch(deps, g.id, abort.signal);
    const loaded = await loadCurrent(deps, g.id);
    const waiting = watch.past(loaded, 60_000);
    const trips = deps.store.roundTrips;
    deps.changes.wakeAll();
    await new Promise((r) => setTimeout(r, 20));
    expect(deps.store.roundTrips).toBe(trips + 1);
    abort.abort();
    expect(await waiting).toBeNull();
    expect(deps.changes.watching).toBe(0);
  });
});
