import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, openApiDocument } from '../src/http/app';
import { databaseKinds } from './support/databases';
import { startServer, type NodeTestServer } from './support/server';

const committed = JSON.parse(readFileSync(new URL('../openapi/openapi.json', import.meta.url), 'utf8'));

describe('The OpenAPI document', () => {
  let server: NodeTestServer;
  beforeAll(async () => {
    server = await startServer(databaseKinds()[0]!);
  });
  afterAll(() => server?.close());

  it('committed at openapi/openapi.json matches the code (run `npm run openapi` after changing the API)', () => {
    const generated = JSON.parse(JSON.stringify(openApiDocument(createApp({ store: server.store }))));
    expect(generated).toEqual(committed);
  });

  it('is what GET /openapi.json serves, as OpenAPI 3.1', async () => {
    const served = await server.api.request('GET', '/openapi.json');
    expect(served.status).toBe(200);
    expect(served.body).toEqual(committed);
    expect(committed.openapi).toBe('3.1.0');
  });

  it('describes every operation with a summary, examples and problem+json errors', () => {
    for (const [path, item] of Object.entries<any>(committed.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(op.summary, where).toBeTruthy();
        const errors = Object.entries<any>(op.responses).filter(([status]) => Number(status) >= 400);
        expect(errors.length, where).toBeGreaterThan(0);
        for (const [, response] of errors) expect(Object.keys(response.content), where).toEqual(['application/problem+json']);
        if (op.requestBody) expect(op.requestBody.content['application/json'].example, where).toBeDefined();
      }
    }
  });

  it('names every game action, view and event as a schema', () => {
    const names = Object.keys(committed.components.schemas);
    for (const name of ['TangoPlay', 'TangoSwapStyle', 'TangoDeclineSwap', 'TangoState', 'TangoRoundDealt', 'Problem', 'GameView']) expect(names).toContain(name);
  });

  it('describes every webhook notification as an OpenAPI 3.1 webhook, with the signature headers', () => {
    const game = ['action.applied', 'game.finished', 'game.started', 'round.completed', 'seat.taken-over', 'subscription.disabled', 'trick.completed', 'turn.started', 'turn.timed-out'];
    // A player's subscription (`POST /v1/me/webhooks`): its own payloads, named `player.<type>`.
    const player = ['game.finished', 'game.started', 'rematch.offered', 'subscription.disabled', 'turn.reminder', 'turn.started'].map((t) => `player.${t}`);
    expect(Object.keys(committed.webhooks).sort()).toEqual([...game, ...player].sort());
    for (const [type, item] of Object.entries<any>(committed.webhooks)) {
      const headers = item.post.parameters.filter((p: { in: string }) => p.in === 'header').map((p: { name: string }) => p.name);
      expect(headers, type).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
      expect(item.post.requestBody.content['application/json'].schema.$ref, type).toMatch(type.startsWith('player.') ? /^#\/components\/schemas\/PlayerWebhook/ : /^#\/components\/schemas\/Webhook/);
    }
  });

  it('serves an interactive reference at /docs', async () => {
    const docs = await server.api.request('GET', '/docs');
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-type')).toMatch(/text\/html/);
    expect(docs.text).toContain('/openapi.json');
  });
});
