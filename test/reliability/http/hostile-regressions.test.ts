import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestServer } from '#target';
import type { Reply } from '../../support/api';

/**
 * Defects the hostile-input fuzzing found (issue 8 §4), one test each: each was a 500 from PostgreSQL
 * refusing a string, and is now a 4xx problem that changes nothing.
 */
describe.each(targets())('hostile input regressions on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await target.start();
  });
  afterAll(() => server?.close());

  async function refused(code: string, status: number, request: () => Promise<Reply>) {
    const before = await server.snapshot();
    const reply = await request();
    expect(reply.status, reply.text).toBe(status);
    expect(reply.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(reply.body.code).toBe(code);
    expect(await server.snapshot()).toBe(before);
  }

  it('a game id with a NUL byte (or anything no id is made of) is 404, not a 500 from the database', async () => {
    const g = await server.api.seated('tango', { firstDealer: 0 });
    for (const id of ['%00', 'g_%00AAAAAAAAAAAAAAA', '%F0%9F%83%8F', 'g_%20x']) {
      await refused('not-found', 404, () => server.api.view(id));
      await refused('not-found', 404, () => server.api.act(id, g.tokens[0], { type: 'decline-swap' }));
      await refused('not-found', 404, () => server.api.request('GET', `/v1/games/${id}/events?after=0`));
      await refused('not-found', 404, () => server.api.join(id));
    }
    const gql = await server.api.request('POST', '/graphql', { body: { query: 'query($id: ID!) { game(id: $id) { id } }', variables: { id: '\u0000' } } });
    expect(gql.body.errors[0].extensions.code).toBe('not-found');
  });

  it('a seat name with a lone surrogate is 400, not a 500 (PostgreSQL refuses it in jsonb)', async () => {
    const { id } = (await server.api.create('tango')).body;
    for (const raw of ['{"name":"\\ud800"}', '{"name":"a\\udfff\\ud800b"}', '{"name":"x\\udc00"}']) {
      await refused('invalid-request', 400, () => server.api.request('POST', `/v1/games/${id}/join`, { raw, headers: { 'content-type': 'application/json' } }));
    }
    const before = await server.snapshot();
    const gql = await server.api.request('POST', '/graphql', { raw: '{"query":"mutation($id: ID!, $n: String) { join(gameId: $id, name: $n) { seat } }","variables":{"id":"' + id + '","n":"\\ud800"}}', headers: { 'content-type': 'application/json' } });
    expect(gql.body.errors[0].extensions.code).toBe('invalid-request');
    expect(await server.snapshot()).toBe(before);
    // A well-formed astral character is a fine name.
    expect((await server.api.join(id, { name: 'Ada 🂡' })).status).toBe(201);
  });
});
