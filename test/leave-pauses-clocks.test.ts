import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyRecord, type PublicRecord } from '../src/verify';
import { databaseKinds } from './support/databases';
import { lifecycle, newPlayer, type TestPlayer } from './support/players';
import { startServer, type NodeTestServer } from './support/server';

/**
 * Issue 27 item 2: leave over HTTP, on an injected clock — one declaration pauses the player's clock
 * in every game they sit in (an entry in each log), but not where the creator forbade it; notice and
 * the yearly allowance refuse with codes and write nothing; cancelling ends it; the sweep times out
 * nobody on leave, and does once the pushed deadline passes; the verifier recomputes all of it.
 */
describe.each(databaseKinds())('Leave pauses clocks on $name', (kind) => {
  let server: NodeTestServer;
  let now = Date.parse('2026-12-01T12:00:00Z');
  const iso = (ms: number) => new Date(ms).toISOString();
  const HOUR = 3_600_000;
  const DAY = 24 * HOUR;
  beforeAll(async () => {
    server = await startServer(kind, { clock: () => new Date(now) });
  });
  afterAll(() => server?.close());

  /** A tango game where `ada` holds seat 0 (to act first) and `bob` seat 1. */
  async function game(ada: TestPlayer, bob: TestPlayer, options: object) {
    const created = await server.api.request('POST', '/v1/games', { body: { type: 'tango', options: { firstDealer: 0, autoPlayForced: false, ...options } } });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id as string;
    expect((await server.api.join(id, {}, { token: ada.key })).status).toBe(201);
    expect((await server.api.join(id, {}, { token: bob.key })).status).toBe(201);
    return id;
  }
  const log = async (id: string) => (await server.store.loadGame(id))!.log;
  const declare = (key: string, from: number, until: number) => server.api.request('POST', '/v1/me/leave', { token: key, body: { from: iso(from), until: iso(until) } });

  it('declaring leave writes an entry into every game of the player and moves its deadlines; a game with options.leave:false is untouched; refusals write nothing; the sweep spares the seat on leave', async () => {
    const ada = await newPlayer(server.api, 'Ada');
    const bob = await newPlayer(server.api, 'Bob');
    const perMove = await game(ada, bob, { turnTimeout: 86_400 });
    const bank = await game(ada, bob, { clock: { kind: 'bank', initial: 2 * 86_400, increment: 0 } });
    const forbidden = await game(ada, bob, { turnTimeout: 86_400, leave: false });
    expect((await server.api.view(forbidden)).body.options.leave).toBe(false);
    expect((await server.api.view(perMove)).body.options.leave).toBe(true);
    const start = now;
    const lengths = async () => Promise.all([perMove, bank, forbidden].map(async (id) => (await log(id)).length));
    const before = await lengths();

    // Refused with codes, and nothing written anywhere.
    const refusals: Array<[number, number, number, string]> = [
      [now + 10 * 60_000, now + DAY, 422, 'leave-notice-too-short'], // the default notice is an hour
      [now - HOUR, now + DAY, 422, 'leave-in-the-past'],
      [now + 2 * HOUR, now + 2 * HOUR + 31 * DAY, 422, 'leave-allowance-exceeded'], // 30 days a year by default
      [now + 2 * DAY, now + DAY, 400, 'invalid-request'],
    ];
    for (const [from, until, status, code] of refusals) {
      const refused = await declare(ada.key, from, until);
      expect(refused.status, refused.text).toBe(status);
      expect(refused.headers.get('content-type')).toContain('application/problem+json');
      expect(refused.body.code).toBe(code);
    }
    expect(await lengths()).toEqual(before);
    expect((await server.api.request('GET', '/v1/me/leave', { token: ada.key })).body.leave).toEqual([]);

    // Three days of leave from two hours on: both of Ada's games that allow it get an entry.
    const from = now + 2 * HOUR;
    const until = from + 3 * DAY;
    const declared = await declare(ada.key, from, until);
    expect(declared.status, declared.text).toBe(201);
    expect(new Set(declared.body.leave.games)).toEqual(new Set([perMove, bank]));
    expect(declared.body.leave.excluded).toEqual([forbidden]);
    expect(declared.body.allowance).toEqual([{ year: 2026, seconds: 30 * 86_400, used: 3 * 86_400, left: 27 * 86_400 }]);
    const leaveId = declared.body.leave.id as string;
    for (const id of [perMove, bank]) {
      const entry = (await log(id)).at(-1)!;
      expect(entry).toMatchObject({ kind: 'declare-leave', seat: 0, payload: { id: leaveId, from: iso(from), until: iso(until) } });
      const events = (await server.api.events(id)).body.events.at(-1);
      expect(events).toMatchObject({ kind: 'declare-leave', seat: 0, events: [{ type: 'leave-declared', seat: 0, leaveId, from: iso(from), until: iso(until) }] });
    }
    expect((await log(forbidden)).length).toBe(before[2]);

    // The views: Ada's seat shows its leave; her deadline (after `from`) moved by the leave's length.
    const view = (await server.api.view(perMove, bob.key)).body;
    expect(view.seats[0].onLeave).toEqual({ from: iso(from), until: iso(until) });
    expect(view.seats[1].onLeave).toBeNull();
    expect(view.deadlines[0]).toBe(iso(start + DAY + 3 * DAY));
    expect((await server.api.view(bank)).body.clocks[0]).toEqual({ remaining: 2 * 86_400, deadline: iso(start + 2 * DAY + 3 * DAY) });
    expect((await server.api.view(forbidden)).body.deadlines[0]).toBe(iso(start + DAY));
    const gql = await server.api.request('POST', '/graphql', { body: { query: `{ game(id: "${perMove}") { leave seats { onLeave { from until } } } }` } });
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.game).toEqual({ leave: true, seats: [{ onLeave: { from: iso(from), until: iso(until) } }, { onLeave: null }] });

    // Overlapping leave is refused (nothing written).
    const overlap = await declare(ada.key, until - HOUR, until + DAY);
    expect(overlap.status).toBe(409);
    expect(overlap.body.code).toBe('leave-overlaps');

    // A day and a minute on, inside the leave: the forbidding game times out, Ada's paused ones do not.
    now = start + DAY + 60_000;
    await server.sweep();
    expect((await log(forbidden)).at(-1)).toMatchObject({ kind: 'timeout', seat: 0 });
    expect((await log(perMove)).some((e) => e.kind === 'timeout')).toBe(false);
    expect((await log(bank)).some((e) => e.kind === 'timeout')).toBe(false);
    // Past the pushed deadline: now it is due.
    now = start + 4 * DAY;
    await server.sweep();
    expect((await log(perMove)).at(-1)).toMatchObject({ kind: 'timeout', seat: 0, createdAt: iso(start + 4 * DAY) });

    // The verifier recomputes the pushed deadline from the log, and refuses the log without the leave.
    expect((await lifecycle(server.api, perMove, 'resign', bob.key)).status).toBe(200);
    const record = (await server.api.request('GET', `/v1/games/${perMove}/record`)).body as PublicRecord;
    const report = verifyRecord(record);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    expect(report.checks.find((c) => c.name === 'clock')!.detail).toContain('1 leave entry paused the clocks');
    // A record claiming ten days of leave (its entry and event alike): the timeout came before that deadline.
    const longer = iso(from + 10 * DAY);
    const moved = {
      ...record,
      log: record.log.map((e) =>
        e.kind === 'declare-leave' ? { ...e, lifecycle: { leave: { ...e.lifecycle!.leave!, until: longer } }, events: e.events.map((v) => ({ ...(v as object), until: longer })) } : e,
      ),
    };
    expect(verifyRecord(moved).checks.find((c) => !c.ok)).toMatchObject({ name: 'clock', detail: expect.stringContaining('before its deadline') });
  });

  it('cancelling leave not begun removes it from every game; cancelling leave under way ends it now; leave over cannot be cancelled', async () => {
    now = Date.parse('2026-12-10T12:00:00Z');
    const ada = await newPlayer(server.api, 'Ada');
    const bob = await newPlayer(server.api, 'Bob');
    const id = await game(ada, bob, { turnTimeout: 86_400 });
    const start = now;
    const ahead = await declare(ada.key, now + 2 * HOUR, now + 2 * HOUR + DAY);
    expect(ahead.status, ahead.text).toBe(201);
    expect((await server.api.view(id)).body.deadlines[0]).toBe(iso(start + 2 * DAY));
    const cancelled = await server.api.request('DELETE', `/v1/me/leave/${ahead.body.leave.id}`, { token: ada.key });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.leave).toMatchObject({ cancelledAt: iso(now), until: iso(now + 2 * HOUR) });
    expect(cancelled.body.allowance[0].used).toBe(0);
    expect((await log(id)).at(-1)).toMatchObject({ kind: 'cancel-leave', seat: 0, payload: { id: ahead.body.leave.id } });
    let view = (await server.api.view(id)).body;
    expect(view.deadlines[0]).toBe(iso(start + DAY));
    expect(view.seats[0].onLeave).toBeNull();
    expect((await server.api.request('DELETE', `/v1/me/leave/${ahead.body.leave.id}`, { token: ada.key })).body.code).toBe('leave-over');

    // Under way: declared for two days from 2 h on, cancelled 6 h into it — 6 h of it count.
    const under = await declare(ada.key, now + 2 * HOUR, now + 2 * HOUR + 2 * DAY);
    now += 8 * HOUR;
    const ended = await server.api.request('DELETE', `/v1/me/leave/${under.body.leave.id}`, { token: ada.key });
    expect(ended.status, ended.text).toBe(200);
    expect(ended.body.leave.until).toBe(iso(now));
    view = (await server.api.view(id)).body;
    expect(view.seats[0].onLeave).toEqual({ from: iso(start + 2 * HOUR), until: iso(now) });
    expect(view.deadlines[0]).toBe(iso(start + DAY + 6 * HOUR));
    const listed = (await server.api.request('GET', '/v1/me/leave', { token: ada.key })).body;
    expect(listed.leave.map((l: { id: string }) => l.id)).toEqual([ahead.body.leave.id, under.body.leave.id]);
    expect(listed.allowance).toEqual([{ year: 2026, seconds: 30 * 86_400, used: 6 * 3600, left: 30 * 86_400 - 6 * 3600 }]);
    // Over now: nothing to cancel; someone else's leave is not found.
    expect((await server.api.request('DELETE', `/v1/me/leave/${under.body.leave.id}`, { token: ada.key })).body.code).toBe('leave-over');
    expect((await server.api.request('DELETE', `/v1/me/leave/${under.body.leave.id}`, { token: bob.key })).status).toBe(404);
  });
});
