import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SNAPSHOT_FORMAT } from '../src/app';
import { rowsOf } from '../src/store';
import { databaseKinds, type TestDatabase } from './support/databases';
import { isolateOn } from './support/isolate';
import { withNeonHttp } from './support/neon-http-database';

/**
 * Snapshots on a real database: a round's end writes one after the answer; a cold request reads it
 * and the entries after it, in one round trip; and a snapshot changed or gone changes no answer —
 * it is replaced, the retry of an old action is still recognised, the old events are still there.
 */
describe.each(withNeonHttp(databaseKinds()))('Snapshots on $name', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(() => database?.close());

  const isolate = ({ cache = true } = {}) => isolateOn(database, { cache });
  type Isolate = ReturnType<typeof isolate>;

  const snapshotRow = async (id: string) => rowsOf<{ seq: number; data: string; digest: string }>(await database.db.execute(sql`SELECT seq, data, digest FROM snapshots WHERE game_id = ${id}`))[0];

  /** The first legal move of the seat to act; `key`: with that Idempotency-Key. */
  async function playOne(a: Isolate, g: { id: string; tokens: string[] }, key?: string) {
    const seat: number = (await a.api.view(g.id)).body.toAct[0];
    const move = (await a.api.legalMoves(g.id, g.tokens[seat])).body.moves[0];
    const res = await a.api.act(g.id, g.tokens[seat], move, key ? { 'idempotency-key': key } : {});
    expect(res.status, res.text).toBe(200);
    return { key: key ?? '', seat, move, body: res.body };
  }

  /** Plays until an answer completes a round (then waits for the snapshot); answers the answers,
   * oldest first. `keyed`: every action carries an Idempotency-Key of its own. */
  async function playRound(a: Isolate, g: { id: string; tokens: string[] }, keyed = false) {
    const answers: Array<Awaited<ReturnType<typeof playOne>>> = [];
    for (let n = 0; n < 400; n++) {
      const answer = await playOne(a, g, keyed ? `k-${g.id}-${(await a.api.view(g.id)).body.version}` : undefined);
      answers.push(answer);
      if (answer.body.events.some((e: { type: string }) => e.type === 'round-scored')) {
        await a.settle();
        return answers;
      }
    }
    throw new Error('no round ended within 400 moves');
  }

  it('a round ends: a snapshot is written after the answer; a cold request reads it and the entries after it, in one round trip', async () => {
    const a = isolate();
    const g = await a.api.seated('tanni');
    const answers = await playRound(a, g);
    const before = answers.at(-2)!.body.version;
    const row = await snapshotRow(g.id);
    // Right after the entry that scored the round (forced moves the server played after it may follow).
    expect(row!.seq).toBeGreaterThan(before);
    expect(row!.seq).toBeLessThanOrEqual(answers.at(-1)!.body.version);
    const version = (await playOne(a, g)).body.version;
    const stored = await a.deps.store.loadGame(g.id, 0, { format: SNAPSHOT_FORMAT });
    expect(stored!.snapshot!.seq).toBe(row!.seq);
    expect(stored!.log.map((e) => e.seq)).toEqual(Array.from({ length: version - row!.seq }, (_, i) => row!.seq + 1 + i));
    const cold = isolate();
    const trips = cold.deps.store.roundTrips;
    for (const seat of [0, 1, 2, 3]) expect((await cold.api.view(g.id, g.tokens[seat])).body).toEqual((await a.api.view(g.id, g.tokens[seat])).body);
    expect(cold.deps.store.roundTrips - trips).toBe(4); // one cold read, then three warm ones
  });

  it('a snapshot altered, stale or deleted changes no answer, and is written again', async () => {
    const a = isolate();
    const g = await a.api.seated('tanni');
    await playRound(a, g);
    const truth = (await a.api.view(g.id, g.tokens[1])).body;
    const good = (await snapshotRow(g.id))!;
    const vandalisms = [
      sql`UPDATE snapshots SET data = replace(data, '"started":true', '"started":false') WHERE game_id = ${g.id}`,
      sql`UPDATE snapshots SET data = 'garbage' WHERE game_id = ${g.id}`,
      sql`UPDATE snapshots SET seq = seq + 1000 WHERE game_id = ${g.id}`,
      sql`UPDATE snapshots SET seq = seq - 3 WHERE game_id = ${g.id}`,
      sql`UPDATE snapshots SET ruleset_version = 2 WHERE game_id = ${g.id}`,
      sql`DELETE FROM snapshots WHERE game_id = ${g.id}`,
    ];
    for (const vandalism of vandalisms) {
      await database.db.execute(vandalism);
      const cold = isolate();
      expect((await cold.api.view(g.id, g.tokens[1])).body).toEqual(truth);
      await cold.settle();
      // Replaced by a sound one (the game read whole, the snapshot written over the bad one).
      expect(await snapshotRow(g.id)).toMatchObject({ seq: good.seq, data: good.data });
    }
    await database.db.execute(sql`UPDATE snapshots SET format = ${SNAPSHOT_FORMAT + 1} WHERE game_id = ${g.id}`);
    expect((await isolate().api.view(g.id, g.tokens[1])).body).toEqual(truth);
  });

  it('the retry of an action from before the snapshot is still recognised, and the old events are all there', async () => {
    const a = isolate({ cache: false });
    const g = await a.api.seated('tanni');
    const answers = await playRound(a, g, true);
    await playRound(a, g, true); // a second round: the first one's actions are now before the snapshot
    const first = answers[0]!;
    const retry = await isolate({ cache: false }).api.act(g.id, g.tokens[first.seat], first.move, { 'idempotency-key': first.key });
    expect(retry.status, retry.text).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    const reuse = await isolate({ cache: false }).api.act(g.id, g.tokens[first.seat], { type: 'pass' }, { 'idempotency-key': first.key });
    expect(reuse.body.code).toBe('idempotency-key-reuse');
    const events = await isolate().api.events(g.id, undefined, 0, 1000);
    const version = (await a.api.view(g.id)).body.version;
    expect(events.body.events.map((e: { seq: number }) => e.seq)).toEqual(Array.from({ length: version }, (_, i) => i + 1));
  });
});
