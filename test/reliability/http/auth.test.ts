import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../../src/app/tokens';
import { targets, type TestServer } from '#target';
import { GqlClient } from '../../support/graphql/client';
import type { Reply } from '../../support/api';

/**
 * The auth matrix (issue 8 §6): every credential against every route of a game. Seat tokens read and
 * act for their own seat of their own game only; the admin token reads as a spectator and never acts;
 * tokens of another game, made-up tokens and malformed headers are 401. Refusals change nothing.
 * Tokens are stored as SHA-256 only, and no answer shows the seed before the end.
 * (How tokens are compared is tested in ../auth-internals.test.ts.)
 */
describe.each(targets())('auth matrix on $name', (target) => {
  let server: TestServer;
  let a: { id: string; tokens: string[]; adminToken: string };
  let b: { id: string; tokens: string[]; adminToken: string };
  let creds: Record<string, string | undefined>;
  const texts: string[] = [];
  beforeAll(async () => {
    server = await target.start();
    a = await server.api.seated('tango', { firstDealer: 0, autoPlayForced: false });
    b = await server.api.seated('tango', { firstDealer: 0, autoPlayForced: false });
    creds = {
      'seat 0': `Bearer ${a.tokens[0]}`,
      'seat 1': `Bearer ${a.tokens[1]}`,
      'other game seat 0': `Bearer ${b.tokens[0]}`,
      admin: `Bearer ${a.adminToken}`,
      'other game admin': `Bearer ${b.adminToken}`,
      none: undefined,
      'made-up token': `Bearer tt_seat_${'A'.repeat(43)}`,
      'seat 0 less a character': `Bearer ${a.tokens[0]!.slice(0, -1)}`,
      'seat 0 hash as token': `Bearer ${hashToken(a.tokens[0]!)}`,
      'Basic scheme': `Basic ${a.tokens[0]}`,
      'Bearer without token': 'Bearer',
    };
  });
  afterAll(() => server?.close());

  const call = async (method: string, path: string, cred: string | undefined, body?: unknown): Promise<Reply> => {
    const r = await server.api.request(method, path, { body, headers: cred === undefined ? {} : { authorization: cred } });
    texts.push(r.text);
    return r;
  };
  const outcome = (r: Reply) => (r.status < 300 ? String(r.status) : `${r.status} ${r.body?.code}`);

  it('reading: a view for every credential; legal moves for the game’s own seats only', async () => {
    const views: Record<string, string> = {};
    const moves: Record<string, string> = {};
    const events: Record<string, string> = {};
    for (const [name, cred] of Object.entries(creds)) {
      const v = await call('GET', `/v1/games/${a.id}`, cred);
      views[name] = v.status === 200 ? `200 you=${v.body.you}` : outcome(v);
      moves[name] = (await call('GET', `/v1/games/${a.id}/legal-moves`, cred).then((r) => (r.status === 200 ? `200 seat=${r.body.seat}` : outcome(r))));
      events[name] = outcome(await call('GET', `/v1/games/${a.id}/events`, cred));
    }
    const unauthorized = '401 unauthorized';
    expect(views).toEqual({
      'seat 0': '200 you=0', 'seat 1': '200 you=1', 'other game seat 0': unauthorized, admin: '200 you=null', 'other game admin': unauthorized, none: '200 you=null',
      'made-up token': unauthorized, 'seat 0 less a character': unauthorized, 'seat 0 hash as token': unauthorized, 'Basic scheme': unauthorized, 'Bearer without token': unauthorized,
    });
    expect(moves).toEqual({
      'seat 0': '200 seat=0', 'seat 1': '200 seat=1', 'other game seat 0': unauthorized, admin: '403 forbidden', 'other game admin': unauthorized, none: unauthorized,
      'made-up token': unauthorized, 'seat 0 less a character': unauthorized, 'seat 0 hash as token': unauthorized, 'Basic scheme': unauthorized, 'Bearer without token': unauthorized,
    });
    expect(events).toEqual({ ...Object.fromEntries(Object.entries(views).map(([k, v]) => [k, v.startsWith('200') ? '200' : v])) });
  });

  it('acting: only the token of the seat to act applies its move; every other credential is refused and changes nothing', async () => {
    const move = (await server.api.legalMoves(a.id, a.tokens[0])).body.moves[0];
    const before = await server.snapshot();
    const acts: Record<string, string> = {};
    for (const [name, cred] of Object.entries(creds)) {
      if (name === 'seat 0') continue;
      acts[name] = outcome(await call('POST', `/v1/games/${a.id}/actions`, cred, move));
      acts[`${name} (play)`] = outcome(await call('POST', `/v1/games/${a.id}/play`, cred, { card: (move as { card: string }).card }));
    }
    expect(await server.snapshot()).toBe(before);
    for (const [name, got] of Object.entries(acts)) {
      const expected = name.startsWith('seat 1') ? '409 not-your-turn' : name.startsWith('admin') ? '403 forbidden' : '401 unauthorized';
      expect(`${name}: ${got}`).toBe(`${name}: ${expected}`);
    }
    // The seat's own token applies it, as that seat: the seat comes from the token, never the body.
    const ok = await call('POST', `/v1/games/${a.id}/actions`, creds['seat 0'], move);
    expect(ok.status).toBe(200);
    const log = (await server.store.loadGame(a.id))!.log;
    expect(log.at(-1)).toMatchObject({ kind: 'action', seat: 0 });
    // A seat field in the body cannot choose another seat.
    const reply = (await server.api.legalMoves(a.id, a.tokens[1])).body.moves[0];
    expect((await call('POST', `/v1/games/${a.id}/actions`, creds['seat 0'], { ...reply, seat: 1 })).status).toBe(400);
    // Game B's seat 0 (whose turn it is there) cannot act in game A, nor A's seat 0 in game B.
    const bMove = (await server.api.legalMoves(b.id, b.tokens[0])).body.moves[0];
    expect(outcome(await call('POST', `/v1/games/${b.id}/actions`, creds['seat 0'], bMove))).toBe('401 unauthorized');
  });

  it('GraphQL: the same matrix for acting, with REST’s codes', async () => {
    const gql = new GqlClient(server.api);
    const moveOf = async (id: string, token: string) => (await server.api.legalMoves(id, token)).body;
    const { moves, version } = await moveOf(a.id, a.tokens[1]);
    const codes: Record<string, string> = {};
    const before = await server.snapshot();
    for (const [name, cred] of Object.entries(creds)) {
      if (name === 'seat 1') continue;
      const headers: Record<string, string> = cred === undefined ? {} : { authorization: cred };
      const r = await gql.request('mutation($id: ID!, $a: ActionInput!, $v: Int) { act(gameId: $id, action: $a, expectedVersion: $v) { version } }', { id: a.id, a: moves[0], v: version }, { headers });
      texts.push(r.text);
      codes[name] = r.errors?.[0]?.extensions.code ?? 'ok';
    }
    expect(await server.snapshot()).toBe(before);
    expect(codes).toEqual({
      'seat 0': 'not-your-turn', 'other game seat 0': 'unauthorized', admin: 'forbidden', 'other game admin': 'unauthorized', none: 'unauthorized',
      'made-up token': 'unauthorized', 'seat 0 less a character': 'unauthorized', 'seat 0 hash as token': 'unauthorized', 'Basic scheme': 'unauthorized', 'Bearer without token': 'unauthorized',
    });
  });

  it('tokens are stored as SHA-256 only: no row of any table holds a token; the seats hold their hashes', async () => {
    const rows = await server.snapshot();
    for (const token of [...a.tokens, ...b.tokens, a.adminToken, b.adminToken]) {
      expect(rows).not.toContain(token);
      expect(rows).not.toContain(token.slice(8, 40)); // nor a recognisable part of one
      expect(rows).toContain(hashToken(token));
    }
    const stored = (await server.store.loadGame(a.id))!;
    expect(stored.seats.map((s) => s.tokenHash)).toEqual(a.tokens.map(hashToken));
    expect(stored.adminTokenHash).toBe(hashToken(a.adminToken));
  });

  it('no answer of this matrix, to anyone, showed a seed of an unfinished game', async () => {
    const seeds = [(await server.store.loadGame(a.id))!.seed, (await server.store.loadGame(b.id))!.seed];
    expect(texts.length).toBeGreaterThan(50);
    for (const text of texts) for (const seed of seeds) expect(text).not.toContain(seed);
  });
});
