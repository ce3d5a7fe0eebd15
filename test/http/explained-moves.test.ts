import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/engine';
import { games } from '../../src/games/registry';
import { GqlClient } from '../support/graphql/client';
import { typedClient } from '../support/typed-client';
import { targets, type TestServer } from '#target';

/**
 * Issue 30, item 2: `GET /v1/games/{id}/legal-moves?explain=1` says why each card a seat holds (and
 * each other move it might try) is not legal now. The proof that it is the refusal a real attempt
 * gets: every explained move is then sent to `POST /actions` at that version, and the answer is the
 * very problem (code, rule, reason, detail), with nothing written. Random games of every type, every
 * seat asked at every step (its turn or not); GraphQL and the typed client answer the same.
 */
type Refusal = { move: { type: string; card?: string }; code: string; rule?: string; reason?: string; message: string };
const cardsOf = (view: any): string[] => [...(view.state.hand ?? [])];

describe.each(targets())('legal-moves?explain=1 on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await target.start();
  });
  afterAll(() => server?.close());

  const STEPS = 24;
  for (const game of games) {
    it(`${game.title}: every card held is legal or explained, and each explanation is what POST /actions answers`, async () => {
      const { api } = server;
      const { id, tokens } = await api.seated(game.type, { autoPlayForced: false, firstDealer: 0 });
      const random = mulberry32(game.type.length * 31);
      let explainedIllegal = 0;
      let explainedTurn = 0;
      for (let step = 0; step < STEPS; step++) {
        let toAct: { token: string; moves: unknown[] } | undefined;
        for (const token of tokens) {
          const answer = await api.request('GET', `/v1/games/${id}/legal-moves?explain=1`, { token });
          expect(answer.status).toBe(200);
          const { version, moves, refusals } = answer.body as { version: number; moves: Array<{ type: string; card?: string }>; refusals: Refusal[] };
          expect(Array.isArray(refusals)).toBe(true);
          // Every card in the hand is either part of a legal move or explained.
          const view = (await api.view(id, token)).body;
          expect(view.version).toBe(version);
          const covered = new Set([...moves, ...refusals.map((r) => r.move)].map((m) => m.card).filter(Boolean));
          for (const card of cardsOf(view)) expect(covered.has(card), `${game.type} v${version}: ${card} is neither legal nor explained`).toBe(true);
          // No legal move is explained as refused.
          for (const r of refusals) expect(moves.map((m) => JSON.stringify(m))).not.toContain(JSON.stringify(r.move));
          for (const r of refusals) {
            const tried = await api.act(id, token, r.move, { 'if-match': `"${version}"` });
            expect(tried.status, JSON.stringify(r)).toBeGreaterThanOrEqual(400);
            expect({ code: tried.body.code, rule: tried.body.rule, reason: tried.body.reason, message: tried.body.detail }).toEqual({ code: r.code, rule: r.rule, reason: r.reason, message: r.message });
            if (r.code === 'illegal-action') explainedIllegal++;
            if (r.code === 'not-your-turn') explainedTurn++;
          }
          // The attempts wrote nothing.
          expect((await api.view(id, token)).body.version).toBe(version);
          if (moves.length > 0) toAct = { token, moves };
        }
        if (!toAct) break;
        const played = await api.act(id, toAct.token, toAct.moves[random(toAct.moves.length)]);
        expect(played.status).toBe(200);
      }
      expect(explainedTurn).toBeGreaterThan(0);
      expect(explainedIllegal, `${game.title}: some refusal of the rules was explained`).toBeGreaterThan(0);
      // Without explain, the answer is as before: no refusals.
      expect((await api.legalMoves(id, tokens[0])).body.refusals).toBeUndefined();
    });
  }

  it('GraphQL legalMoves(explain: true) and the typed client answer the same refusals as REST', async () => {
    const { api } = server;
    const { id, tokens } = await api.seated('tango', { autoPlayForced: false, firstDealer: 0 });
    const rest = (await api.request('GET', `/v1/games/${id}/legal-moves?explain=1`, { token: tokens[1] })).body as { refusals: Refusal[] };
    expect(rest.refusals.length).toBeGreaterThan(0);
    const gql = new GqlClient(api);
    const query = 'query($id: ID!) { legalMoves(gameId: $id, explain: true) { version refusals { move { type body } code rule reason message } } }';
    const data = await gql.data(query, { id }, tokens[1]);
    expect(data.legalMoves.refusals.map((r: any) => ({ move: r.move.body, code: r.code, rule: r.rule ?? undefined, reason: r.reason ?? undefined, message: r.message }))).toEqual(
      rest.refusals.map((r) => ({ move: r.move, code: r.code, rule: r.rule, reason: r.reason, message: r.message })),
    );
    const plain = await gql.data('query($id: ID!) { legalMoves(gameId: $id) { refusals { code } } }', { id }, tokens[1]);
    expect(plain.legalMoves.refusals).toBeNull();
    const client = typedClient(server, tokens[1]);
    const { data: typed } = await client.GET('/v1/games/{id}/legal-moves', { params: { path: { id }, query: { explain: '1' } } });
    expect(typed?.refusals).toEqual(rest.refusals);
  });
});
