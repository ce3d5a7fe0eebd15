import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestServer } from '#target';

/** `Prefer: return=minimal` (RFC 7240) on actions: the acknowledgement without the view. */
describe.each(targets())('Prefer: return=minimal on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await target.start();
  });
  afterAll(() => server?.close());

  const ready = () => server.api.startedTango();

  it('answers the version and events without the view, says so, and the action is applied', async () => {
    const g = await ready();
    const res = await server.api.act(g.id, g.tokens[0], g.moves[0], { prefer: 'return=minimal' });
    expect(res.status).toBe(200);
    expect(res.headers.get('preference-applied')).toBe('return=minimal');
    expect(res.headers.get('vary')).toMatch(/prefer/i);
    expect(Object.keys(res.body).sort()).toEqual(['events', 'game', 'version']);
    expect(res.body.events.length).toBeGreaterThan(0);
    const view = await server.api.view(g.id, g.tokens[0]);
    expect(view.body.version).toBe(res.body.version);
    expect(res.headers.get('etag')).toBe(`"${res.body.version}"`);
  });

  it('without the preference (or with another one) the answer carries the view', async () => {
    const g = await ready();
    for (const prefer of [undefined, 'return=representation', 'respond-async']) {
      const moves = (await server.api.legalMoves(g.id, g.tokens[0])).body.moves;
      if (moves.length === 0) break;
      const res = await server.api.act(g.id, g.tokens[0], moves[0], prefer ? { prefer } : {});
      expect(res.status).toBe(200);
      expect(res.headers.get('preference-applied')).toBeNull();
      expect(res.body.view).toMatchObject({ version: res.body.version });
      // Tango alternates within a trick; take the other seat's turn so seat 0 acts again.
      const reply = (await server.api.legalMoves(g.id, g.tokens[1])).body.moves;
      if (reply.length > 0) await server.api.act(g.id, g.tokens[1], reply[0]);
    }
  });

  it('is read among other preferences, case-insensitively, quoted or not', async () => {
    const g = await ready();
    const res = await server.api.act(g.id, g.tokens[0], g.moves[0], { prefer: 'handling=lenient, RETURN="minimal"' });
    expect(res.status).toBe(200);
    expect(res.body.view).toBeUndefined();
    expect(res.headers.get('preference-applied')).toBe('return=minimal');
  });

  it('an idempotent retry answers the first acknowledgement, minimal or in full', async () => {
    const g = await ready();
    const full = await server.api.act(g.id, g.tokens[0], g.moves[0], { 'idempotency-key': 'm-1' });
    const minimal = await server.api.act(g.id, g.tokens[0], g.moves[0], { 'idempotency-key': 'm-1', prefer: 'return=minimal' });
    expect(minimal.status).toBe(200);
    expect(minimal.headers.get('idempotent-replayed')).toBe('true');
    expect(minimal.body).toEqual({ game: 'tango', version: full.body.version, events: full.body.events });
  });

  it('a refused action is the same problem with or without the preference', async () => {
    const g = await ready();
    const res = await server.api.act(g.id, g.tokens[1], g.moves[0], { prefer: 'return=minimal' });
    expect(res.status).toBe(409);
    expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(res.body.code).toBe('not-your-turn');
    expect(res.headers.get('preference-applied')).toBeNull();
  });
});
