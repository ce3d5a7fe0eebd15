import { parse, type GraphQLUnionType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestServer } from '#target';
import { eventually } from '../support/eventually';
import { GqlClient } from '../support/graphql/client';
import { fullSelection, plain, unalias } from '../support/graphql/selection';
import { newPlayer, tangoOfPlayers } from '../support/players';
import { SseClient, type SseEvent } from '../support/sse';

const REST_NAMES: Record<string, string> = { MeReady: 'ready', MeTurnStarted: 'turn-started', MeGameStarted: 'game-started', MeGameFinished: 'game-finished', MeRematchOffered: 'rematch-offered' };

/**
 * `subscription { me(after) }` over SSE: REST's `GET /v1/me/stream` with GraphQL types, from the same
 * use case — the same events, positions and refusals, every field selected.
 */
describe.each(targets())('GraphQL player subscription on $name', (target) => {
  let server: TestServer;
  let document: string;
  beforeAll(async () => {
    server = await target.start();
    const schema = await new GqlClient(server.api).schema();
    document = `subscription($after: String) { me(after: $after) ${fullSelection(schema, schema.getType('MeStreamEvent') as GraphQLUnionType)} }`;
    parse(document);
  });
  afterAll(() => server?.close());

  it("mirrors the REST stream: the same events with the same positions, through a game's start and its first turns", async () => {
    const [ada, bob] = [await newPlayer(server.api, 'Ada'), await newPlayer(server.api, 'Bob')];
    const rest = await SseClient.open(server.api, '/v1/me/stream', { token: bob.key });
    const sub = await SseClient.open(server.api, '/graphql', { token: bob.key, json: { query: document } });
    expect(sub.status, sub.text).toBe(200);
    const restReady = await rest.next();
    const gqlReady = await sub.next();
    const id = await tangoOfPlayers(server.api, ada, bob);
    for (let n = 0; n < 3; n++) {
      const seat = (await server.api.view(id)).body.toAct[0];
      const key = [ada.key, bob.key][seat]!;
      expect((await server.api.act(id, key, (await server.api.legalMoves(id, key)).body.moves[0])).status).toBe(200);
    }
    const take = async (s: SseClient, n: number) => {
      const got: SseEvent[] = [];
      while (got.length < n) got.push((await s.next())!);
      return got;
    };
    // game-started, then Bob's turns after Ada's first two moves.
    const fromRest = [restReady!, ...(await take(rest, 3))];
    const fromGql = [gqlReady!, ...(await take(sub, 3))].map((e) => {
      expect(e.event).toBe('next');
      expect(e.data.errors).toBeUndefined();
      return unalias(e.data.data.me) as any;
    });
    expect(fromRest.map((e) => e.event)).toEqual(['ready', 'game-started', 'turn-started', 'turn-started']);
    expect(fromGql.map((g) => REST_NAMES[g.__typename])).toEqual(fromRest.map((e) => e.event));
    expect(fromGql.map((g) => g.cursor)).toEqual(fromRest.map((e) => e.id));
    expect(fromGql.map(({ cursor: _, ...g }) => plain(g))).toEqual(fromRest.map((e) => e.data));
    await Promise.all([rest.close(), sub.close()]);
    await eventually(() => server.waiters() === 0, 'both streams to let go of their watches');
  });

  it('refuses what REST refuses, with its codes', async () => {
    const bob = await newPlayer(server.api, 'Bob');
    const noKey = await (await SseClient.open(server.api, '/graphql', { json: { query: document } })).rest();
    expect(noKey[0]?.data.errors[0].extensions.code).toBe('unauthorized');
    const badCursor = await (await SseClient.open(server.api, '/graphql', { token: bob.key, json: { query: document, variables: { after: 'nope' } } })).rest();
    expect(badCursor[0]?.data.errors[0].extensions.code).toBe('invalid-request');
  });
});
