import { afterEach, describe, expect, it } from 'vitest';
import { PollingChanges } from '../../src/app/notify';
import { HubChanges } from '../../src/objects';
import type { Api } from '../support/api';
import { eventually } from '../support/eventually';
import { apiWith, countersOf, socketsIn, statementsWhileIdle } from '../support/hubs.workers';
import { newPlayer, tangoOfPlayers, type TestPlayer } from '../support/players';
import { SseClient, type SseEvent } from '../support/sse';

/**
 * Issue 32 item 2, inside workerd: a player's stream waits on their Durable Object
 * (src/objects/player-hub.ts), poked by every commit that writes a row of theirs; a lost poke is
 * found by the object's safety check (their fingerprint in PostgreSQL).
 */
async function next(stream: SseClient, event: string): Promise<SseEvent> {
  for (let e = await stream.next(); e !== null; e = await stream.next()) if (e.event === event) return e;
  throw new Error(`the stream ended before ${event}`);
}

async function openWatched(api: Api, player: TestPlayer): Promise<SseClient> {
  const stream = await SseClient.open(api, '/v1/me/stream', { token: player.key });
  expect(stream.status, stream.text).toBe(200);
  expect((await stream.next())?.event).toBe('ready');
  await eventually(async () => (await socketsIn('PLAYER_HUB', player.id)) === 1, "the stream's socket on the player's hub");
  return stream;
}

describe("A player's Durable Object as their change hub", () => {
  afterEach(async () => {
    await eventually(() => HubChanges.watches === 0, 'every watch on a hub to close');
  });

  it("a player's stream waits on their hub without querying the database, and wakes when a game of theirs starts", async () => {
    const api = apiWith();
    const [ada, bob] = [await newPlayer(api, 'Ada'), await newPlayer(api, 'Bob')];
    const stream = await openWatched(api, bob);
    try {
      expect(await statementsWhileIdle(1000), 'database statements while the stream waited').toBe(0);
      expect(PollingChanges.watches).toBe(0);
      const id = await tangoOfPlayers(api, ada, bob);
      expect((await next(stream, 'game-started')).data).toMatchObject({ gameId: id });
      const hub = await countersOf('PLAYER_HUB', bob.id);
      expect(hub.pokes).toBeGreaterThan(0);
      expect(hub.checks).toBe(0);
    } finally {
      await stream.close();
    }
  });

  it('a lost poke is found by the safety check: a game joined through a Worker that told no hub still reaches the stream', async () => {
    const api = apiWith({ HUB_SAFETY_CHECK_MS: '200' });
    const [ada, bob] = [await newPlayer(api, 'Ada'), await newPlayer(api, 'Bob')];
    const stream = await openWatched(api, bob);
    try {
      const id = await tangoOfPlayers(apiWith({ CHANGE_HINTS: 'poll' }), ada, bob);
      expect((await next(stream, 'game-started')).data).toMatchObject({ gameId: id });
      const hub = await countersOf('PLAYER_HUB', bob.id);
      expect(hub.pokes).toBe(0);
      expect(hub.checks).toBeGreaterThan(0);
    } finally {
      await stream.close();
    }
  });
});
