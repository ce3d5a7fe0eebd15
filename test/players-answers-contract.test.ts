import Ajv2020 from 'ajv/dist/2020';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeps } from '../src/app';
import { createApp } from '../src/http/app';
import { DrizzleEventStore, DrizzlePlayerStore, DrizzleWebhookStore } from '../src/store';
import { openPglite } from '../src/store/clients/pglite';
import { Api, type Reply } from './support/api';
import { TEST_TOKEN_SECRET } from './support/server';
import type { TestDatabase } from './support/databases';

/**
 * The answers of the players and lifecycle operations (issue 14) are what openapi/openapi.json says
 * they are: each real answer validates against the schema the document gives its operation and
 * status — the shapes a generated client is built on.
 */
const doc = JSON.parse(readFileSync(new URL('../openapi/openapi.json', import.meta.url), 'utf8'));
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
ajv.addSchema(doc, 'tricktable');

const pointer = (...parts: string[]) => parts.map((p) => encodeURIComponent(p.replaceAll('~', '~0').replaceAll('/', '~1'))).join('/');

/** The reasons `reply` is not what the document says `method path` answers with its status. */
function mismatches(method: string, path: string, reply: Reply): string[] {
  const response = doc.paths[path]?.[method]?.responses?.[String(reply.status)];
  if (!response) return [`${method.toUpperCase()} ${path} documents no ${reply.status}`];
  const type = (reply.headers.get('content-type') ?? '').split(';')[0]!;
  if (!response.content?.[type]) return [`${method.toUpperCase()} ${path} ${reply.status} documents no ${type}`];
  const ref = `tricktable#/${pointer('paths', path, method, 'responses', String(reply.status), 'content', type, 'schema')}`;
  const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  return validate(reply.body) ? [] : (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath} ${e.message}`);
}

describe('Players and lifecycle answers against the OpenAPI document', () => {
  let database: TestDatabase;
  let api: Api;
  beforeAll(async () => {
    database = await openPglite();
    const deps: AppDeps = {
      store: new DrizzleEventStore(database.db),
      webhooks: new DrizzleWebhookStore(database.db),
      players: new DrizzlePlayerStore(database.db),
      tokenSecret: TEST_TOKEN_SECRET,
      localMode: true,
    };
    const app = createApp(deps);
    api = new Api('http://contract', (url, init) => Promise.resolve(app.request(url, init)));
  });
  afterAll(() => database?.close());

  const expectDocumented = (method: string, path: string, reply: Reply, status: number) => {
    expect(reply.status, reply.text).toBe(status);
    expect(mismatches(method, path, reply), `${method.toUpperCase()} ${path} ${reply.status}: ${reply.text.slice(0, 300)}`).toEqual([]);
  };

  it('players, my games, the lobby, join as a player, resign, rematch, leave, reset and abort', async () => {
    const created = await api.request('POST', '/v1/players', { body: { name: 'Ada' } });
    expectDocumented('post', '/v1/players', created, 201);
    const ada = created.body.key as string;
    const bobReply = await api.request('POST', '/v1/players', { body: { name: 'Bob' } });
    const bob = bobReply.body.key as string;
    expectDocumented('get', '/v1/me', await api.request('GET', '/v1/me', { token: ada }), 200);

    const game = (await api.request('POST', '/v1/games', { body: { type: 'tango', listed: true, options: { firstDealer: 0 } } })).body;
    expectDocumented('get', '/v1/lobby', await api.request('GET', '/v1/lobby?type=tango'), 200);
    expectDocumented('post', '/v1/games/{id}/join', await api.join(game.id, {}, { token: ada }), 201);
    expectDocumented('post', '/v1/games/{id}/join', await api.join(game.id, {}, { token: ada }), 200);
    await api.join(game.id, {}, { token: bob });
    expectDocumented('get', '/v1/me/games', await api.request('GET', '/v1/me/games?turn=mine', { token: ada }), 200);

    const resigned = await api.request('POST', `/v1/games/${game.id}/resign`, { token: ada });
    expectDocumented('post', '/v1/games/{id}/resign', resigned, 200);
    expect(resigned.body).toMatchObject({ game: 'tango', events: [{ type: 'seat-resigned', seat: 0 }] });
    expectDocumented('post', '/v1/games/{id}/resign', await api.request('POST', `/v1/games/${game.id}/resign`, { token: bob, headers: { prefer: 'return=minimal' } }), 409);
    const rematch = await api.request('POST', `/v1/games/${game.id}/rematch`, { token: bob });
    expectDocumented('post', '/v1/games/{id}/rematch', rematch, 201);
    expectDocumented('post', '/v1/games/{id}/rematch', await api.request('POST', `/v1/games/${game.id}/rematch`, { token: ada }), 200);

    // The rematch: Ada takes her kept seat, leaves, is handed it back by the admin; then a seat aborts.
    const next = rematch.body.id as string;
    await api.join(next, {}, { token: ada });
    expectDocumented('post', '/v1/games/{id}/leave', await api.request('POST', `/v1/games/${next}/leave`, { token: ada }), 200);
    const other = (await api.request('POST', '/v1/games', { body: { type: 'tadpole' } })).body;
    for (const name of ['Cy', 'Di']) await api.join(other.id, { name });
    const reset = await api.request('POST', `/v1/games/${other.id}/seats/1/reset`, { token: other.adminToken, body: {} });
    expectDocumented('post', '/v1/games/{id}/seats/{seat}/reset', reset, 200);
    expect(reset.body).toMatchObject({ game: 'tadpole', events: [{ type: 'seat-reset', seat: 1, name: null }] });
    const aborted = await api.request('POST', `/v1/games/${other.id}/abort`, { token: other.adminToken });
    expectDocumented('post', '/v1/games/{id}/abort', aborted, 200);
    expect(aborted.body.view).toMatchObject({ game: 'tadpole', status: 'aborted', result: { reason: 'aborted', by: null, winners: [] } });
  });
});
