import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry';
import { targets, type TestServer } from '#target';
import { GqlClient } from '../support/graphql/client';

/** The catalogue names the bot levels each game can be played at (issue 16), over REST and GraphQL alike. */
describe.each(targets())('Bot levels in the catalogue on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await target.start();
  });
  afterAll(() => server?.close());

  it('GET /v1/games lists random, basic and expert for every game, weakest first, each described', async () => {
    const reply = await server.api.request('GET', '/v1/games');
    expect(reply.status).toBe(200);
    const types: Array<{ type: string; botLevels: Array<{ level: string; description: string }> }> = reply.body.gameTypes;
    expect(types.map((t) => t.type).sort()).toEqual(games.map((g) => g.type).sort());
    for (const t of types) {
      expect(t.botLevels.map((l) => l.level)).toEqual(['random', 'basic', 'expert']);
      for (const l of t.botLevels) expect(l.description.length).toBeGreaterThan(10);
    }
  });

  it('GraphQL gameTypes answers the same levels', async () => {
    const gql = new GqlClient(server.api);
    const reply = await gql.request('{ gameTypes { type botLevels { level description } } }');
    const rest = (await server.api.request('GET', '/v1/games')).body.gameTypes.map((t: { type: string; botLevels: unknown }) => ({ type: t.type, botLevels: t.botLevels }));
    expect(reply.data.gameTypes).toEqual(rest);
  });
});
