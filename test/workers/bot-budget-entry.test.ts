import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { Api } from '../support/api';
import { GqlClient } from '../support/graphql/client';
import { newPlayer, viewWhenFinished } from '../support/players';
import { callWorker } from '../support/target.workers';

/**
 * The bot budget on the Worker entry (issue 26, item 1), with its settings passed as bindings, as
 * wrangler.toml's [vars] would: a game of bots alone needs a player key (`403 bots-need-a-player`)
 * and books one share (8,000 steps here) of the player's budget in this isolate; a budget of 10,000 holds
 * one, so the second is `429 bot-budget-spent` with Retry-After. GraphQL weighs fields that seat bots.
 */
describe('bot budget of the Worker entry', () => {
  const settings = { ...env, RATE_LIMIT_PER_TOKEN: 'off', RATE_LIMIT_PER_IP: 'off', RATE_LIMIT_SIGN_UPS_PER_IP: 'off', RATE_LIMIT_BOT_STEPS_PER_PLAYER: '10000/3600s', BOT_SHARE_STEPS: '8000' };
  const api = new Api('http://tricktable.test', (url, init) => callWorker(url, init, settings));
  const gql = new GqlClient(api);
  const allBots = { type: 'tantony', options: { variant: 'three-player' }, bots: { '0': 'random', '1': 'random', '2': 'random' } };

  it('anonymous: 403 bots-need-a-player on REST and GraphQL; a person with bots is created', async () => {
    const refused = await api.request('POST', '/v1/games', { body: allBots });
    expect([refused.status, refused.body.code]).toEqual([403, 'bots-need-a-player']);
    const reply = await gql.request('mutation ($b: JSON) { createGame(type: "tango", bots: $b) { id } }', { b: { '0': 'random', '1': 'random' } });
    expect(reply.errors?.[0]?.extensions.code).toBe('bots-need-a-player');
    expect((await api.request('POST', '/v1/games', { body: { ...allBots, bots: { '1': 'random', '2': 'random' } } })).status).toBe(201);
  });

  it("keyed: the first is created and played on after the answer; the second is past the player's budget, 429 bot-budget-spent with Retry-After", async () => {
    const ada = await newPlayer(api, 'Ada');
    const created = await api.request('POST', '/v1/games', { token: ada.key, body: allBots });
    expect([created.status, created.body.status]).toEqual([201, 'active']);
    const refused = await api.request('POST', '/v1/games', { token: ada.key, body: allBots });
    expect([refused.status, refused.body.code]).toEqual([429, 'bot-budget-spent']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const bob = await newPlayer(api, 'Bob');
    expect((await api.request('POST', '/v1/games', { token: bob.key, body: allBots })).status).toBe(201);
    // The isolate's queue plays Ada's game to its end (random bots: well inside her budget).
    expect((await viewWhenFinished(api, created.body.id)).status).toBe('finished');
  });

  it('GraphQL: three createGame fields with bots in one operation are refused by cost', async () => {
    const fields = ['a', 'b', 'c'].map((a) => `${a}: createGame(type: "tango", bots: $b) { id }`).join(' ');
    const reply = await gql.request(`mutation ($b: JSON) { ${fields} }`, { b: { '1': 'random' } });
    expect(reply.data).toBeUndefined();
    expect(reply.errors?.[0]?.message).toMatch(/costs 30 \(3 fields seat bots\)/);
  });
});
