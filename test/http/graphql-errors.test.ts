import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestServer } from '#target';
import { GqlClient, type GqlError, type GqlReply } from '../support/graphql/client';
import { documents, type Documents } from '../support/graphql/documents';
import { seatedOverGraphql } from '../support/graphql/play';

/** Each refusal answers REST's code in `extensions.code`, names no secret, and writes nothing. */
describe.each(targets())('GraphQL errors on $name', (target) => {
  let server: TestServer;
  let gql: GqlClient;
  let docs: Documents;
  let game: { id: string; tokens: string[]; adminToken: string };
  let other: { id: string; tokens: string[] };
  beforeAll(async () => {
    server = await target.start();
    gql = new GqlClient(server.api);
    docs = documents(await gql.schema());
    game = await seatedOverGraphql(gql, docs, 'tango', { firstDealer: 0, autoPlayForced: false });
    other = await seatedOverGraphql(gql, docs, 'tango', { firstDealer: 0, autoPlayForced: false });
  });
  afterAll(() => server?.close());

  async function refused(code: string, request: () => Promise<GqlReply>): Promise<GqlError> {
    const before = await server.snapshot();
    const reply = await request();
    expect(reply.errors, reply.text).toHaveLength(1);
    const error = reply.errors![0]!;
    expect(error.extensions.code, reply.text).toBe(code);
    expect(typeof error.message).toBe('string');
    expect(reply.text).not.toMatch(/stack|at .*\.ts:\d+/);
    expect(await server.snapshot()).toBe(before);
    return error;
  }

  const turn = async () => (await gql.data(docs.game, { id: game.id })).game.toAct[0] as number;
  const act = (token: string | undefined, action: unknown, extra: Record<string, unknown> = {}, id = game.id) => gql.request(docs.act, { gameId: id, action, ...extra }, { token });
  const play = (token: string | undefined, card: string, id = game.id) => gql.request(docs.playCard, { gameId: id, card }, { token });

  describe('invalid-request', () => {
    it('a syntax error', () => refused('invalid-request', () => gql.request('{ game(id: ')));
    it('a field that does not exist', () => refused('invalid-request', () => gql.request('{ game(id: "x") { nope } }')));
    it('an argument of the wrong type', () => refused('invalid-request', () => gql.request(docs.playCard, { gameId: game.id, card: 7 }, { token: game.tokens[0] })));
    it('an action field no game has', () => refused('invalid-request', () => act(game.tokens[0], { type: 'play', card: 'G7', colour: 'G' })));
    it("another game's action field, refused by the game's own schema with the field named", async () => {
      const e = await refused('invalid-request', () => act(game.tokens[0], { type: 'play', card: 'G7', value: 20 }));
      expect(e.extensions.errors).toEqual([{ path: '(body)', message: expect.stringContaining('value') }]);
    });
    it('an action type the game does not have', async () => {
      const e = await refused('invalid-request', () => act(game.tokens[0], { type: 'bid', value: 20 }));
      expect(e.message).toContain('Tango has no action "bid"');
      expect(e.extensions.errors).toEqual([{ path: 'type', message: expect.any(String) }]);
    });
    it('an action missing its field', async () => {
      const e = await refused('invalid-request', () => act(game.tokens[0], { type: 'play' }));
      expect((e.extensions.errors as Array<{ path: string }>)[0]!.path).toBe('card');
    });
    it('an unknown game type and bad options', async () => {
      await refused('invalid-request', () => gql.request(docs.createGame, { type: 'chess' }));
      const e = await refused('invalid-request', () => gql.request(docs.createGame, { type: 'tango', options: { variant: 'short' } }));
      expect((e.extensions.errors as Array<{ path: string }>)[0]!.path).toBe('options.variant');
    });
    it('a seat that does not exist, and a name with control characters', async () => {
      const { createGame } = await gql.data(docs.createGame, { type: 'tango' });
      await refused('invalid-request', () => gql.request(docs.join, { gameId: createGame.id, seat: 5 }));
      const e = await refused('invalid-request', () => gql.request(docs.join, { gameId: createGame.id, name: 'Ada\u0007' }));
      expect((e.extensions.errors as Array<{ path: string }>)[0]!.path).toBe('name');
    });
    it('a negative `after`', () => refused('invalid-request', () => gql.request(docs.events, { gameId: game.id, after: -1 })));
    it('a negative expectedVersion, and an idempotencyKey with a space', async () => {
      const seat = await turn();
      await refused('invalid-request', () => act(game.tokens[seat], { type: 'decline-swap' }, { expectedVersion: -1 }));
      await refused('invalid-request', () => act(game.tokens[seat], { type: 'decline-swap' }, { idempotencyKey: 'two words' }));
    });
    it('too many root fields in one operation (aliases count)', async () => {
      const many = Array.from({ length: 21 }, (_, i) => `g${i}: game(id: "${game.id}") { version }`).join(' ');
      const e = await refused('invalid-request', () => gql.request(`{ ${many} }`));
      expect(e.message).toContain('at most 20 root fields');
      expect((await gql.request(`{ ${many.split(' g20:')[0]} }`)).errors).toBeUndefined();
    });
    it('a mutation over GET', async () => {
      const res = await server.api.fetch(`/graphql?query=${encodeURIComponent('mutation { createGame(type: "tango") { id } }')}`);
      expect((await res.json()).errors[0].extensions.code).toBe('invalid-request');
    });
  });

  describe('not-found', () => {
    it('an unknown game', () => refused('not-found', () => gql.request(docs.game, { id: 'g_doesnotexist' })));
    it('an unknown game, when acting', () => refused('not-found', () => act(game.tokens[0], { type: 'decline-swap' }, {}, 'g_doesnotexist')));
    it('an unknown game, reading its log and moves', async () => {
      await refused('not-found', () => gql.request(docs.events, { gameId: 'g_doesnotexist' }));
      await refused('not-found', () => gql.request(docs.legalMoves, { gameId: 'g_doesnotexist' }, { token: game.tokens[0] }));
    });
  });

  describe('unauthorized and forbidden', () => {
    it('a token of no seat of this game', () => refused('unauthorized', () => gql.request(docs.game, { id: game.id }, { token: 'tt_seat_forged' })));
    it("another game's seat token", async () => refused('unauthorized', async () => play(other.tokens[await turn()], 'G1')));
    it('a malformed Authorization header', () => refused('unauthorized', () => gql.request(docs.game, { id: game.id }, { headers: { authorization: 'Basic abc' } })));
    it('acting without a token', () => refused('unauthorized', () => play(undefined, 'G1')));
    it('legal moves without a token', () => refused('unauthorized', () => gql.request(docs.legalMoves, { gameId: game.id })));
    it('the admin token acting as a seat', () => refused('forbidden', () => play(game.adminToken, 'G1')));
  });

  describe('seats and phases', () => {
    it('seat-taken', async () => {
      const { createGame } = await gql.data(docs.createGame, { type: 'tango' });
      await gql.data(docs.join, { gameId: createGame.id, seat: 1 });
      await refused('seat-taken', () => gql.request(docs.join, { gameId: createGame.id, seat: 1 }));
    });
    it('game-full', () => refused('game-full', () => gql.request(docs.join, { gameId: game.id })));
    it('game-not-started', async () => {
      const { createGame } = await gql.data(docs.createGame, { type: 'tango' });
      const { join } = await gql.data(docs.join, { gameId: createGame.id });
      await refused('game-not-started', () => play(join.token, 'G1', createGame.id));
    });
    it('not-your-turn', async () => {
      const e = await refused('not-your-turn', async () => play(game.tokens[1 - (await turn())], 'G1'));
      expect(e.message).toMatch(/not seat \d's turn/);
    });
  });

  it('illegal-action: a card not held, with the rule and the reason', async () => {
    const seat = await turn();
    const { game: view } = await gql.data(docs.game, { id: game.id }, game.tokens[seat]);
    const hand: string[] = Object.entries(view.state).find(([k]) => k.startsWith('hand'))![1] as string[];
    const notMine = ['G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8', 'G9', 'G10'].find((c) => !hand.includes(c))!;
    const e = await refused('illegal-action', () => play(game.tokens[seat], notMine));
    expect(e.extensions).toMatchObject({ rule: 'TANGO-6', reason: 'card-not-available' });
  });

  it('precondition-failed: a stale expectedVersion, with the current version; the right one applies', async () => {
    const g = await seatedOverGraphql(gql, docs, 'tango', { firstDealer: 0, autoPlayForced: false });
    const { legalMoves } = await gql.data(docs.legalMoves, { gameId: g.id }, g.tokens[0]);
    const { __typename, body, ...move } = legalMoves.moves[0];
    expect(body).toEqual(move);
    const version = legalMoves.version as number;
    const e = await refused('precondition-failed', () => act(g.tokens[0], move, { expectedVersion: version - 1 }, g.id));
    expect(e.extensions.version).toBe(version);
    const fresh = await act(g.tokens[0], move, { expectedVersion: version }, g.id);
    expect(fresh.data.act.version).toBe(version + 1);
  });

  it('idempotencyKey: a retry returns the first answer, marked replayed, and appends nothing; reused for another action it is refused', async () => {
    const g = await seatedOverGraphql(gql, docs, 'tango', { firstDealer: 0, autoPlayForced: false });
    const moves = (await gql.data(docs.legalMoves, { gameId: g.id }, g.tokens[0])).legalMoves.moves.map(({ body }: any) => body);
    const first = await act(g.tokens[0], moves[0], { idempotencyKey: 'move-1' }, g.id);
    expect(first.data.act.replayed).toBe(false);
    const length = (await server.store.loadGame(g.id))!.log.length;
    const retry = await act(g.tokens[0], moves[0], { idempotencyKey: 'move-1' }, g.id);
    expect(retry.data.act).toEqual({ ...first.data.act, replayed: true });
    expect((await server.store.loadGame(g.id))!.log.length).toBe(length);
    await refused('idempotency-key-reuse', () => act(g.tokens[0], moves[1], { idempotencyKey: 'move-1' }, g.id));
  });

  it('one failing field does not hide the others: data beside errors, each error with its path', async () => {
    const reply = await gql.request(`query($id: ID!) { gameTypes { type } game(id: $id) { id } missing: game(id: "g_nope") { id } }`, { id: game.id });
    expect(reply.status).toBe(200);
    expect(reply.data.gameTypes.length).toBeGreaterThan(0);
    expect(reply.data.game.id).toBe(game.id);
    expect(reply.data.missing).toBeNull();
    expect(reply.errors).toEqual([expect.objectContaining({ path: ['missing'], extensions: { code: 'not-found' } })]);
  });

  it('HTTP refusals keep their status and get a code: a body that is not JSON, a huge body', async () => {
    const post = (body: string, type: string) => server.api.fetch(`/graphql`, { method: 'POST', headers: { 'content-type': type }, body });
    const text = await post('{ gameTypes { type } }', 'text/plain');
    expect(text.status).toBe(415);
    expect((await text.json()).errors[0].extensions.code).toBe('unsupported-media-type');
    const huge = await post(JSON.stringify({ query: '{ gameTypes { type } }', variables: { pad: 'x'.repeat(100_000) } }), 'application/json');
    expect(huge.status).toBe(413);
    expect((await huge.json()).errors[0].extensions.code).toBe('payload-too-large');
  });
});
