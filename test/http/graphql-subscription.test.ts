import { parse, type GraphQLUnionType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/engine';
import { targets, type TestServer } from '#target';
import { eventually } from '../support/eventually';
import { GqlClient } from '../support/graphql/client';
import { fullSelection, plain, unalias } from '../support/graphql/selection';
import { auditEventLog, leaked, loadInternal, readAllPages, secretsAt } from '../support/leak-audit';
import { SseClient } from '../support/sse';

/**
 * `subscription { game(id) }` over SSE (graphql-yoga): the REST stream's events with GraphQL types,
 * from the same use case, so with the same redaction — checked with every field selected.
 */
describe.each(targets())('GraphQL game subscription on $name', (target) => {
  let server: TestServer;
  let document: string;
  beforeAll(async () => {
    server = await target.start();
    const schema = await new GqlClient(server.api).schema();
    document = `subscription($id: ID!, $after: Int) { game(id: $id, after: $after) ${fullSelection(schema, schema.getType('GameStreamEvent') as GraphQLUnionType)} }`;
    parse(document);
  });
  afterAll(() => server?.close());

  it("a seat follows a whole game: every entry once, in order, as REST's /events shows it, its views unleaked, then StreamFinished", async () => {
    const g = await server.api.startedTango();
    const sub = await SseClient.open(server.api, '/graphql', { token: g.tokens[1], json: { query: document, variables: { id: g.id } } });
    expect(sub.status, sub.text).toBe(200);
    const first = await sub.next();
    expect(first?.event).toBe('next');
    expect(first?.data.data.game).toMatchObject({ __typename: 'StreamView', version: g.version, legalMoves: { seat: 1, moves: [] } });
    // Both seats play through REST until the end; the subscriber only watches.
    const choose = mulberry32(4);
    for (;;) {
      const view = (await server.api.view(g.id)).body;
      if (view.status === 'finished') break;
      const seat = view.toAct[0];
      const moves = (await server.api.legalMoves(g.id, g.tokens[seat])).body.moves;
      expect((await server.api.act(g.id, g.tokens[seat], moves[choose(moves.length)])).status).toBe(200);
    }
    const events = [first!];
    for (let e = await sub.next(); e !== null && e.event !== 'complete'; e = await sub.next()) events.push(e);
    const got = events.map((e) => {
      expect(e.event).toBe('next');
      expect(e.data.errors).toBeUndefined();
      return unalias(e.data.data.game) as any;
    });
    const loaded = await loadInternal(server.store, g.id);
    const entries = got.filter((x) => x.__typename === 'StreamEntry').map((x) => plain(x.entry));
    expect(entries.map((e) => e.seq)).toEqual(loaded.history.map((h) => h.seq).filter((s) => s > g.version));
    const rest = await readAllPages(async (after) => (await server.api.events(g.id, g.tokens[1], after, 1000)).body);
    expect(entries).toEqual(rest.filter((p) => p.seq > g.version));
    expect(auditEventLog(loaded, entries, 1)).toEqual([]);
    for (const [i, view] of got.filter((x) => x.__typename === 'StreamView').entries()) {
      expect(view.view.you).toBe(1);
      expect(leaked(view, secretsAt(loaded, view.version, 1)), `view at ${view.version}`).toEqual([]);
      if (i > 0 && view.view.status === 'active') expect(view.legalMoves.moves.length, `a view at ${view.version} comes when it is seat 1's turn`).toBeGreaterThan(0);
    }
    expect(got.at(-1)).toMatchObject({ __typename: 'StreamFinished', version: loaded.match.version });
    expect(got.at(-1).result.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(got.at(-2)).toMatchObject({ __typename: 'StreamView', view: { status: 'finished' } });
  });

  it('refuses a bad token with the REST code, and lets go of its watch when the client leaves', async () => {
    const g = await server.api.startedTango();
    const refused = await (await SseClient.open(server.api, '/graphql', { token: 'tt_seat_nope', json: { query: document, variables: { id: g.id } } })).rest();
    expect(refused[0]?.data.errors[0].extensions.code).toBe('unauthorized');
    const sub = await SseClient.open(server.api, '/graphql', { json: { query: document, variables: { id: g.id, after: 0 } } });
    const seqs = [(await sub.next())?.data.data.game.entry.seq, (await sub.next())?.data.data.game.entry.seq];
    expect(seqs).toEqual([1, 2]); // `after` resumes like Last-Event-ID
    expect((await sub.next())?.data.data.game.__typename).toBe('StreamView');
    await eventually(() => server.waiters() > 0, 'the subscription to wait');
    await sub.close();
    await eventually(() => server.waiters() === 0, 'the subscription to let go of its watch');
  });
});
