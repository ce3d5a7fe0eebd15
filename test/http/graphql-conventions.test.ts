import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GqlClient } from '../support/graphql/client';
import { targets, type TestServer } from '#target';

/** Issue 18 item 7 on GraphQL: createGame(webhooks:), each legal move's ready-to-send `body`, `game`. */
describe.each(targets().slice(0, 1))('GraphQL conventions on $name', (target) => {
  let server: TestServer;
  let gql: GqlClient;
  beforeAll(async () => {
    server = await target.start();
    gql = new GqlClient(server.api);
  });
  afterAll(() => server?.close());

  it('createGame takes webhooks as REST does, and answers each with its secret once', async () => {
    const created = await gql.data(
      `mutation($hooks: [WebhookInput!]) { createGame(type: "tanni", options: {firstDealer: 3}, webhooks: $hooks) { id webhooks { id url events seat secret } } }`,
      { hooks: [{ url: 'http://127.0.0.1:9/hook', events: ['turn.started'], seat: 0 }, { url: 'http://127.0.0.1:9/all' }] },
    );
    expect(created.createGame.webhooks).toEqual([
      { id: expect.stringMatching(/^wh_/), url: 'http://127.0.0.1:9/hook', events: ['turn.started'], seat: 0, secret: expect.stringMatching(/^whsec_/) },
      { id: expect.stringMatching(/^wh_/), url: 'http://127.0.0.1:9/all', events: null, seat: null, secret: expect.stringMatching(/^whsec_/) },
    ]);
    const refused = await gql.request(`mutation { createGame(type: "tango", webhooks: [{url: "ftp://example.com"}]) { id } }`);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'invalid-request' });
  });

  it('a legal move selected as `body` is sent back as it is, as the action variable', async () => {
    const { createGame } = await gql.data(`mutation { createGame(type: "tanni", options: {firstDealer: 3}) { id } }`);
    const tokens: string[] = [];
    for (let i = 0; i < 4; i++) tokens.push((await gql.data(`mutation($id: ID!) { join(gameId: $id) { token } }`, { id: createGame.id })).join.token);
    const read = await gql.data(`query($id: ID!) { game(id: $id) { game type } legalMoves(gameId: $id) { game version moves { body } } }`, { id: createGame.id }, tokens[0]);
    expect(read.game).toEqual({ game: 'tanni', type: 'tanni' });
    expect(read.legalMoves.game).toBe('tanni');
    const body = read.legalMoves.moves.at(-1).body;
    expect(body).toEqual({ type: 'call-tanni' });
    const acted = await gql.data(`mutation($id: ID!, $a: ActionInput!, $v: Int) { act(gameId: $id, action: $a, expectedVersion: $v) { game version events { type } } }`, { id: createGame.id, a: body, v: read.legalMoves.version }, tokens[0]);
    expect(acted.act).toEqual({ game: 'tanni', version: read.legalMoves.version + 1, events: [{ type: 'tanni-called' }, { type: 'contract-won' }] });
  });
});
