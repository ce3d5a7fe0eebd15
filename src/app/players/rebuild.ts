import type { AppDeps } from '../deps';
import { loadStored } from '../load';
import { lobbyRow, playerGameRows } from '../projections';
import { playersOf } from './players';

/**
 * Rebuilds the read models ("my games", the lobby) from the log alone: drops every row, then replays
 * every game and writes the rows `commit` would have written (projections/read-model.ts). The rows are derived
 * data, so this gives the same rows as the appends kept (test/read-model-rebuild.test.ts). Run it
 * with `npm run db:rebuild-read-models`, best while no one writes: a game changed during the walk is
 * written as it stands when read, and its next append writes it again anyway.
 */
export async function rebuildReadModels(deps: AppDeps, { batch = 200 }: { batch?: number } = {}): Promise<{ games: number }> {
  const store = playersOf(deps);
  const plain = { ...deps, cache: undefined };
  await store.clearReadModels();
  let games = 0;
  for (let after = ''; ; ) {
    const ids = await store.gameIds(after, batch);
    if (ids.length === 0) return { games };
    for (const id of ids) {
      // The whole log (never a snapshot): the rows are what the log alone gives.
      const loaded = await loadStored(plain, id, { fullHistory: true });
      await store.writeReadModels(id, playerGameRows(loaded), lobbyRow(loaded));
      games++;
    }
    after = ids.at(-1)!;
  }
}
