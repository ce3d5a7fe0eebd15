import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hexToBytes, seedCommitment } from '../../src/engine';
import { verifyRecord } from '../../src/verify/verify';
import { targets, type TestServer } from '#target';
import { lifecycle, newPlayer, playToEnd } from '../support/players';

/**
 * The game's lifecycle (issue 14, item 6): resign, abort, leave and reset, each a log entry through
 * the commit path (events, webhooks, idempotency, If-Match), REST and GraphQL; results as each
 * game's page documents them (docs/games/*.md "Resigning").
 */
describe.each(targets())('the lifecycle on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await target.start();
  });
  afterAll(() => server?.close());
  const api = () => server.api;
  const seedOk = (view: any) => seedCommitment(hexToBytes(view.result.seed)) === view.seedCommitment;

  /** A started game of anonymous seats, moved on by `moves` actions. */
  async function started(type: string, options: object = {}, moves = 0) {
    const g = await api().seated(type, options);
    if (moves > 0) await playToEnd(api(), g.id, (s) => g.tokens[s]!, moves);
    return g;
  }

  /** The game.finished payloads the outbox holds for `gameId` (read from the database itself). */
  async function finishedPayloads(gameId: string): Promise<any[]> {
    const [, , , , deliveries] = JSON.parse(await server.snapshot()) as string[][];
    return deliveries!.map((r) => JSON.parse(r)).filter((d) => d.game_id === gameId && d.type === 'game.finished').map((d) => d.payload);
  }

  it('Tanni (teams): seat 2 resigns, so team 1 (seats 1 and 3) wins; the seed is revealed; game.finished says why', async () => {
    const g = await api().seated('tanni');
    await api().request('POST', `/v1/games/${g.id}/webhooks`, { token: g.adminToken, body: { url: 'http://127.0.0.1:9/hook', events: ['game.finished'] } });
    await playToEnd(api(), g.id, (s) => g.tokens[s]!, 6);
    const resigned = await lifecycle(api(), g.id, 'resign', g.tokens[2]);
    expect(resigned.status).toBe(200);
    expect(resigned.body.events).toEqual([{ type: 'seat-resigned', seat: 2 }]);
    const view = resigned.body.view;
    expect(view).toMatchObject({ status: 'finished', toAct: [], you: 2, result: { winners: [1, 3], draw: false, reason: 'resigned', by: 2 } });
    expect(view.result.scores).toHaveLength(4);
    expect(seedOk(view)).toBe(true);
    expect((await lifecycle(api(), g.id, 'resign', g.tokens[1])).body.code).toBe('game-over');
    expect((await api().legalMoves(g.id, g.tokens[1])).body.moves).toEqual([]);
    const [payload] = await finishedPayloads(g.id);
    expect(payload.data).toMatchObject({ gameId: g.id, status: 'finished', result: { reason: 'resigned', by: 2, winners: [1, 3], seed: view.result.seed } });
    expect((await api().events(g.id, undefined, view.version - 1)).body.events).toEqual([
      { seq: view.version, at: expect.any(String), kind: 'resign', seat: 2, events: [{ type: 'seat-resigned', seat: 2 }] },
    ]);
  });

  it('Tadpole: the resigning seat is last; the others keep the tricks they won and the top one wins', async () => {
    const g = await started('tadpole', { firstDealer: 2, turnTimeout: 600 }, 14);
    const running = (await api().view(g.id)).body;
    expect(running.deadlines.some((d: string | null) => d !== null)).toBe(true);
    const before = running.state.players.map((p: { score: number }) => p.score);
    const resigned = (await lifecycle(api(), g.id, 'resign', g.tokens[1])).body.view;
    // The turn clocks stop with the game.
    expect(resigned.deadlines).toEqual([null, null, null]);
    expect(resigned.result.scores).toEqual(before);
    const top = Math.max(before[0], before[2]);
    expect(resigned.result.winners).toEqual([0, 2].filter((s) => before[s] === top));
    expect(resigned.result).toMatchObject({ reason: 'resigned', by: 1 });
  });

  it('three-player Tantony and Tango resign by their own rules; a resignation before the deal is 409', async () => {
    const tantony = await started('tantony', { variant: 'three-player' }, 5);
    expect((await lifecycle(api(), tantony.id, 'resign', tantony.tokens[0])).body.view.result.winners).not.toContain(0);
    const tango = await started('tango', {}, 3);
    expect((await lifecycle(api(), tango.id, 'resign', tango.tokens[1])).body.view.result).toMatchObject({ winners: [0], reason: 'resigned' });
    const { body: waiting } = await api().create('tango');
    const seat = (await api().join(waiting.id)).body.token;
    expect((await lifecycle(api(), waiting.id, 'resign', seat)).body.code).toBe('game-not-started');
  });

  it('abort: the admin mid-game (Tanni, Tadpole): aborted, no winner, nothing scored, seed revealed', async () => {
    for (const type of ['tanni', 'tadpole']) {
      const g = await started(type, {}, 4);
      const aborted = await lifecycle(api(), g.id, 'abort', g.adminToken);
      expect(aborted.status).toBe(200);
      const view = aborted.body.view;
      expect(view).toMatchObject({ status: 'aborted', you: null, toAct: [], result: { winners: [], draw: false, reason: 'aborted', by: null } });
      expect(view.result.scores.every((s: number) => s === 0)).toBe(true);
      expect(seedOk(view)).toBe(true);
      expect((await api().act(g.id, g.tokens[0], { type: 'play', card: 'AS' })).body.code).toBe('game-over');
      expect((await lifecycle(api(), g.id, 'abort', g.adminToken)).body.code).toBe('game-over');
    }
  });

  it('abort by a seat: only before the deal; a spectator may not', async () => {
    const { body: waiting } = await api().create('tango');
    const seat = (await api().join(waiting.id)).body.token;
    expect((await lifecycle(api(), waiting.id, 'abort')).status).toBe(401);
    const early = await lifecycle(api(), waiting.id, 'abort', seat);
    expect(early.status).toBe(200);
    expect(early.body.view).toMatchObject({ status: 'aborted', result: { by: 0, reason: 'aborted' } });
    const moved = await started('tango', {}, 1);
    const late = await lifecycle(api(), moved.id, 'abort', moved.tokens[0]);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('game-started');
  });

  it('no deal shopping (issue 26, item 7): once dealt, a seat that has seen its hand cannot abort, on REST or GraphQL; resign is the way out', async () => {
    for (const type of ['tango', 'tanni', 'tadpole', 'tantony']) {
      const g = await started(type); // dealt, no move yet: the free look the old rule allowed
      const looked = (await api().view(g.id, g.tokens[0])).body;
      expect(looked).toMatchObject({ status: 'active', you: 0, result: null });
      const rest = await lifecycle(api(), g.id, 'abort', g.tokens[0]);
      expect(rest.status, type).toBe(409);
      expect(rest.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(rest.body).toMatchObject({ status: 409, code: 'game-started', detail: expect.stringMatching(/only the game's admin may abort.*resign/) });
      const gql = await api().request('POST', '/graphql', { token: g.tokens[1], body: { query: `mutation { abort(gameId: "${g.id}") { version } }` } });
      expect(gql.body.errors[0].extensions.code, type).toBe('game-started');
      expect(gql.body.errors[0].message).toMatch(/resign/);
      // Nothing was written, nothing revealed: the same game, the same hand, no seed.
      expect((await api().view(g.id, g.tokens[0])).body).toEqual(looked);
      // A keyed retry is refused the same way (a refusal is not kept as an answer).
      const keyed = await lifecycle(api(), g.id, 'abort', g.tokens[0], { 'idempotency-key': `abort-${type}` });
      expect(keyed.body.code).toBe('game-started');
      // The admin still may; a seat resigns.
      if (type === 'tango') {
        expect((await lifecycle(api(), g.id, 'resign', g.tokens[0])).body.view).toMatchObject({ status: 'finished', result: { reason: 'resigned', by: 0 } });
      } else {
        expect((await lifecycle(api(), g.id, 'abort', g.adminToken)).body.view).toMatchObject({ status: 'aborted', result: { reason: 'aborted', by: null } });
      }
    }
  });

  it('leave before the deal frees the seat and revokes its token; after the deal it is 409', async () => {
    const { body: game } = await api().create('tadpole');
    const ann = await api().join(game.id, { name: 'Ann' });
    const left = await lifecycle(api(), game.id, 'leave', ann.body.token);
    expect(left.status).toBe(200);
    expect(left.body.events).toEqual([{ type: 'seat-left', seat: 0 }]);
    expect(left.body.view.seats[0]).toEqual({ seat: 0, name: null, joined: false, bot: null, onLeave: null });
    expect((await api().view(game.id, ann.body.token)).status).toBe(401);
    expect((await api().join(game.id, { name: 'Cy' })).body.seat).toBe(0);
    const g = await started('tango');
    expect((await lifecycle(api(), g.id, 'leave', g.tokens[0])).body.code).toBe('game-started');
  });

  it('a player leaves by key and may come back; a player resigns by key', async () => {
    const ada = await newPlayer(api(), 'Ada');
    const { body: game } = await api().create('tango');
    await api().join(game.id, {}, { token: ada.key });
    expect((await lifecycle(api(), game.id, 'leave', ada.key)).status).toBe(200);
    expect((await api().request('GET', '/v1/me/games', { token: ada.key })).body.games).toEqual([]);
    await api().join(game.id);
    expect((await api().join(game.id, {}, { token: ada.key })).body.seat).toBe(1);
    expect((await lifecycle(api(), game.id, 'resign', ada.key)).body.view).toMatchObject({ you: 1, result: { by: 1, winners: [0] } });
  });

  it('reset: the admin revokes a vanished seat and offers it again; a newcomer takes it and play goes on', async () => {
    const g = await started('tango', {}, 2);
    const before = (await api().view(g.id)).body;
    expect((await api().request('POST', `/v1/games/${g.id}/seats/1/reset`, { token: g.tokens[0] })).body.code).toBe('forbidden');
    const reset = await api().request('POST', `/v1/games/${g.id}/seats/1/reset`, { token: g.adminToken });
    expect(reset.status).toBe(200);
    expect(reset.body.events).toEqual([{ type: 'seat-reset', seat: 1, name: null }]);
    expect((await api().view(g.id, g.tokens[1])).status).toBe(401);
    const newcomer = await api().join(g.id, { name: 'Nia' });
    expect(newcomer.body).toMatchObject({ seat: 1, name: 'Nia', started: true });
    const view = (await api().view(g.id, newcomer.body.token)).body;
    expect(view.state.trick).toEqual(before.state.trick);
    const final = await playToEnd(api(), g.id, (s) => (s === 1 ? newcomer.body.token : g.tokens[0]!), 6);
    expect(final.version).toBeGreaterThan(view.version);
  });

  it('reset to a named player: the player\'s key acts for the seat at once; a player already seated is 409', async () => {
    const ada = await newPlayer(api(), 'Ada');
    const g = await started('tango', { firstDealer: 1 });
    const handed = await api().request('POST', `/v1/games/${g.id}/seats/1/reset`, { token: g.adminToken, body: { player: ada.id } });
    expect(handed.body.events).toEqual([{ type: 'seat-reset', seat: 1, name: 'Ada' }]);
    expect((await api().view(g.id, ada.key)).body.you).toBe(1);
    const moves = (await api().legalMoves(g.id, ada.key)).body.moves;
    expect((await api().act(g.id, ada.key, moves[0])).status).toBe(200);
    expect((await api().join(g.id, {}, { token: ada.key })).status).toBe(200);
    const again = await api().request('POST', `/v1/games/${g.id}/seats/0/reset`, { token: g.adminToken, body: { player: ada.id } });
    expect(again.body.code).toBe('already-seated');
    expect((await api().request('POST', `/v1/games/${g.id}/seats/0/reset`, { token: g.adminToken, body: { player: 'p_nobody' } })).status).toBe(400);
  });

  it('lifecycle requests take Idempotency-Key (the first answer again) and If-Match (412)', async () => {
    const g = await started('tango', {}, 1);
    const version = (await api().view(g.id)).body.version;
    expect((await lifecycle(api(), g.id, 'abort', g.adminToken, { 'if-match': `"${version - 1}"` })).status).toBe(412);
    const first = await lifecycle(api(), g.id, 'resign', g.tokens[0], { 'idempotency-key': 'resign-1' });
    const again = await lifecycle(api(), g.id, 'resign', g.tokens[0], { 'idempotency-key': 'resign-1' });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await server.store.loadGame(g.id))!.log.length).toBe(version + 1);
  });

  it('the public record of a resigned, an aborted and a reset game verifies (npx tricktable verify)', async () => {
    const resigned = await started('tanni', {}, 5);
    await lifecycle(api(), resigned.id, 'resign', resigned.tokens[1]);
    const { body: waiting } = await api().create('tadpole');
    const left = await api().join(waiting.id, { entropy: 'ab'.repeat(16) });
    await lifecycle(api(), waiting.id, 'leave', left.body.token);
    for (let s = 0; s < 3; s++) await api().join(waiting.id, { entropy: `${s}c`.repeat(16) });
    await api().request('POST', `/v1/games/${waiting.id}/seats/2/reset`, { token: waiting.adminToken });
    await api().join(waiting.id, { entropy: 'ff'.repeat(16) });
    await lifecycle(api(), waiting.id, 'abort', waiting.adminToken);
    for (const id of [resigned.id, waiting.id]) {
      const record = await api().request('GET', `/v1/games/${id}/record`);
      expect(record.status, record.text).toBe(200);
      const report = verifyRecord(record.body);
      expect(report.checks.filter((c) => !c.ok)).toEqual([]);
      expect(report.ok).toBe(true);
    }
  });

  it('GraphQL: resign, abort and resetSeat run the same use cases, with REST\'s codes', async () => {
    const gql = (query: string, token?: string) => api().request('POST', '/graphql', { token, body: { query } });
    const g = await started('tanni', {}, 2);
    const resigned = await gql(`mutation { resign(gameId: "${g.id}") { version events { type } view { status result { winners reason by } } } }`, g.tokens[3]);
    expect(resigned.body.data.resign).toMatchObject({ events: [{ type: 'seat-resigned' }], view: { status: 'finished', result: { winners: [0, 2], reason: 'resigned', by: 3 } } });
    const h = await started('tango', {}, 1);
    const refused = await gql(`mutation { abort(gameId: "${h.id}") { version } }`, h.tokens[0]);
    expect(refused.body.errors[0].extensions.code).toBe('game-started');
    const reset = await gql(`mutation { resetSeat(gameId: "${h.id}", seat: 0) { events { type } } }`, h.adminToken);
    expect(reset.body.data.resetSeat.events).toEqual([{ type: 'seat-reset' }]);
    const aborted = await gql(`mutation { abort(gameId: "${h.id}") { view { status result { reason } } } }`, h.adminToken);
    expect(aborted.body.data.abort.view).toEqual({ status: 'aborted', result: { reason: 'aborted' } });
  });
});
