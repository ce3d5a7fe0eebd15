import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemError, unwrap } from '../../clients/typescript';
import { mulberry32 } from '../../src/engine';
import { typedClient } from '../support/typed-client';
import { targets, type TestServer } from '#target';

describe.each(targets())('The typed client (clients/typescript) on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await target.start();
  });
  afterAll(() => server?.close());

  it('plays a whole Tango game through the generated types alone, and refusals arrive as ProblemError', async () => {
    const anyone = typedClient(server);
    const created = await unwrap(anyone.POST('/v1/games', { body: { type: 'tango', options: { variant: 'roses', firstDealer: 0 } } }));
    const id = created.id;
    const seats = [typedClient(server), typedClient(server)];
    for (const seat of seats) {
      const joined = await unwrap(anyone.POST('/v1/games/{id}/join', { params: { path: { id } }, body: {} }));
      seat.setToken(joined.token);
    }
    const choose = mulberry32(5);
    let view = await unwrap(anyone.GET('/v1/games/{id}', { params: { path: { id } } }));
    let refusedOnce = false;
    for (let n = 0; view.status !== 'finished'; n++) {
      expect(n).toBeLessThan(2000);
      const seat = view.toAct[0]!;
      const client = seats[seat]!;
      if (!refusedOnce) {
        // The seat not to act is refused with the stable code, as a typed problem.
        const other = seats[1 - seat]!;
        const theirs = await unwrap(other.GET('/v1/games/{id}/legal-moves', { params: { path: { id } } }));
        expect(theirs.moves).toEqual([]);
        const refused = await unwrap(other.POST('/v1/games/{id}/play', { params: { path: { id } }, body: { card: 'G1' } })).catch((e: unknown) => e);
        expect(refused).toBeInstanceOf(ProblemError);
        expect((refused as ProblemError).code).toBe('not-your-turn');
        refusedOnce = true;
      }
      const { moves, version } = await unwrap(client.GET('/v1/games/{id}/legal-moves', { params: { path: { id } } }));
      const move = moves[choose(moves.length)]!;
      await unwrap(client.POST('/v1/games/{id}/actions', { params: { path: { id }, header: { 'if-match': `"${version}"` } }, body: move }));
      view = await unwrap(anyone.GET('/v1/games/{id}', { params: { path: { id } } }));
    }
    expect(view.result?.winners).toHaveLength(1);
  });
});
