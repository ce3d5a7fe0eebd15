import { afterEach, describe, expect, it } from 'vitest';
import { PollingChanges } from '../../src/app/notify';
import { HubChanges } from '../../src/objects';
import type { Api } from '../support/api';
import { eventually } from '../support/eventually';
import { apiWith, countersOf, inHub, socketsIn, statementsWhileIdle } from '../support/hubs.workers';
import { SseClient, type SseEvent } from '../support/sse';

/**
 * Issue 32 item 1, inside workerd: a game's waiters wait on its Durable Object (src/objects/game-hub.ts),
 * which each commit pokes; PostgreSQL stays the truth — a lost poke is found by the object's safety
 * check, and a reset object costs its watchers one look, never a missed move.
 */
async function nextEntry(stream: SseClient): Promise<SseEvent> {
  for (let e = await stream.next(); e !== null; e = await stream.next()) if (e.event === 'entry') return e;
  throw new Error('the stream ended before an entry');
}

async function openWatched(api: Api, gameId: string, token: string): Promise<SseClient> {
  const stream = await SseClient.open(api, `/v1/games/${gameId}/stream`, { token });
  expect(stream.status, stream.text).toBe(200);
  expect((await stream.next())?.event).toBe('view');
  await eventually(async () => (await socketsIn('GAME_HUB', gameId)) === 1, "the stream's socket on the game's hub");
  return stream;
}

describe("A game's Durable Object as its change hub", () => {
  afterEach(async () => {
    await eventually(() => HubChanges.watches === 0, 'every watch on a hub to close');
  });

  it('a stream waits on the hub without querying the database, and wakes on the poke of the move', async () => {
    const api = apiWith();
    const g = await api.startedTango();
    const stream = await openWatched(api, g.id, g.tokens[1]!);
    try {
      const checks = PollingChanges.checks;
      // Idle for a second: a poller (WAIT_POLL_MS = 100 in this project) would have made ~10 queries.
      expect(await statementsWhileIdle(1000), 'database statements while the stream waited').toBe(0);
      expect(PollingChanges.watches).toBe(0);

      const before = await countersOf('GAME_HUB', g.id);
      expect((await api.act(g.id, g.tokens[0], g.moves[0])).status).toBe(200);
      expect((await nextEntry(stream)).id).toBe(String(g.version + 1));
      expect(PollingChanges.checks).toBe(checks);
      const after = await countersOf('GAME_HUB', g.id);
      expect({ pokes: after.pokes - before.pokes, checks: after.checks }).toEqual({ pokes: 1, checks: 0 });
    } finally {
      await stream.close();
    }
  });

  it('a lost poke is found by the safety check: a commit that told no hub still wakes the stream', async () => {
    const api = apiWith({ HUB_SAFETY_CHECK_MS: '200' });
    const g = await api.startedTango();
    const stream = await openWatched(api, g.id, g.tokens[1]!);
    try {
      // The move is committed by a Worker that pokes nothing (as one that died after its commit).
      const before = await countersOf('GAME_HUB', g.id);
      expect((await apiWith({ CHANGE_HINTS: 'poll' }).act(g.id, g.tokens[0], g.moves[0])).status).toBe(200);
      expect((await nextEntry(stream)).id).toBe(String(g.version + 1));
      const after = await countersOf('GAME_HUB', g.id);
      expect(after.pokes - before.pokes).toBe(0);
      expect(after.checks).toBeGreaterThan(before.checks);
    } finally {
      await stream.close();
    }
  });

  it('a hub that is reset (evicted, redeployed) costs its watchers one look and no move', async () => {
    const api = apiWith();
    const g = await api.startedTango();
    const stream = await openWatched(api, g.id, g.tokens[1]!);
    try {
      const hints = HubChanges.hints;
      // This game's object only (others may belong to files running beside this one).
      await inHub('GAME_HUB', g.id, (_, state) => (state as unknown as { abort(reason?: string): void }).abort('reset by the test')).catch(() => {});
      // The watch connects again to a fresh object (which knows no version until it is poked).
      await eventually(async () => (await socketsIn('GAME_HUB', g.id)) === 1, 'the watch to connect again');
      expect((await countersOf('GAME_HUB', g.id)).pokes, 'a fresh object: the joins it was poked with are forgotten').toBe(0);
      expect((await api.act(g.id, g.tokens[0], g.moves[0])).status).toBe(200);
      expect((await nextEntry(stream)).id).toBe(String(g.version + 1));
      expect(HubChanges.hints).toBeGreaterThan(hints);
    } finally {
      await stream.close();
    }
  });
});
