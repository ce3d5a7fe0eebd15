import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestServer } from '#target';
import { newPlayer } from '../support/players';

/** Open games (issue 14, item 5): a game created with `listed: true` is in the lobby until it fills. */
describe.each(targets())('the lobby on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await target.start();
  });
  afterAll(() => server?.close());
  const lobby = async (query = '') => (await server.api.request('GET', `/v1/lobby${query ? `?${query}` : ''}`)).body;
  const inLobby = async (id: string, query = '') => {
    for (let cursor: string | null = null, first = true; first || cursor; first = false) {
      const page: any = await lobby([query, cursor ? `cursor=${cursor}` : ''].filter(Boolean).join('&'));
      const found = page.games.find((g: { id: string }) => g.id === id);
      if (found) return found;
      cursor = page.next;
    }
    return undefined;
  };

  it('a listed game waits in the lobby with its seats until it fills; a player joins from there', async () => {
    const created = await server.api.request('POST', '/v1/games', { body: { type: 'tanni', options: { target: 10 }, listed: true } });
    expect(created.body.listed).toBe(true);
    const id = created.body.id;
    expect(await inLobby(id)).toMatchObject({ type: 'tanni', status: 'waiting', seatsTaken: 0, seatCount: 4, options: { target: 10 }, createdAt: created.body.createdAt });
    await server.api.join(id, { name: 'Ann' });
    expect((await inLobby(id)).seats).toEqual([{ seat: 0, name: 'Ann' }, { seat: 1, name: null }, { seat: 2, name: null }, { seat: 3, name: null }]);
    const ada = await newPlayer(server.api, 'Ada');
    const open = (await lobby('type=tanni')).games.find((g: { id: string }) => g.id === id);
    expect((await server.api.join(open.id, {}, { token: ada.key })).body.seat).toBe(1);
    expect((await inLobby(id)).seatsTaken).toBe(2);
    await server.api.join(id);
    await server.api.join(id);
    expect(await inLobby(id)).toBeUndefined();
  });

  it('a seat freed mid-game (reset) is offered in the lobby again; unlisted games never show', async () => {
    const listed = await server.api.request('POST', '/v1/games', { body: { type: 'tango', listed: true } });
    const admin = listed.body.adminToken;
    await server.api.join(listed.body.id);
    await server.api.join(listed.body.id);
    expect(await inLobby(listed.body.id)).toBeUndefined();
    await server.api.request('POST', `/v1/games/${listed.body.id}/seats/1/reset`, { token: admin });
    expect(await inLobby(listed.body.id)).toMatchObject({ status: 'active', seatsTaken: 1 });
    const unlisted = await server.api.create('tango');
    expect(await inLobby(unlisted.body.id)).toBeUndefined();
  });

  it('filters by type and pages with a cursor; an aborted game leaves the lobby', async () => {
    const made: string[] = [];
    for (let i = 0; i < 3; i++) made.push((await server.api.request('POST', '/v1/games', { body: { type: 'tadpole', listed: true } })).body.id);
    const seen: Array<{ id: string; type: string }> = [];
    for (let cursor: string | null = null, first = true; first || cursor; first = false) {
      const page: any = await lobby(`type=tadpole&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.games.length).toBeLessThanOrEqual(2);
      seen.push(...page.games);
      cursor = page.next;
    }
    expect(seen.every((g) => g.type === 'tadpole')).toBe(true);
    expect(new Set(seen.map((g) => g.id)).size).toBe(seen.length);
    // The longest waiting first.
    expect(seen.map((g) => g.id).filter((id) => made.includes(id))).toEqual(made);
    const admin = (await server.api.request('POST', '/v1/games', { body: { type: 'tadpole', listed: true } })).body;
    await server.api.request('POST', `/v1/games/${admin.id}/abort`, { token: admin.adminToken });
    expect(await inLobby(admin.id, 'type=tadpole')).toBeUndefined();
  });
});
