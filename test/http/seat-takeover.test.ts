import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestServer } from '#target';
import { fetchGame, verifyRecord } from '../../src/verify';
import { GqlClient } from '../support/graphql/client';
import { auditAnswerEvents, auditEventLog, loadInternal, readAllPages } from '../support/leak-audit';
import { lifecycle, newPlayer } from '../support/players';
import { SseClient, type SseEvent } from '../support/sse';

/**
 * Handing a seat to a bot (issue 16, item 4: BGA's "zombie"): `POST /v1/games/{id}/seats/{seat}/bot`
 * with the admin token writes a `takeover` entry (event `seat-taken-over`), the bot plays at once if
 * the seat is to act — in the same answer — the seat's old credentials stop acting for it, streams
 * and webhooks see the entry, no answer or log page shows a card its reader may not see, and
 * `…/seats/{seat}/reset` gives the seat back to a person.
 */
describe.each(targets())('Handing a seat to a bot on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await target.start();
  });
  afterAll(() => server?.close());
  const api = () => server.api;
  const takeover = (id: string, seat: number, token: string | undefined, body: unknown = { bot: 'expert' }) =>
    api().request('POST', `/v1/games/${id}/seats/${seat}/bot`, { token, body });
  const log = async (id: string) => (await server.store.loadGame(id))!.log;

  async function firstOf(stream: SseClient, accept: (e: SseEvent) => boolean): Promise<SseEvent> {
    for (let e = await stream.next(); e !== null; e = await stream.next()) if (accept(e)) return e;
    throw new Error('the stream ended first');
  }

  it('the seat to act is handed to an expert: one entry, the bot plays in the answer, streams and webhooks see it, nothing leaks; the old token no longer acts', async () => {
    const g = await api().seated('tango', { firstDealer: 0, autoPlayForced: false });
    const hook = await api().request('POST', `/v1/games/${g.id}/webhooks`, { token: g.adminToken, body: { url: 'http://127.0.0.1:9/x' } });
    expect(hook.status, hook.text).toBe(201);
    // Seat 0 plays once, so that seat 1 is to act when it is handed over.
    let view = (await api().view(g.id)).body;
    while (!view.toAct.includes(1)) {
      const seat: number = view.toAct[0];
      view = (await api().act(g.id, g.tokens[seat]!, (await api().legalMoves(g.id, g.tokens[seat])).body.moves[0])).body.view;
    }
    const before: number = view.version;
    const spectator = await SseClient.open(api(), `/v1/games/${g.id}/stream`);
    expect((await spectator.next())?.event).toBe('view');

    // Refusals, each changing nothing: no token, a seat token, an unknown level.
    const refusals = [await takeover(g.id, 1, undefined), await takeover(g.id, 1, g.tokens[0]), await takeover(g.id, 1, g.adminToken, { bot: 'grandmaster' })];
    expect(refusals.map((r) => [r.status, r.body.code])).toEqual([[401, 'unauthorized'], [403, 'forbidden'], [400, 'invalid-request']]);
    expect(refusals.every((r) => r.headers.get('content-type')?.startsWith('application/problem+json'))).toBe(true);
    expect((await api().view(g.id)).body.version).toBe(before);

    const handed = await takeover(g.id, 1, g.adminToken);
    expect(handed.status, handed.text).toBe(200);
    expect(handed.body.events[0]).toEqual({ type: 'seat-taken-over', seat: 1, bot: 'expert' });
    // The bot was to act: its moves are in this answer, up to seat 0's turn.
    expect(handed.body.version).toBeGreaterThan(before + 1);
    expect(handed.headers.get('etag')).toBe(`"${handed.body.version}"`);
    expect(handed.body.view.toAct).toEqual([0]);
    expect(handed.body.view.seats.map((s: { bot: string | null; name: string }) => s.bot)).toEqual([null, 'expert']);
    const entries = (await log(g.id)).filter((e) => e.seq > before);
    expect(entries[0]).toMatchObject({ kind: 'takeover', seat: 1, payload: { bot: 'expert', by: 'admin' } });
    expect(entries.slice(1).every((e) => e.kind === 'bot' && e.seat === 1)).toBe(true);
    expect(entries.at(-1)!.seq).toBe(handed.body.version);
    const loaded = await loadInternal(server.store, g.id);
    expect(auditAnswerEvents(loaded, before, handed.body.version, handed.body.events, null)).toEqual([]);

    // The old token no longer acts (nor reads: it is revoked); a second takeover is refused.
    const moves = (await api().legalMoves(g.id, g.tokens[0])).body.moves;
    expect((await api().act(g.id, g.tokens[1]!, moves[0])).status).toBe(401);
    expect((await api().view(g.id, g.tokens[1])).status).toBe(401);
    const again = await takeover(g.id, 1, g.adminToken, { bot: 'random' });
    expect([again.status, again.body.code]).toEqual([409, 'already-bot']);

    // The spectator's stream shows the entry, then the bot's moves.
    const entry = await firstOf(spectator, (e) => e.event === 'entry');
    expect(entry.data).toMatchObject({ seq: before + 1, kind: 'takeover', seat: 1, events: [{ type: 'seat-taken-over', seat: 1, bot: 'expert' }] });
    expect((await firstOf(spectator, (e) => e.event === 'entry')).data).toMatchObject({ seq: before + 2, kind: 'bot', seat: 1 });
    await spectator.close();
    // Webhooks: the takeover is notified, then every bot move as action.applied.
    const deliveries = (await api().request('GET', `/v1/games/${g.id}/webhooks/${hook.body.id}/deliveries`, { token: g.adminToken })).body.deliveries as Array<{ type: string; version: number }>;
    expect(deliveries.filter((d) => d.type === 'seat.taken-over').map((d) => d.version)).toEqual([before + 1]);
    expect(deliveries.filter((d) => d.type === 'action.applied' && d.version > before).map((d) => d.version).sort((a, b) => a - b)).toEqual(entries.slice(1).map((e) => e.seq));
    // The log as each reader pages it: the entry named, no hidden card shown.
    for (const [reader, token] of [[0, g.tokens[0]], [null, undefined]] as const) {
      const pages = await readAllPages(async (after) => (await api().events(g.id, token, after, 1000)).body);
      expect(pages.find((p) => p.seq === before + 1)).toMatchObject({ kind: 'takeover' });
      expect(auditEventLog(await loadInternal(server.store, g.id), pages, reader)).toEqual([]);
    }
  });

  it("a player's seat: the key then reads as a spectator and may not act; a reset gives the seat back to a person, and the bot stops", async () => {
    const [ada, bea] = [await newPlayer(api(), 'Ada'), await newPlayer(api(), 'Bea')];
    const { body: game } = await api().create('tango', { firstDealer: 0, autoPlayForced: false });
    const anon = (await api().join(game.id, {})).body.token as string;
    expect((await api().join(game.id, {}, { token: ada.key })).body.seat).toBe(1);
    const handed = await takeover(game.id, 1, game.adminToken, { bot: 'basic' });
    expect(handed.status, handed.text).toBe(200);
    const asAda = await api().view(game.id, ada.key);
    expect(asAda.status).toBe(200);
    expect(asAda.body.you).toBeNull();
    // Seat 0 plays until seat 1 would be to act: the bot plays it; Ada's key is refused.
    let view = (await api().view(game.id)).body;
    for (let n = 0; n < 20 && !(await log(game.id)).some((e) => e.kind === 'bot'); n++) {
      view = (await api().act(game.id, anon, (await api().legalMoves(game.id, anon)).body.moves[0])).body.view;
    }
    expect((await log(game.id)).some((e) => e.kind === 'bot' && e.seat === 1)).toBe(true);
    const refused = await api().act(game.id, ada.key, { type: 'play', card: 'ROSE' });
    expect([refused.status, refused.body.code]).toEqual([403, 'forbidden']);

    // Reset hands the bot's seat to Bea: a person's again, her key acts, no bot plays it any more.
    const reset = await api().request('POST', `/v1/games/${game.id}/seats/1/reset`, { token: game.adminToken, body: { player: bea.id } });
    expect(reset.status, reset.text).toBe(200);
    const resetAt: number = reset.body.version;
    view = (await api().view(game.id, bea.key)).body;
    expect(view.you).toBe(1);
    expect(view.seats.map((s: { bot: string | null }) => s.bot)).toEqual([null, null]);
    for (let n = 0; n < 6 && view.status === 'active'; n++) {
      const seat: number = view.toAct[0];
      const who = seat === 0 ? anon : bea.key;
      const acted = await api().act(game.id, who, (await api().legalMoves(game.id, who)).body.moves[0]);
      expect(acted.status, acted.text).toBe(200);
      view = acted.body.view;
    }
    const after = (await log(game.id)).filter((e) => e.seq > resetAt);
    expect(after.some((e) => e.seat === 1 && e.kind === 'action')).toBe(true);
    expect(after.some((e) => e.kind === 'bot')).toBe(false);
    // The seat is a person's again: it can be handed to a bot once more.
    expect((await takeover(game.id, 1, game.adminToken, { bot: 'random' })).status).toBe(200);
  });

  it('refuses a free seat, a finished game and a non-admin; GraphQL hands a seat over as REST does, with the same codes; the verifier replays the record', async () => {
    const waiting = (await api().create('tango')).body;
    const free = await takeover(waiting.id, 1, waiting.adminToken);
    expect([free.status, free.body.code]).toEqual([409, 'seat-free']);
    const g = await api().seated('tango', { firstDealer: 0, autoPlayForced: false });
    const ada = await newPlayer(api(), 'Ada');
    expect((await takeover(g.id, 0, ada.key)).status).toBe(403);
    const gql = new GqlClient(api());
    const mutation = (seat: number, bot: string) => `mutation { takeoverSeat(gameId: "${g.id}", seat: ${seat}, bot: "${bot}") { version events { type ... on SeatTakenOver { seat bot } } } }`;
    const done = await gql.request(mutation(1, 'random'), undefined, { token: g.adminToken });
    expect(done.errors, JSON.stringify(done.errors)).toBeUndefined();
    expect(done.data.takeoverSeat.events[0]).toEqual({ type: 'seat-taken-over', seat: 1, bot: 'random' });
    const codes = async (seat: number, bot: string, token?: string) => (await gql.request(mutation(seat, bot), undefined, { token })).errors?.map((e: { extensions: { code: string } }) => e.extensions.code);
    expect(await codes(1, 'basic', g.adminToken)).toEqual(['already-bot']);
    expect(await codes(0, 'grandmaster', g.adminToken)).toEqual(['invalid-request']);
    expect(await codes(0, 'basic', g.tokens[0])).toEqual(['forbidden']);
    expect((await lifecycle(api(), g.id, 'abort', g.adminToken)).status).toBe(200);
    const over = await takeover(g.id, 0, g.adminToken);
    expect([over.status, over.body.code]).toEqual([409, 'game-over']);
    // The public record names the takeover, and the independent verifier replays it exactly.
    const got = await fetchGame(api().baseUrl, g.id, { token: g.tokens[0], fetch: (url, init) => api().fetch(url.slice(api().baseUrl.length), init) });
    expect(got.record.log.find((e) => e.kind === 'takeover')).toMatchObject({ seat: 1, lifecycle: { bot: 'random' } });
    const report = verifyRecord(got.record, got.logs);
    expect(report.checks.map((c) => c.name)).toContain('replay');
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  });
});
