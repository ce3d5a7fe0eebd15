import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadInternal } from './support/leak-audit';
import { databaseKinds } from './support/databases';
import { startServer, type NodeTestServer } from './support/server';

/** Issue 16, item 4: `onTimeout: "<level>"` — when a turn clock runs out, that bot plays the turn. */
describe.each(databaseKinds())('A bot plays timed-out turns on $name', (kind) => {
  let server: NodeTestServer;
  let now = Date.parse('2026-11-29T12:00:00Z');
  beforeAll(async () => {
    server = await startServer(kind, { clock: () => new Date(now) });
  });
  afterAll(() => server?.close());

  for (const onTimeout of ['expert', 'first-legal'] as const) {
    it(`onTimeout: ${onTimeout}`, async () => {
      const created = await server.api.request('POST', '/v1/games', { body: { type: 'tanni', options: { turnTimeout: 60, autoPlayForced: false, onTimeout } } });
      expect(created.status, created.text).toBe(201);
      const id = created.body.id as string;
      for (let s = 0; s < 4; s++) await server.api.join(id);
      const before = (await server.api.view(id)).body;
      now += 61_000;
      const after = (await server.api.view(id)).body;
      expect(after.version).toBeGreaterThan(before.version);
      const loaded = await loadInternal(server.store, id);
      const timeout = loaded.history.find((h) => h.kind === 'timeout')!;
      expect(timeout.seat).toBe(before.toAct[0]);
      // The entry names the bot that played it; the fixed policy names none.
      expect(timeout.bot).toBe(onTimeout === 'expert' ? 'expert' : null);
      expect(after.options.onTimeout).toBe(onTimeout === 'expert' ? 'expert' : undefined);
    });
  }

  it('an unknown onTimeout is refused', async () => {
    const created = await server.api.request('POST', '/v1/games', { body: { type: 'tango', options: { turnTimeout: 60, onTimeout: 'grandmaster' } } });
    expect([created.status, created.body.code]).toEqual([400, 'invalid-request']);
  });
});
