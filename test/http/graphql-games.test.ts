import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hexToBytes, mulberry32, seedCommitment } from '../../src/engine';
import { games } from '../../src/games/registry';
import { oracles } from '../support/leak-audit';
import { targets, type TestServer } from '#target';
import { GqlClient } from '../support/graphql/client';
import { documents, type Documents } from '../support/graphql/documents';
import { playOverGraphql, seatedOverGraphql } from '../support/graphql/play';

/** Whole games through /graphql alone, with the leak audit of every field a reader can select. */
describe.each(targets())('Games over GraphQL on $name', (target) => {
  let server: TestServer;
  let gql: GqlClient;
  let docs: Documents;
  beforeAll(async () => {
    server = await target.start();
    gql = new GqlClient(server.api);
    docs = documents(await gql.schema());
  });
  afterAll(() => server?.close());

  for (const variant of ['roses', 'long'] as const) {
    it(`plays a whole Tango ${variant} game: every read and write through GraphQL, nobody ever sees a hidden card, the seed is revealed`, async () => {
      const played = await playOverGraphql(gql, docs, server.store, 'tango', { variant }, mulberry32(variant === 'roses' ? 7 : 11), { auditEvery: server.auditEvery * (variant === 'roses' ? 1 : 5) });
      const final = played.final;
      expect(final.status).toBe('finished');
      expect(final.toAct).toEqual([]);
      expect(final.result.winners).toHaveLength(1);
      expect(final.state.__typename).toBe('TangoState');
      expect(final.state.players[final.result.winners[0]].roses).toBe(2);
      expect(seedCommitment(hexToBytes(final.result.seed))).toBe(final.seedCommitment);
      const late = await gql.request(docs.playCard, { gameId: played.id, card: 'G1' }, { token: played.tokens[0] });
      expect(late.errors?.[0]?.extensions.code).toBe('game-over');
    });
  }

  // Every other registered game too: their GraphQL types are generated, so play them to be sure.
  for (const game of games.filter((g) => g.type !== 'tango')) {
    it(`plays a whole ${game.title} game through GraphQL with the leak audit`, async () => {
      expect(oracles[game.type], `${game.type} has no secrets oracle in test/support/leak-audit.ts: GraphQL cannot be audited`).toBeDefined();
      const played = await playOverGraphql(gql, docs, server.store, game.type, {}, mulberry32(3), { auditEvery: server.auditEvery * 4 });
      expect(played.final.status).toBe('finished');
      expect(played.final.type).toBe(game.type);
      expect(played.final.state.game).toBe(game.type);
    });
  }
});
