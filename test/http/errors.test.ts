import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestServer } from '#target';
import type { Reply } from '../support/api';

/** Each rejection answers problem+json with its code and status, and writes nothing at all. */
describe.each(targets())('Errors on $name', (target) => {
  let server: TestServer;
  let game: { id: string; tokens: string[]; adminToken: string };
  let other: { id: string; tokens: string[] };
  beforeAll(async () => {
    server = await target.start();
    game = await server.api.seated('tango', { firstDealer: 0 });
    other = await server.api.seated('tango', { firstDealer: 0 });
  });
  afterAll(() => server?.close());

  async function refused(code: string, status: number, request: () => Promise<Reply>): Promise<Reply> {
    const before = await server.snapshot();
    const reply = await request();
    expect(reply.status, reply.text).toBe(status);
    expect(reply.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(reply.body).toMatchObject({ code, status, type: `https://tricktable.dev/problems/${code}` });
    expect(typeof reply.body.title).toBe('string');
    expect(typeof reply.body.detail).toBe('string');
    expect(await server.snapshot()).toBe(before);
    return reply;
  }

  const api = () => server.api;
  const turn = async () => (await api().view(game.id)).body.toAct[0] as number;

  describe('invalid-request (400)', () => {
    it('malformed JSON', () => refused('invalid-request', 400, () => api().request('POST', `/v1/games/${game.id}/actions`, { token: game.tokens[0], raw: '{"type": "play",', headers: { 'content-type': 'application/json' } })));
    it('wrong types, with the field named', async () => {
      const r = await refused('invalid-request', 400, () => api().act(game.id, game.tokens[0], { type: 'play', card: 7 }));
      expect(r.body.errors[0].path).toBe('card');
    });
    it('an unknown field', () => refused('invalid-request', 400, () => api().act(game.id, game.tokens[0], { type: 'play', card: 'G7', extra: 1 })));
    it('an unknown action type', async () => {
      const r = await refused('invalid-request', 400, () => api().act(game.id, game.tokens[0], { type: 'dance' }));
      expect(r.body.detail).toContain('unknown action type');
    });
    it("another game's action", async () => {
      const types: Array<{ type: string; actions: string[] }> = (await api().request('GET', '/v1/games')).body.gameTypes;
      const foreign = types.flatMap((t) => t.actions).find((a) => !['play', 'swap-style', 'decline-swap'].includes(a));
      const r = await refused('invalid-request', 400, () => api().act(game.id, game.tokens[0], { type: foreign ?? 'bid', value: 20 }));
      expect(r.body.detail).toContain(foreign ? `Tango has no action "${foreign}"` : 'unknown action type');
    });
    it('an unknown game type and bad options', async () => {
      await refused('invalid-request', 400, () => api().create('chess'));
      const r = await refused('invalid-request', 400, () => api().create('tango', { variant: 'short' }));
      expect(r.body.errors[0].path).toBe('options.variant');
    });
    it('a seat that does not exist', async () => {
      const { id } = (await api().create('tango')).body;
      await refused('invalid-request', 400, () => api().join(id, { seat: 5 }));
    });
    it('a negative `after`', () => refused('invalid-request', 400, () => api().request('GET', `/v1/games/${game.id}/events?after=-1`)));
    it('a malformed If-Match', async () => refused('invalid-request', 400, async () => api().act(game.id, game.tokens[await turn()], { type: 'decline-swap' }, { 'if-match': 'yesterday' })));
    it('a body that is not JSON', () => refused('unsupported-media-type', 415, () => api().request('POST', '/v1/games', { raw: 'type=tango', headers: { 'content-type': 'text/plain' } })));
    it('a huge body', () => refused('payload-too-large', 413, () => api().request('POST', '/v1/games', { raw: JSON.stringify({ type: 'tango', pad: 'x'.repeat(100_000) }), headers: { 'content-type': 'application/json' } })));
  });

  describe('not-found (404)', () => {
    it('an unknown game', () => refused('not-found', 404, () => api().view('g_doesnotexist')));
    it('an unknown game, when acting', () => refused('not-found', 404, () => api().act('g_doesnotexist', game.tokens[0], { type: 'decline-swap' })));
    it('an unknown route', () => refused('not-found', 404, () => api().request('GET', '/v1/nothing-here')));
  });

  describe('unauthorized (401) and forbidden (403)', () => {
    it('a token of no seat of this game', () => refused('unauthorized', 401, () => api().view(game.id, 'tt_seat_forged')));
    it("another game's seat token", async () => refused('unauthorized', 401, async () => api().act(game.id, other.tokens[await turn()], { type: 'play', card: 'G1' })));
    it('a malformed Authorization header', () => refused('unauthorized', 401, () => api().request('GET', `/v1/games/${game.id}`, { headers: { authorization: 'Basic abc' } })));
    it('acting without a token', () => refused('unauthorized', 401, () => api().play(game.id, undefined, 'G1')));
    it('legal moves without a token', () => refused('unauthorized', 401, () => api().legalMoves(game.id)));
    it('the admin token acting as a seat', () => refused('forbidden', 403, () => api().play(game.id, game.adminToken, 'G1')));
  });

  describe('seats and phases (409)', () => {
    it('seat-taken', async () => {
      const { id } = (await api().create('tango')).body;
      await api().join(id, { seat: 1 });
      await refused('seat-taken', 409, () => api().join(id, { seat: 1 }));
    });
    it('game-full', () => refused('game-full', 409, () => api().join(game.id)));
    it('game-not-started', async () => {
      const { id } = (await api().create('tango')).body;
      const first = await api().join(id);
      await refused('game-not-started', 409, () => api().play(id, first.body.token, 'G1'));
    });
    it('not-your-turn: the wrong seat', async () => {
      const waiting = 1 - (await turn());
      const r = await refused('not-your-turn', 409, () => api().play(game.id, game.tokens[waiting], 'G1'));
      expect(r.body.detail).toMatch(/not seat \d's turn/);
    });
  });

  describe('illegal-action (422)', () => {
    it('a card not held, with the rule and the reason', async () => {
      const seat = await turn();
      const view = await api().view(game.id, game.tokens[seat]);
      const notMine = ['G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8', 'G9', 'G10'].find((c) => !view.body.state.hand.includes(c))!;
      const r = await refused('illegal-action', 422, () => api().play(game.id, game.tokens[seat], notMine));
      expect(r.body).toMatchObject({ rule: 'TANGO-6', reason: 'card-not-available' });
    });
    it('not following suit: the reason names the cards that follow', async () => {
      // Deals are random: try fresh games until the follower holds the lead suit and another suit.
      for (let attempt = 0; attempt < 20; attempt++) {
        // With auto-play a lone follower would be played for at once; here the player must choose.
        const g = await api().seated('tango', { firstDealer: 0, autoPlayForced: false });
        const hands = await Promise.all(g.tokens.map(async (t) => (await api().view(g.id, t)).body.state.hand as string[]));
        const follows = (suit: string) => hands[1]!.filter((c) => c !== 'ROSE' && c[0] === suit);
        const lead = hands[0]!.find((c) => c !== 'ROSE' && follows(c[0]!).length > 0 && hands[1]!.some((x) => x !== 'ROSE' && x[0] !== c[0]));
        if (!lead) continue;
        expect((await api().play(g.id, g.tokens[0], lead)).status).toBe(200);
        const offSuit = hands[1]!.find((c) => c !== 'ROSE' && c[0] !== lead[0])!;
        const r = await refused('illegal-action', 422, () => api().play(g.id, g.tokens[1], offSuit));
        expect(r.body).toMatchObject({ rule: 'TANGO-8', reason: 'must-follow-suit' });
        expect(r.body.detail).toBe(`must follow ${({ G: 'green', Y: 'yellow', P: 'purple', R: 'red' } as Record<string, string>)[lead[0]!]}: you hold ${follows(lead[0]!).join(', ')}`);
        return;
      }
      throw new Error('no deal in 20 let the follower break TANGO-8');
    });
  });
});
