import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { HubChanges } from '../../src/objects';
import { workerEntry } from '../../src/worker';
import { Api } from '../support/api';
import { eventually } from '../support/eventually';
import { countersOf, socketsIn, statements } from '../support/hubs.workers';
import { SseClient, type SseEvent } from '../support/sse';
import { callWorker } from '../support/target.workers';

/**
 * Issue 32's "done when", in workerd: a stream waits on its game's object, not on PostgreSQL — for a
 * whole minute of idleness its game costs the object's safety checks alone (one query per 30 s per
 * game, however many streams), and it wakes on a move made through another isolate (another set of
 * the Worker's handlers: src/worker.ts workerEntry), which reaches it through the object.
 */
const vars = { RATE_LIMIT_PER_TOKEN: 'off', RATE_LIMIT_PER_IP: 'off', RATE_LIMIT_SIGN_UPS_PER_IP: 'off', RATE_LIMIT_STREAMS_PER_TOKEN: 'off', RATE_LIMIT_STREAMS_PER_IP: 'off' };
const [first, second] = [workerEntry({}), workerEntry({})];
const through = (entry: typeof first) => new Api('http://tricktable.test', (url, init) => callWorker(url, init, { ...env, ...vars }, entry));

async function nextEntry(stream: SseClient): Promise<SseEvent> {
  for (let e = await stream.next(); e !== null; e = await stream.next()) if (e.event === 'entry') return e;
  throw new Error('the stream ended before an entry');
}

async function watched(api: Api, gameId: string, tokens: readonly string[]): Promise<SseClient[]> {
  const streams = await Promise.all(tokens.map((token) => SseClient.open(api, `/v1/games/${gameId}/stream`, { token })));
  for (const s of streams) expect((await s.next())?.event).toBe('view');
  await eventually(async () => (await socketsIn('GAME_HUB', gameId)) === streams.length, "every stream's socket on the game's object");
  return streams;
}

describe("streams wait on the game's object across isolates", () => {
  afterEach(async () => {
    await eventually(() => HubChanges.watches === 0, 'every watch on a hub to close');
  });

  it('a move made through another isolate wakes a stream of this one, through the object', async () => {
    const [a, b] = [through(first), through(second)];
    const g = await a.startedTango();
    const [stream] = await watched(a, g.id, [g.tokens[1]!]);
    try {
      const before = await countersOf('GAME_HUB', g.id);
      expect((await b.act(g.id, g.tokens[0], g.moves[0])).status).toBe(200);
      expect((await nextEntry(stream!)).id).toBe(String(g.version + 1));
      const after = await countersOf('GAME_HUB', g.id);
      expect(after.pokes - before.pokes, "the other isolate's commit poked the object").toBe(1);
    } finally {
      await stream!.close();
    }
  });

  it("four idle streams of one game for 61 s: no query of their own, only the object's safety checks (at most 2)", async () => {
    const api = through(first);
    const g = await api.startedTango();
    const streams = await watched(api, g.id, [g.tokens[0]!, g.tokens[1]!, g.tokens[0]!, g.tokens[1]!]);
    try {
      const before = statements.count;
      await new Promise((resolve) => setTimeout(resolve, 61_000));
      // This game's statements of the minute (other files' objects may wake in this runtime meanwhile).
      const made = statements.count - before;
      const mine = (made === 0 ? [] : statements.recent.slice(-made)).filter((sql) => sql.includes(g.id));
      // (The object's counters are no help here: it hibernates between checks and comes back new.)
      expect(mine.length, "the game's database statements in the idle minute: one safety check per 30 s").toBeGreaterThanOrEqual(1);
      expect(mine.length).toBeLessThanOrEqual(2);
      // Every one was the object's version check (hub-object.ts): none for any of the four streams.
      for (const sql of mine) expect(sql).toMatch(/SELECT g\.id, COALESCE\(\(SELECT max\(a\.seq\) FROM actions a WHERE a\.game_id = g\.id\), 0\) AS version/);
      // Still awake: a move reaches all four.
      expect((await api.act(g.id, g.tokens[0], g.moves[0])).status).toBe(200);
      for (const s of streams) expect((await nextEntry(s)).id).toBe(String(g.version + 1));
    } finally {
      for (const s of streams) await s.close();
    }
  }, 120_000);
});
