import { ChangeHub, GameCache, type AppDeps } from '../../src/app';
import { createApp } from '../../src/http/app';
import { DrizzleEventStore, DrizzlePlayerStore, DrizzleWebhookStore } from '../../src/store';
import { Api } from './api';
import type { TestDatabase } from './databases';
import { TEST_TOKEN_SECRET } from './server';

/**
 * Test support: an isolate of its own on a shared database (its own game cache, or none, so each
 * request reads cold, from the latest snapshot), and its own change hub (what wakes its waits and
 * streams; another isolate's writes reach it only through `changes.publish`), whose background
 * work (snapshots) can be awaited.
 */
export function isolateOn(database: TestDatabase, { cache = true } = {}) {
  const pending = new Set<Promise<unknown>>();
  const changes = new ChangeHub();
  const deps: AppDeps & { store: DrizzleEventStore } = {
    store: new DrizzleEventStore(database.db),
    webhooks: new DrizzleWebhookStore(database.db),
    players: new DrizzlePlayerStore(database.db),
    tokenSecret: TEST_TOKEN_SECRET,
    cache: cache ? new GameCache() : undefined,
    changes,
    localMode: true,
    background: (work) => {
      const p = work.finally(() => pending.delete(p));
      pending.add(p);
    },
  };
  const app = createApp(deps);
  const settle = async () => {
    while (pending.size > 0) await Promise.all([...pending]);
  };
  return { deps, changes, settle, api: new Api('http://isolate', (url, init) => Promise.resolve(app.request(url, init))) };
}
