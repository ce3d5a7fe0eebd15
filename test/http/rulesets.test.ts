import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestServer } from '#target';

// Ruleset versions: every game records the version of its type's rules it was created with and is
// played under it for good; Tantony's version 2 moved who leads (TANTONY-4).
describe.each(targets())('Ruleset versions on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await target.start();
  });
  afterAll(() => server?.close());

  /** A Tantony game dealt by seat 2: who is to lead the first trick, and what the views say. */
  async function dealtBySeat2(body: object) {
    const { api } = server;
    const created = await api.request('POST', '/v1/games', { body: { type: 'tantony', options: { firstDealer: 2, autoPlayForced: false }, ...body } });
    expect(created.status).toBe(201);
    for (let seat = 0; seat < 4; seat++) expect((await api.join(created.body.id)).status).toBe(201);
    const view = (await api.view(created.body.id)).body;
    return { created: created.body, view };
  }

  it('GET /v1/games shows each type\'s current ruleset version and every version it plays', async () => {
    const { gameTypes } = (await server.api.request('GET', '/v1/games')).body;
    const byType = Object.fromEntries(gameTypes.map((t: { type: string }) => [t.type, t]));
    expect(byType.tantony.rulesetVersion).toBe(2);
    expect(byType.tantony.rulesetVersions.map((v: { version: number }) => v.version)).toEqual([1, 2]);
    expect(byType.tantony.rulesetVersions[1].summary).toMatch(/TANTONY-4/);
    for (const type of ['tango', 'tanni', 'tadpole']) expect(byType[type]).toMatchObject({ rulesetVersion: 1, rulesetVersions: [{ version: 1 }] });
  });

  it('TANTONY-4: a new game gets ruleset 2, and the seat before the dealer leads; the views say which ruleset', async () => {
    const { created, view } = await dealtBySeat2({});
    expect(created.rulesetVersion).toBe(2);
    expect(view).toMatchObject({ rulesetVersion: 2, toAct: [1], state: { dealer: 2, leader: 1 } });
  });

  it('TANTONY-4 (ruleset 1): a game created under version 1 keeps the old lead, the seat after the dealer', async () => {
    const { created, view } = await dealtBySeat2({ rulesetVersion: 1 });
    expect(created.rulesetVersion).toBe(1);
    expect(view).toMatchObject({ rulesetVersion: 1, toAct: [3], state: { dealer: 2, leader: 3 } });
  });

  it('an unknown ruleset version is 400 invalid-request on rulesetVersion, over REST and GraphQL, and creates nothing', async () => {
    const { api } = server;
    for (const body of [{ type: 'tantony', rulesetVersion: 3 }, { type: 'tango', rulesetVersion: 2 }, { type: 'tantony', rulesetVersion: '1' }]) {
      const res = await api.request('POST', '/v1/games', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid-request', errors: [{ path: 'rulesetVersion' }] });
    }
    const gql = await api.request('POST', '/graphql', { body: { query: 'mutation { createGame(type: "tantony", rulesetVersion: 7) { id } }' } });
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'invalid-request', errors: [{ path: 'rulesetVersion' }] });
  });

  it('GraphQL creates under a ruleset and shows it, and lists the versions', async () => {
    const { api } = server;
    const created = await api.request('POST', '/graphql', { body: { query: 'mutation { createGame(type: "tantony", rulesetVersion: 1) { id rulesetVersion } }' } });
    expect(created.body.data.createGame.rulesetVersion).toBe(1);
    const read = await api.request('POST', '/graphql', {
      body: { query: 'query($id: ID!) { game(id: $id) { rulesetVersion fairness { protocol commitment } } gameTypes { type rulesetVersion rulesetVersions { version } } }', variables: { id: created.body.data.createGame.id } },
    });
    expect(read.body.data.game).toMatchObject({ rulesetVersion: 1, fairness: { protocol: 'server-seed/1' } });
    expect(read.body.data.gameTypes.find((t: { type: string }) => t.type === 'tantony')).toEqual({ type: 'tantony', rulesetVersion: 2, rulesetVersions: [{ version: 1 }, { version: 2 }] });
  });
});
