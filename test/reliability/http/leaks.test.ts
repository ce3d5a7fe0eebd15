import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../src/engine';
import { targets, type TestServer } from '#target';
import { GqlClient } from '../../support/graphql/client';
import { documents } from '../../support/graphql/documents';
import { auditGame, newLeakStats, type LeakStats } from '../lib/leaks';

/**
 * The leak audit over errors and GraphQL (issue 8 §5), the CI version: one random game of every type,
 * probed every few steps. The long version is `npm run soak:leaks` (many games, every step).
 */
const GAMES: Array<[string, unknown]> = [
  ['tango', { variant: 'roses' }],
  ['tanni', {}],
  ['tadpole', {}],
  ['tantony', {}],
];

describe.each(targets())('leak audit of errors and GraphQL on $name', (target) => {
  let server: TestServer;
  let gql: { client: GqlClient; docs: ReturnType<typeof documents> };
  const stats: LeakStats = newLeakStats();
  beforeAll(async () => {
    server = await target.start();
    const client = new GqlClient(server.api);
    gql = { client, docs: documents(await client.schema()) };
  });
  afterAll(async () => {
    console.log(`leak audit on ${server?.name}:`, JSON.stringify({ ...stats, leaks: stats.leaks.length }));
    await server?.close();
  });

  for (const [i, [type, options]] of GAMES.entries()) {
    it(`${type}: no view, legal-moves answer, error body, GraphQL answer or event shows a seat a card it may not know; no seed before the end`, async () => {
      await auditGame(server.api, server.store, type, options, mulberry32(80 + i), { probeEvery: 10 * server.auditEvery, secretTries: 2, gql }, stats);
      expect(stats.leaks).toEqual([]);
    });
  }
});
