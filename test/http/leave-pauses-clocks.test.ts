import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestServer } from '#target';
import { newPlayer, type TestPlayer } from '../support/players';

/**
 * Leave (issue 27 item 2) on both runtimes, on the real clock: leave declared days ahead is inside
 * every 30-day turn that runs now, so the moved deadline is exact whenever the test runs. (The
 * sweep's side, which needs time to pass, is test/leave-pauses-clocks.test.ts on an injected clock.)
 */
describe.each(targets())('leave pauses clocks on $name', (target) => {
  let server: TestServer;
  let ada: TestPlayer;
  const MONTH = 30 * 86_400;
  const HOUR = 3_600_000;
  const DAY = 24 * HOUR;
  const iso = (ms: number) => new Date(ms).toISOString();
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    server = await target.start();
    ada = await newPlayer(server.api, 'Ada');
    /** A game where Ada takes seat 0 and anonymous players the others (`fill`: every seat, so it deals). */
    const game = async (name: string, type: string, options: object, fill = true) => {
      const { body } = await server.api.create(type, { turnTimeout: MONTH, autoPlayForced: false, ...options });
      await server.api.join(body.id, {}, { token: ada.key });
      if (fill) for (let s = 1; s < body.seats.length; s++) await server.api.join(body.id);
      ids[name] = body.id;
    };
    await game('tango', 'tango', { firstDealer: 0 });
    await game('tanni', 'tanni', { firstDealer: 3 });
    await game('tadpole', 'tadpole', { firstDealer: 2 });
    await game('tantony', 'tantony', { firstDealer: 1 });
    await game('waiting', 'tango', {}, false);
    await game('forbidden', 'tango', { firstDealer: 0, leave: false });
  });
  afterAll(() => server?.close());

  const versions = async () => Object.fromEntries(await Promise.all(Object.entries(ids).map(async ([name, id]) => [name, (await server.api.view(id)).body.version])));
  const declare = (from: number, until: number) => server.api.request('POST', '/v1/me/leave', { token: ada.key, body: { from: iso(from), until: iso(until) } });

  it('refuses too little notice, more than the allowance and a span ending before it begins, with codes, writing nothing', async () => {
    const before = await versions();
    const short = await declare(Date.now() + 10 * 60_000, Date.now() + DAY);
    expect(short.status).toBe(422);
    expect(short.body.code).toBe('leave-notice-too-short');
    // 62 days: more than 30 in one calendar year, whichever days of the year the test runs on.
    const long = await declare(Date.now() + 2 * HOUR, Date.now() + 2 * HOUR + 62 * DAY);
    expect(long.status).toBe(422);
    expect(long.body.code).toBe('leave-allowance-exceeded');
    const backwards = await declare(Date.now() + 2 * DAY, Date.now() + DAY);
    expect(backwards.status).toBe(400);
    expect(backwards.body.code).toBe('invalid-request');
    expect(await versions()).toEqual(before);
    expect((await server.api.request('GET', '/v1/me/leave', { token: ada.key })).body.leave).toEqual([]);
  });

  it('writes an entry into every game of the player, of every type and waiting ones too, but not where leave is forbidden; the deadline moves by its length; cancelling moves it back', async () => {
    const before = await versions();
    const view0 = (await server.api.view(ids.tango!)).body;
    const deadline = Date.parse(view0.deadlines[0]);
    const from = Date.now() + 2 * HOUR;
    const until = from + 5 * DAY;
    const declared = await declare(from, until);
    expect(declared.status, declared.text).toBe(201);
    const { leave } = declared.body;
    expect(new Set(leave.games)).toEqual(new Set([ids.tango, ids.tanni, ids.tadpole, ids.tantony, ids.waiting]));
    expect(leave.excluded).toEqual([ids.forbidden]);
    const after = await versions();
    for (const name of Object.keys(ids)) expect(after[name], name).toBe(before[name] + (name === 'forbidden' ? 0 : 1));
    // Every view shows Ada's seat on leave, and until when.
    for (const name of ['tango', 'tanni', 'tadpole', 'tantony', 'waiting']) {
      const view = (await server.api.view(ids[name]!)).body;
      expect(view.seats[0].onLeave, name).toEqual({ from: iso(from), until: iso(until) });
      expect(view.seats[1].onLeave, name).toBeNull();
      const last = (await server.api.events(ids[name]!)).body.events.at(-1);
      expect(last, name).toMatchObject({ kind: 'declare-leave', seat: 0, events: [{ type: 'leave-declared', seat: 0, leaveId: leave.id, from: iso(from), until: iso(until) }] });
    }
    expect((await server.api.view(ids.forbidden!)).body.seats[0].onLeave).toBeNull();
    // Seat 0's 30-day turn meets all five days of leave: its deadline is five days later.
    expect((await server.api.view(ids.tango!)).body.deadlines[0]).toBe(iso(deadline + 5 * DAY));
    expect((await server.api.view(ids.forbidden!)).body.deadlines[0]).not.toBe(null);

    const overlap = await declare(from + DAY, until + DAY);
    expect(overlap.status).toBe(409);
    expect(overlap.body.code).toBe('leave-overlaps');

    const cancelled = await server.api.request('DELETE', `/v1/me/leave/${leave.id}`, { token: ada.key });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.leave.until).toBe(iso(from)); // not begun: nothing of it was taken
    const view = (await server.api.view(ids.tango!)).body;
    expect(view.deadlines[0]).toBe(iso(deadline));
    expect(view.seats[0].onLeave).toBeNull();
    expect((await server.api.events(ids.waiting!)).body.events.at(-1)).toMatchObject({ kind: 'cancel-leave', events: [{ type: 'leave-cancelled', seat: 0, leaveId: leave.id }] });
  });

  it('GraphQL mirrors it: declareLeave, myLeave, cancelLeave, and each seat’s onLeave', async () => {
    const from = iso(Date.now() + 3 * DAY);
    const until = iso(Date.now() + 4 * DAY);
    const gql = (query: string) => server.api.request('POST', '/graphql', { token: ada.key, body: { query } });
    const declared = await gql(`mutation { declareLeave(from: "${from}", until: "${until}") { leave { id from until excluded } allowance { year used } } }`);
    expect(declared.body.errors).toBeUndefined();
    const { id } = declared.body.data.declareLeave.leave;
    expect(declared.body.data.declareLeave.leave).toMatchObject({ from, until, excluded: [ids.forbidden] });
    const seen = await gql(`{ myLeave { leave { id cancelledAt } } game(id: "${ids.tanni}") { leave seats { onLeave { from until } } } }`);
    expect(seen.body.errors).toBeUndefined();
    expect(seen.body.data.myLeave.leave.map((l: { id: string }) => l.id)).toContain(id);
    expect(seen.body.data.game.leave).toBe(true);
    expect(seen.body.data.game.seats[0].onLeave).toEqual({ from, until });
    const short = await gql(`mutation { declareLeave(from: "${iso(Date.now() + 60_000)}", until: "${until}") { leave { id } } }`);
    expect(short.body.errors[0].extensions.code).toBe('leave-notice-too-short');
    const cancelled = await gql(`mutation { cancelLeave(id: "${id}") { leave { cancelledAt } } }`);
    expect(cancelled.body.errors).toBeUndefined();
    expect(cancelled.body.data.cancelLeave.leave.cancelledAt).not.toBeNull();
  });
});
