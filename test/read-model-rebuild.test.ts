import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildReadModels } from '../src/app';
import { rowsOf } from '../src/store';
import { databaseKinds } from './support/databases';
import { lifecycle, newPlayer, playToEnd } from './support/players';
import { startServer, type NodeTestServer } from './support/server';

/**
 * The read models ("my games", the lobby) are derived data (DESIGN.md): the appends keep them, and a
 * rebuild from the log alone (`npm run db:rebuild-read-models`) gives exactly the same rows — after
 * joins, moves, deadlines, a leave, a reset to a player, a resignation, an abort and a rematch.
 */
describe.each(databaseKinds())('read models rebuilt from the log on $name', (kind) => {
  let server: NodeTestServer;
  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(() => server?.close());

  const rows = async () => {
    const read = async (table: string) => rowsOf<{ row: unknown }>(await server.database.db.execute(sql.raw(`SELECT to_jsonb(t) AS row FROM ${table} t ORDER BY 1::text`))).map((r) => JSON.stringify(r.row)).sort();
    return { playerGames: await read('player_games'), lobby: await read('lobby') };
  };

  it('a rebuild gives the rows the appends wrote', async () => {
    const api = server.api;
    const [ada, bob, cy] = [await newPlayer(api, 'Ada'), await newPlayer(api, 'Bob'), await newPlayer(api, 'Cy')];
    // Tango with a clock, moved on; Tanni listed and half full; Tadpole resigned; Tango reset to Cy, then rematched.
    const { body: clocked } = await api.create('tango', { turnTimeout: 600 });
    await api.join(clocked.id, {}, { token: ada.key });
    const anon = (await api.join(clocked.id)).body.token;
    await playToEnd(api, clocked.id, (s) => (s === 0 ? ada.key : anon), 5);
    const listed = (await api.request('POST', '/v1/games', { body: { type: 'tanni', listed: true } })).body;
    await api.join(listed.id, {}, { token: bob.key });
    await api.join(listed.id, {}, { token: ada.key });
    await lifecycle(api, listed.id, 'leave', ada.key);
    const { body: tadpole } = await api.create('tadpole');
    for (const p of [ada, bob, cy]) await api.join(tadpole.id, {}, { token: p.key });
    await lifecycle(api, tadpole.id, 'resign', cy.key);
    const g = await api.seated('tango');
    await api.request('POST', `/v1/games/${g.id}/seats/1/reset`, { token: g.adminToken, body: { player: cy.id } });
    await lifecycle(api, g.id, 'resign', g.tokens[0]);
    await lifecycle(api, g.id, 'rematch', cy.key);
    const aborted = await api.seated('tadpole');
    await api.join((await api.create('tango')).body.id, {}, { token: bob.key });
    await lifecycle(api, aborted.id, 'abort', aborted.adminToken);

    const kept = await rows();
    expect(kept.playerGames).toHaveLength(8);
    expect(kept.lobby).toHaveLength(1);
    await server.database.db.execute(sql`DELETE FROM player_games`);
    await server.database.db.execute(sql`DELETE FROM lobby`);
    const { games } = await rebuildReadModels(server.deps, { batch: 3 });
    expect(games).toBe(7);
    expect(await rows()).toEqual(kept);
  });
});
