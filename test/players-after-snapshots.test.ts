import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SNAPSHOT_FORMAT } from '../src/app';
import { DrizzleEventStore, rowsOf } from '../src/store';
import { databaseKinds, type TestDatabase } from './support/databases';
import { isolateOn } from './support/isolate';

/**
 * Players and the lifecycle when a game is read from a snapshot (issue 20: the history in memory
 * then starts after it). What they need from older entries — the join that gave a player a seat, a
 * keyed join's first answer, a lifecycle retry's first answer — is read from the whole log: every
 * answer is the one a whole replay gives. (A seat's abort is judged by the deal alone, which the
 * snapshot holds: issue 26, item 7.)
 */
describe.each(databaseKinds())('Players and the lifecycle after a snapshot on $name', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(() => database?.close());

  const isolate = ({ cache = false } = {}) => isolateOn(database, { cache });

  const snapshotSeq = async (id: string) =>
    rowsOf<{ seq: number }>(await database.db.execute(sql`SELECT seq FROM snapshots WHERE game_id = ${id} AND format = ${SNAPSHOT_FORMAT}`))[0]?.seq ?? null;

  /** A cold read that replays the whole log (32 entries or more) writes a snapshot at its end. */
  const snapshotAtEnd = async (id: string) => {
    await database.db.execute(sql`DELETE FROM snapshots WHERE game_id = ${id}`);
    const cold = isolate();
    await cold.api.view(id);
    await cold.settle();
  };

  it('a player joining again, a keyed join resent, a seat abort and a keyed resign retried: all judged on the whole log', async () => {
    const a = isolate();
    const key = async (name: string) => (await a.api.request('POST', '/v1/players', { body: { name } })).body.key as string;
    const [ada, bob] = [await key('Ada'), await key('Bob')];
    const { body: game } = await a.api.create('tanni', { firstDealer: 3 });
    const joinKey = crypto.randomUUID();
    const joins = [
      await a.api.join(game.id, {}, { token: ada }),
      await a.api.join(game.id, {}, { token: bob }),
      await a.api.join(game.id, { name: 'Cy' }, { headers: { 'idempotency-key': joinKey } }),
      await a.api.join(game.id, { name: 'Di' }),
    ];
    expect(joins.map((j) => j.status)).toEqual([201, 201, 201, 201]);
    const credential = [ada, bob, joins[2]!.body.token, joins[3]!.body.token];

    // Play until a snapshot is written (a cold read that replayed 32 entries, or a round's end).
    for (let n = 0; n < 400 && (await snapshotSeq(game.id)) === null; n++) {
      const view = (await a.api.view(game.id)).body;
      const seat = view.toAct[0];
      const move = (await a.api.legalMoves(game.id, credential[seat])).body.moves[0];
      expect((await a.api.act(game.id, credential[seat], move)).status).toBe(200);
      await a.settle();
    }
    // A snapshot at the current version: the history after it is empty, every older entry is before it.
    await snapshotAtEnd(game.id);
    const version = (await a.api.view(game.id)).body.version;
    expect(await snapshotSeq(game.id)).toBe(version);
    expect(version).toBeGreaterThan(8); // past the joins and the deal: moves were made before it
    // Every request below reads cold: the snapshot and no entry after it.
    const stored = await new DrizzleEventStore(database.db).loadGame(game.id, 0, { format: SNAPSHOT_FORMAT });
    expect(stored!.log).toEqual([]);

    const again = await isolate().api.join(game.id, {}, { token: ada });
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ seat: 0, token: joins[0]!.body.token, started: true });
    expect((await isolate().api.view(game.id, again.body.token)).body.you).toBe(0);

    const resent = await isolate().api.join(game.id, { name: 'Cy' }, { headers: { 'idempotency-key': joinKey } });
    expect(resent.status, resent.text).toBe(200);
    expect(resent.body).toMatchObject({ seat: 2, token: joins[2]!.body.token, version: 3 });

    const abort = await isolate().api.request('POST', `/v1/games/${game.id}/abort`, { token: bob });
    expect(abort.status, abort.text).toBe(409);
    expect(abort.body.code).toBe('game-started');

    const resignKey = crypto.randomUUID();
    const resigned = await isolate().api.request('POST', `/v1/games/${game.id}/resign`, { token: credential[3], headers: { 'idempotency-key': resignKey } });
    expect(resigned.status, resigned.text).toBe(200);
    expect(resigned.body.view).toMatchObject({ status: 'finished', result: { reason: 'resigned', by: 3 } });
    // The resign entry is now before the history in memory; its retry still answers the first answer.
    await snapshotAtEnd(game.id);
    expect(await snapshotSeq(game.id)).toBe(resigned.body.version);
    const retry = await isolate().api.request('POST', `/v1/games/${game.id}/resign`, { token: credential[3], headers: { 'idempotency-key': resignKey } });
    expect(retry.status, retry.text).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(resigned.body);
  });
});
