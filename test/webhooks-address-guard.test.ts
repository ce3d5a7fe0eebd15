import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSweep, type AppDeps } from '../src/app';
import { createApp } from '../src/http/app';
import { DrizzleEventStore, DrizzleWebhookStore } from '../src/store';
import { openPglite } from '../src/store/clients/pglite';
import { addressGuard, type Lookup } from '../src/webhooks/address-guard';
import { Api } from './support/api';
import { Receiver } from './support/receiver';

/**
 * Webhook destinations on Node (issue 19, item 3): the host is resolved right before every delivery
 * and an inward address refuses the send, recorded in the delivery log; redirects are not followed.
 * Public-looking names are resolved by a stand-in for DNS that answers loopback spellings only
 * (127.0.0.0/8, ::1, ::ffff:127.0.0.1, 0.0.0.0): nothing here can reach another machine.
 */
const ZONE: Record<string, string[]> = {
  'hooks.example.com': ['127.0.0.1'],
  'v6.example.com': ['::1'],
  'mapped.example.com': ['::ffff:127.0.0.1'],
  'nowhere.example.com': ['0.0.0.0'],
  // One inward address among several is enough to refuse.
  'mixed.example.com': ['127.0.0.7', '::ffff:7f00:7'],
};

describe('webhook destinations resolved before every delivery', () => {
  let db: Awaited<ReturnType<typeof openPglite>>;
  const lookups: string[] = [];
  const lookup: Lookup = async (host) => {
    lookups.push(host);
    const addresses = host === 'localhost' ? ['127.0.0.1', '::1'] : ZONE[host];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address }));
  };
  beforeAll(async () => {
    db = await openPglite();
  });
  afterAll(() => db?.close());

  function server(localMode: boolean): { api: Api; deps: AppDeps } {
    const deps: AppDeps = { store: new DrizzleEventStore(db.db), webhooks: new DrizzleWebhookStore(db.db), localMode, checkWebhookTarget: addressGuard({ localMode, lookup }) };
    const app = createApp(deps);
    return { api: new Api('http://tricktable.test', (url, init) => Promise.resolve(app.request(url, init))), deps };
  }

  const attemptsOf = async (api: Api, id: string, adminToken: string, webhookId: string) =>
    (await api.request('GET', `/v1/games/${id}/webhooks/${webhookId}/deliveries`, { token: adminToken })).body.deliveries.flatMap((d: { attempts: unknown[] }) => d.attempts);

  it('production: a public name that resolves inward is refused at each attempt, recorded with its reason, never sent', async () => {
    const { api, deps } = server(false);
    const urls = Object.keys(ZONE).map((host) => `https://${host}/tricktable`);
    const created = await api.request('POST', '/v1/games', { body: { type: 'tango', webhooks: urls.map((url) => ({ url, events: ['game.started'] })) } });
    expect(created.status, created.text).toBe(201); // every name looks public: the subscription is accepted
    const { id, adminToken, webhooks } = created.body;
    await api.join(id);
    await api.join(id);
    lookups.length = 0;
    expect((await runSweep(deps)).deliveries).toBe(urls.length);
    expect(lookups.sort()).toEqual(Object.keys(ZONE).sort());
    for (const [i, host] of Object.keys(ZONE).entries()) {
      const [attempt] = await attemptsOf(api, id, adminToken, webhooks[i].id);
      expect(attempt, host).toMatchObject({ status: null, error: expect.stringMatching(new RegExp(`^refused: ${host.replace(/\./g, '\\.')} resolves to \\S+, a (loopback|unspecified) address$`)) });
    }
    // A redelivery resolves the name again (a name may change between attempts).
    const [delivery] = (await api.request('GET', `/v1/games/${id}/webhooks/${webhooks[0].id}/deliveries`, { token: adminToken })).body.deliveries;
    await api.request('POST', `/v1/games/${id}/webhooks/${webhooks[0].id}/deliveries/${delivery.id}/redeliver`, { token: adminToken });
    lookups.length = 0;
    await runSweep(deps);
    expect(lookups).toEqual(['hooks.example.com']);
  });

  it('a name that does not resolve is a failed attempt (retried later), not a send', async () => {
    const { api, deps } = server(false);
    const created = await api.request('POST', '/v1/games', { body: { type: 'tango', webhooks: [{ url: 'https://gone.example.com/x', events: ['game.started'] }] } });
    await api.join(created.body.id);
    await api.join(created.body.id);
    await runSweep(deps);
    const [attempt] = await attemptsOf(api, created.body.id, created.body.adminToken, created.body.webhooks[0].id);
    expect(attempt).toMatchObject({ status: null, error: 'could not resolve gone.example.com: ENOTFOUND' });
  });

  it('local mode: loopback is where a developer receives webhooks, so it is delivered; a redirect is not followed', async () => {
    const { api, deps } = server(true);
    const receiver = await Receiver.start();
    const elsewhere = await Receiver.start();
    try {
      receiver.respond = () => ({ status: 302, headers: { location: elsewhere.url } });
      const created = await api.request('POST', '/v1/games', { body: { type: 'tango', webhooks: [{ url: receiver.url.replace('127.0.0.1', 'localhost'), events: ['game.started'] }] } });
      expect(created.status, created.text).toBe(201);
      await api.join(created.body.id);
      await api.join(created.body.id);
      await runSweep(deps);
      expect(receiver.received).toHaveLength(1);
      expect(elsewhere.received).toHaveLength(0);
      const [attempt] = await attemptsOf(api, created.body.id, created.body.adminToken, created.body.webhooks[0].id);
      expect(attempt).toMatchObject({ status: 302, error: 'HTTP 302' });
    } finally {
      await receiver.close();
      await elsewhere.close();
    }
  });

  it('subscribe and createGame refuse inward names in production before anything is stored', async () => {
    const { api } = server(false);
    const g = await api.request('POST', '/v1/games', { body: { type: 'tango' } });
    for (const url of ['https://localhost./x', 'https://LocalHost./x', 'https://foo.localhost./x', 'https://vm./x', 'https://localhost.localdomain/x']) {
      const created = await api.request('POST', '/v1/games', { body: { type: 'tango', webhooks: [{ url }] } });
      expect(created.status, url).toBe(400);
      expect(created.body).toMatchObject({ code: 'invalid-request', errors: [{ path: 'webhooks.0.url' }] });
      const subscribed = await api.request('POST', `/v1/games/${g.body.id}/webhooks`, { token: g.body.adminToken, body: { url } });
      expect(subscribed.status, url).toBe(400);
    }
    expect((await api.request('GET', `/v1/games/${g.body.id}/webhooks`, { token: g.body.adminToken })).body.webhooks).toEqual([]);
  });
});
