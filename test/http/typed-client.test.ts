import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemError, unwrap, type Schemas } from '../../clients/typescript/index';
import { firstMoves } from '../../clients/typescript/example';
import { mulberry32 } from '../../src/engine';
import { fetchVia, typedClient } from '../support/typed-client';
import { targets, type TestServer } from '#target';

/** One game of every type and variant, each played to its end through clients/typescript alone. */
const GAMES: Array<Schemas['CreateGame']> = [
  { type: 'tango', options: { variant: 'roses' } },
  { type: 'tango', options: { variant: 'long' } },
  // A short match (target 20): a whole game is still every phase, round after round.
  { type: 'tanni', options: { target: 20 } },
  { type: 'tadpole' },
  { type: 'tantony', options: { variant: 'teams' } },
  { type: 'tantony', options: { variant: 'split-partner' } },
  { type: 'tantony', options: { variant: 'three-player' } },
];

/** The ProblemError a call's `unwrap` throws (failing when it is accepted). */
const refusal = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('the request was accepted');
    },
    (err: unknown) => {
      expect(err).toBeInstanceOf(ProblemError);
      return err as ProblemError;
    },
  );

// Every variant on the first target of a tier (the database under it changes nothing here); the
// others play Tango only.
describe.each(targets().map((target, i) => ({ ...target, games: i === 0 ? GAMES : GAMES.slice(0, 1) })))('The typed client (clients/typescript) on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await target.start();
  });
  afterAll(() => server?.close());

  it.each(target.games.map((body) => ({ body, name: `${body.type} ${JSON.stringify(body.options ?? {})}` })))(
    'plays a whole game of $name, narrowing by game, and every refusal arrives as a ProblemError',
    async ({ body }) => {
      const anyone = typedClient(server);
      const created = await unwrap(anyone.POST('/v1/games', { body }));
      const id = created.id;
      const path = { path: { id } };
      const seats = created.seats.map(() => typedClient(server));
      for (const seat of seats) seat.setToken((await unwrap(anyone.POST('/v1/games/{id}/join', { params: path, body: {} }))).token);

      // A malformed body and a move out of turn: problem+json, typed, with the stable code.
      const bad = await refusal(unwrap(seats[0]!.POST('/v1/games/{id}/actions', { params: path, body: { type: 'no-such-move' } as never })));
      expect(bad.code).toBe('invalid-request');
      expect(bad.problem.status).toBe(400);
      let view = await unwrap(anyone.GET('/v1/games/{id}', { params: path }));
      expect(view.game).toBe(body.type);
      const idle = seats.findIndex((_, s) => !view.toAct.includes(s));
      const moves = await unwrap(seats[view.toAct[0]!]!.GET('/v1/games/{id}/legal-moves', { params: path }));
      const early = await refusal(unwrap(seats[idle]!.POST('/v1/games/{id}/actions', { params: path, body: moves.moves[0]! })));
      expect(early.code).toBe('not-your-turn');
      expect(early.rule).toMatch(new RegExp(`^${body.type.toUpperCase()}-\\d+$`));

      const choose = mulberry32(11);
      for (let n = 0; view.status !== 'finished'; n++) {
        expect(n, 'the game ends').toBeLessThan(5000);
        const seat = view.toAct[choose(view.toAct.length)]!;
        const client = seats[seat]!;
        const legal = await unwrap(client.GET('/v1/games/{id}/legal-moves', { params: path }));
        expect(legal.game).toBe(body.type);
        const move = legal.moves[choose(legal.moves.length)]!;
        const result = await unwrap(client.POST('/v1/games/{id}/actions', { params: { ...path, header: { 'if-match': `"${legal.version}"` } }, body: move }));
        expect(result.game).toBe(body.type);
        view = result.view!;
      }

      // Narrowed by `game`, the finished state has the game's own fields.
      // Someone won, unless Tantony's teams tied (TANTONY-11: equal totals are a draw, no winners).
      if (view.game === 'tantony' && view.result?.draw) expect(view.result.winners).toEqual([]);
      else expect(view.result?.winners.length).toBeGreaterThan(0);
      if (view.game === 'tango') expect(view.state?.winner).toBe(view.result?.winners[0]);
      if (view.game === 'tanni') expect(view.state?.winner?.seats).toEqual(view.result?.winners);
      const over = await refusal(unwrap(seats[0]!.POST('/v1/games/{id}/play', { params: path, body: { card: 'G1' } })));
      expect(over.code).toBe('game-over');
      expect(over.problem.status).toBe(409);
    },
  );

  it("runs the README's example (clients/typescript/example.ts)", async () => {
    const log = await firstMoves(server.api.baseUrl, fetchVia(server));
    expect(log).toEqual(['phase auction, opener 0', 'bids from 15 to 30', '422 illegal-action bid-off-grid TANNI-5', 'version 5: bid-made']);
  });
});
