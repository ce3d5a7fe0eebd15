import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestServer } from '#target';
import { lifecycle, myGames, newPlayer } from '../support/players';

/** Actions a test makes before the bots' turns must have come round (a bound, not a timing). */
const MAX_ACTIONS = 200;

/**
 * Bot seats (issue 16) together with players and the lifecycle (issue 14): one table holds a player's
 * seat and bots; only the admin token seats a bot (never a player key), and a keyed bot join is safe
 * to resend; a reset takes a seat from a bot (or from a person) while the other bots play on; a
 * rematch keeps the bots' seats; bot moves are notified as any move.
 */
describe.each(targets())('bots with players on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await target.start();
  });
  afterAll(() => server?.close());
  const api = () => server.api;
  const log = async (id: string) => (await server.store.loadGame(id))!.log;
  const reset = (id: string, seat: number, adminToken: string, body?: object) => api().request('POST', `/v1/games/${id}/seats/${seat}/reset`, { token: adminToken, body });

  /** The seat to act among `people` acts (its first legal move) until `done` holds; the last view. */
  async function playUntil(id: string, people: Record<number, string>, done: (view: any) => Promise<boolean>): Promise<any> {
    let view = (await api().view(id)).body;
    for (let n = 0; n < MAX_ACTIONS && view.status === 'active' && !(await done(view)); n++) {
      const seat: number | undefined = view.toAct.find((s: number) => people[s] !== undefined);
      if (seat === undefined) {
        view = (await api().view(id)).body; // the bots' share that did not fit the last answer
        continue;
      }
      const moves = await api().legalMoves(id, people[seat]);
      expect(moves.status, moves.text).toBe(200);
      const acted = await api().act(id, people[seat]!, moves.body.moves[0]);
      expect(acted.status, acted.text).toBe(200);
      view = acted.body.view;
    }
    return view;
  }

  it('a player and a bot at one table: a player key cannot seat a bot; a keyed bot join resent answers the same bot seat; bot moves are notified', async () => {
    const ada = await newPlayer(api(), 'Ada');
    const { body: game } = await api().create('tango', { variant: 'roses' });
    const hook = await api().request('POST', `/v1/games/${game.id}/webhooks`, { token: game.adminToken, body: { url: 'http://127.0.0.1:9/x', events: ['action.applied'] } });
    expect(hook.status).toBe(201);
    const asPlayer = await api().request('POST', `/v1/games/${game.id}/join`, { token: ada.key, body: { seat: 1, bot: 'random' } });
    expect([asPlayer.status, asPlayer.body.code]).toEqual([403, 'forbidden']);
    const headers = { 'idempotency-key': 'bot-join-0123456789abcdef' };
    const bot = await api().request('POST', `/v1/games/${game.id}/join`, { token: game.adminToken, headers, body: { seat: 1, bot: 'random' } });
    expect(bot.status, bot.text).toBe(201);
    const again = await api().request('POST', `/v1/games/${game.id}/join`, { token: game.adminToken, headers, body: { seat: 1, bot: 'random' } });
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ seat: 1, bot: 'random', version: bot.body.version });
    expect(again.body.token).toBeUndefined();
    // The player's key takes the other seat, binds it, and acts for it.
    const joined = await api().join(game.id, {}, { token: ada.key });
    expect(joined.status).toBe(201);
    expect(joined.body).toMatchObject({ seat: 0, started: true });
    expect((await myGames(api(), ada.key)).body.games.map((g: { id: string }) => g.id)).toEqual([game.id]);
    // Until the bot has moved and it is the player's turn again: then nothing moves until she acts.
    const view = await playUntil(game.id, { 0: ada.key }, async (v) => v.toAct.includes(0) && (await log(game.id)).some((e) => e.kind === 'bot'));
    expect(view.seats.map((s: { bot: string | null }) => s.bot)).toEqual([null, 'random']);
    const entries = await log(game.id);
    expect(entries.some((e) => e.kind === 'bot' && e.seat === 1)).toBe(true);
    // Every move — the player's, forced ones and the bot's — is an action.applied notification.
    const moves = entries.filter((e) => e.kind === 'action' || e.kind === 'auto' || e.kind === 'bot').map((e) => e.seq);
    const deliveries = (await api().request('GET', `/v1/games/${game.id}/webhooks/${hook.body.id}/deliveries`, { token: game.adminToken })).body.deliveries;
    expect(deliveries.map((d: { version: number }) => d.version).sort((a: number, b: number) => a - b)).toEqual(moves);
  });

  it('a reset hands a bot seat to a player, who plays it from then on; the other bots play on after a person seat is reset', async () => {
    const [ada, bea] = [await newPlayer(api(), 'Ada'), await newPlayer(api(), 'Bea')];
    const created = await api().request('POST', '/v1/games', { body: { type: 'tanni', bots: { '1': 'random', '2': 'basic', '3': 'random' } } });
    expect(created.status, created.text).toBe(201);
    const { id, adminToken } = created.body;
    const anon = (await api().join(id, { name: 'Anon' })).body.token as string;
    // Seat 0's person vanishes: the admin frees the seat, a player takes it, and the bots go on.
    expect((await reset(id, 0, adminToken)).status).toBe(200);
    expect((await api().view(id, anon)).status).toBe(401);
    expect((await api().join(id, {}, { token: ada.key })).body.seat).toBe(0);
    const resetAt = (await log(id)).filter((e) => e.kind === 'reset').at(-1)!.seq;
    await playUntil(id, { 0: ada.key }, async () => (await log(id)).some((e) => e.kind === 'bot' && e.seq > resetAt));
    expect((await log(id)).some((e) => e.kind === 'bot' && e.seq > resetAt)).toBe(true);
    // Seat 1's bot hands over to Bea: no bot plays it any more; her key does.
    const handed = await reset(id, 1, adminToken, { player: bea.id });
    expect(handed.status, handed.text).toBe(200);
    const handedAt = handed.body.version as number;
    let view = (await api().view(id, bea.key)).body;
    expect(view.you).toBe(1);
    expect(view.seats.map((s: { bot: string | null }) => s.bot)).toEqual([null, null, 'basic', 'random']);
    // Until Bea has acted and a bot has moved after her: in some deals both bots pass out of Tanni's
    // auction (TANNI-5), so seats 0 and 1 bid on alone for a while before any bot's turn comes.
    const botsMovedAfterBea = (entries: Awaited<ReturnType<typeof log>>) => {
      const bea = entries.findIndex((e) => e.seq > handedAt && e.seat === 1 && e.kind === 'action');
      return bea >= 0 && entries.slice(bea).some((e) => e.kind === 'bot' && (e.seat === 2 || e.seat === 3));
    };
    view = await playUntil(id, { 0: ada.key, 1: bea.key }, async () => botsMovedAfterBea(await log(id)));
    const after = (await log(id)).filter((e) => e.seq > handedAt);
    expect(after.filter((e) => e.seat === 1 && e.kind !== 'auto').every((e) => e.kind === 'action')).toBe(true);
    expect(botsMovedAfterBea(after)).toBe(true);
  });

  it('a rematch keeps the bot seats: the bot of the game before sits down at once, the player joins with their key', async () => {
    const ada = await newPlayer(api(), 'Ada');
    const { body: game } = await api().create('tango', { variant: 'roses' });
    await api().join(game.id, {}, { token: ada.key });
    expect((await api().request('POST', `/v1/games/${game.id}/join`, { token: game.adminToken, body: { bot: 'basic' } })).status).toBe(201);
    expect((await lifecycle(api(), game.id, 'resign', ada.key)).status).toBe(200);
    const next = await lifecycle(api(), game.id, 'rematch', ada.key);
    expect(next.status, next.text).toBe(201);
    expect(next.body.seats).toEqual([
      { seat: 0, keptFor: 'player' },
      { seat: 1, keptFor: 'bot' },
    ]);
    const waiting = (await api().view(next.body.id)).body;
    expect(waiting.seats[1]).toMatchObject({ joined: true, bot: 'basic' });
    expect(waiting.status).toBe('waiting');
    const joined = await api().join(next.body.id, {}, { token: ada.key });
    expect(joined.body).toMatchObject({ seat: 0, started: true });
    // Asked again, the rematch answers the same: the bot is not seated twice.
    const again = await lifecycle(api(), game.id, 'rematch', ada.key);
    expect([again.status, again.body.id]).toEqual([200, next.body.id]);
    expect((await log(next.body.id)).filter((e) => e.kind === 'join')).toHaveLength(2);
  });
});
