import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { readAllPages } from '../support/leak-audit';
import { newPlayer, viewWhenFinished } from '../support/players';
import { startServer, type NodeTestServer } from '../support/server';

/**
 * Bots that play after the answer do so from a bounded, fair queue (issue 26, item 1): games take
 * turns, one share each (here one bot move: BOT_SHARE_STEPS=1), at most BOT_CONCURRENCY shares at
 * once (here 1). Before, each game's bots went on in a chain of their own, a whole share of 8,000
 * steps at a time, as many chains at once as there were games. Seen through the API: every entry
 * carries its time, and the server's clock here ticks one millisecond per reading, so the entries'
 * times order the commits of every game exactly as they were made — no timing is asserted.
 */
describe.each(databaseKinds().slice(0, 1))('bot queue over HTTP on $name', (kind) => {
  let server: NodeTestServer;
  let tick = Date.parse('2026-12-01T00:00:00Z');
  beforeAll(async () => {
    server = await startServer(kind, { clock: () => new Date(tick++), bots: { concurrency: 1, shareSteps: 1 } });
  });
  afterAll(() => server?.close());

  it('three games of bots alone, one share at a time: after the last has joined the queue, they take strict turns until the first ends, and all end', async () => {
    const ada = await newPlayer(server.api, 'Ada');
    const body = { type: 'tantony', options: { variant: 'three-player' }, bots: { '0': 'random', '1': 'basic', '2': 'random' } };
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const created = await server.api.request('POST', '/v1/games', { token: ada.key, body });
      expect(created.status).toBe(201);
      ids.push(created.body.id);
    }
    for (const id of ids) expect((await viewWhenFinished(server.api, id)).status).toBe('finished');

    // Every commit of the bots, by its time (the entries of one commit share it), in order.
    const commits: Array<{ at: number; game: number; last: boolean }> = [];
    for (const [game, id] of ids.entries()) {
      const entries: any[] = await readAllPages(async (after) => (await server.api.request('GET', `/v1/games/${id}/events?after=${after}`)).body);
      const byTime = new Map<number, boolean>();
      for (const e of entries) if (e.kind === 'bot') byTime.set(Date.parse(e.at), false);
      byTime.set(Date.parse(entries.at(-1).at), true);
      for (const [at, last] of byTime) commits.push({ at, game, last });
    }
    commits.sort((a, b) => a.at - b.at);
    const firstOfLast = commits.findIndex((c) => c.game === 2);
    const firstEnd = commits.findIndex((c) => c.last);
    const turns = commits.slice(firstOfLast, firstEnd + 1).map((c) => c.game);
    // Each game has many moves, so many rounds of turns are seen: a real test of the order.
    expect(turns.length).toBeGreaterThan(30);
    for (let i = 0; i + 3 <= turns.length; i++) expect(new Set(turns.slice(i, i + 3)).size, `turns ${turns.slice(i, i + 3)} at ${i}`).toBe(3);
    // Never more than the cap at once, and one share per commit.
    expect(server.bots.stats.peak).toBe(1);
    expect(server.bots.size).toBe(0);
  });
});
