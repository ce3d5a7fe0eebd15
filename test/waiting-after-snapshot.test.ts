import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, type TestDatabase } from './support/databases';
import { isolateOn } from './support/isolate';
import { SseClient, type SseEvent } from './support/sse';

/**
 * A game read from a snapshot, or cut down in the cache, holds only its latest entries (issue 20).
 * Streams and waiting reads must still hand out every entry after the reader's point: a resume from an
 * old Last-Event-ID, a wait on `/events?after=` an old version, and an open stream whose next read is
 * cold and starts at a snapshot past what it last sent all read the older entries from the log.
 */
describe.each(databaseKinds())('Streams and waits over snapshots, on $name', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(() => database?.close());

  const isolate = () => isolateOn(database);
  type Isolate = ReturnType<typeof isolate>;

  /** Plays first legal moves until a round is scored, then waits for its snapshot; the version reached. */
  async function playRound(a: Isolate, g: { id: string; tokens: string[] }): Promise<number> {
    for (let n = 0; n < 400; n++) {
      const seat: number = (await a.api.view(g.id)).body.toAct[0];
      const move = (await a.api.legalMoves(g.id, g.tokens[seat])).body.moves[0];
      const res = await a.api.act(g.id, g.tokens[seat], move);
      expect(res.status, res.text).toBe(200);
      if (res.body.events.some((e: { type: string }) => e.type === 'round-scored')) {
        await a.settle();
        return res.body.version;
      }
    }
    throw new Error('no round ended within 400 moves');
  }

  /** The entries of a stream up to the one at `version`, or up to its first view (`untilView`: a
   * resumed stream sends its view after the entries), then the stream is closed. */
  async function entriesTo(stream: SseClient, version: number, { untilView = false } = {}): Promise<SseEvent[]> {
    const entries: SseEvent[] = [];
    for (let e = await stream.next(); e !== null; e = await stream.next()) {
      if (e.event === 'view' && untilView) break;
      if (e.event !== 'entry') continue;
      entries.push(e);
      if (Number(e.id) >= version) break;
    }
    await stream.close();
    return entries;
  }

  const seqs = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

  it('a cold server resumes a stream and answers a waiting /events from before the snapshot, with nothing skipped', async () => {
    const a = isolate();
    const g = await a.api.seated('tanni');
    const version = await playRound(a, g);
    const whole = (await a.api.events(g.id, g.tokens[0], 2, 500)).body.events;
    expect(whole.map((e: { seq: number }) => e.seq)).toEqual(seqs(3, version));

    const cold = isolate(); // nothing cached: its reads start at the snapshot
    const stream = await SseClient.open(cold.api, `/v1/games/${g.id}/stream`, { token: g.tokens[0], lastEventId: '2' });
    expect(stream.status, stream.text).toBe(200);
    const entries = await entriesTo(stream, version, { untilView: true });
    expect(entries.map((e) => Number(e.id))).toEqual(seqs(3, version));
    expect(entries.map((e) => e.data)).toEqual(whole);

    const again = isolate();
    const waited = await again.api.request('GET', `/v1/games/${g.id}/events?after=2&limit=500`, { token: g.tokens[0], headers: { prefer: 'wait=5' } });
    expect(waited.status, waited.text).toBe(200);
    expect(waited.body.events).toEqual(whole);
    expect(again.changes.watching).toBe(0);
  });

  it('an open stream whose next read starts at a newer snapshot still sends every entry after its last one', async () => {
    const a = isolate();
    const g = await a.api.seated('tanni');
    const start = (await a.api.view(g.id)).body.version;
    const b = isolate();
    const stream = await SseClient.open(b.api, `/v1/games/${g.id}/stream`, { token: g.tokens[0] });
    expect(stream.status, stream.text).toBe(200);
    const first = await stream.next();
    expect(first).toMatchObject({ event: 'view', id: String(start) });

    await playRound(a, g); // another isolate: b hears nothing of it yet
    const seat: number = (await a.api.view(g.id)).body.toAct[0];
    const played = await a.api.act(g.id, g.tokens[seat], (await a.api.legalMoves(g.id, g.tokens[seat])).body.moves[0]);
    expect(played.status, played.text).toBe(200);
    const version: number = played.body.version;
    b.deps.cache!.drop(g.id); // b's next read is cold, from the snapshot at the round's end
    b.changes.publish(g.id, version);
    const entries = await entriesTo(stream, version);
    expect(entries.map((e) => Number(e.id))).toEqual(seqs(start + 1, version));
    expect(entries.map((e) => e.data)).toEqual((await a.api.events(g.id, g.tokens[0], start, 500)).body.events);
    expect(b.changes.watching).toBe(0);
  });
});
