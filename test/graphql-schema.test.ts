import { readFileSync } from 'node:fs';
import { getNamedType, isAbstractType, isObjectType, lexicographicSortSchema, printSchema, validateSchema, type GraphQLNamedType, type GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { AnyGame } from '../src/engine';
import { games } from '../src/games/registry';
import { buildSchema, graphqlSchema, schemaSdl } from '../src/graphql/schema';
import { createApp } from '../src/http/app';
import type { EventStore } from '../src/store';
import { databaseKinds } from './support/databases';
import { startServer, type NodeTestServer as TestServer } from './support/server';
import { documents } from './support/graphql/documents';
import { seatedOverGraphql } from './support/graphql/play';
import { GqlClient } from './support/graphql/client';

const committed = readFileSync(new URL('../openapi/schema.graphql', import.meta.url), 'utf8');

/** Every type reachable from `type` through fields and possible types. */
function reachable(schema: GraphQLSchema, type: GraphQLNamedType, seen = new Set<GraphQLNamedType>()): Set<GraphQLNamedType> {
  if (seen.has(type)) return seen;
  seen.add(type);
  const next: GraphQLNamedType[] = isAbstractType(type) ? [...schema.getPossibleTypes(type)] : [];
  // An action's `body` is its typed fields again as one JSON value, to send back (issue 18): not opaque.
  if (isObjectType(type)) for (const f of Object.values(type.getFields())) if (f.name !== 'body') next.push(getNamedType(f.type));
  for (const t of next) reachable(schema, t, seen);
  return seen;
}

/** A made-up fifth game with shapes the real ones lack, to show a new game is covered as it is. */
const deck = z.enum(['red', 'black']);
const fake = {
  type: 'tantivy',
  title: 'Tantivy',
  actionTypes: ['pass-cards', 'bid'],
  schemas: {
    options: z.object({ rounds: z.number().int().default(3) }).meta({ id: 'TantivyOptions' }),
    action: z.discriminatedUnion('type', [
      z.object({ type: z.literal('pass-cards'), cards: z.array(z.string()) }).strict(),
      z.object({ type: z.literal('bid'), value: z.number().int(), 'blind-bid': z.boolean().optional() }).strict(),
    ]),
    view: z.object({
      game: z.literal('tantivy'),
      stage: z.discriminatedUnion('kind', [z.object({ kind: z.literal('passing'), from: z.number() }), z.object({ kind: z.literal('playing'), deck })]),
      'face-up': z.array(z.string()),
      mood: z.enum(['calm', 'all-in']),
      tally: z.record(z.string(), z.number()),
    }),
    event: z.object({ type: z.literal('cards-passed'), count: z.number().int() }),
  },
} as unknown as AnyGame;

describe('The GraphQL schema', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(databaseKinds()[0]!);
  });
  afterAll(() => server?.close());

  it('answers a view, legal moves and the log in one request from one read of the game', async () => {
    const gql = new GqlClient(server.api);
    const g = await seatedOverGraphql(gql, documents(await gql.schema()), 'tango');
    const before = server.store.roundTrips;
    const reply = await gql.request(
      `query($id: ID!) { game(id: $id) { version } legalMoves(gameId: $id) { version moves { type } } events(gameId: $id) { version } again: game(id: $id) { version } }`,
      { id: g.id },
      { token: g.tokens[0] },
    );
    expect(reply.errors).toBeUndefined();
    expect(server.store.roundTrips - before).toBe(1);
    const { game, legalMoves, events, again } = reply.data;
    expect(new Set([game.version, legalMoves.version, events.version, again.version]).size).toBe(1);
  });

  it('committed at openapi/schema.graphql matches the code (run `npm run graphql:schema` after changing the API or a game)', () => {
    expect(schemaSdl()).toBe(committed);
  });

  it('is what /graphql answers to introspection', async () => {
    const served = await new GqlClient(server.api).schema();
    expect(`${printSchema(lexicographicSortSchema(served))}\n`).toBe(committed);
  });

  it('has one state, options, action and event type per registered game, typed all the way down', () => {
    const schema = graphqlSchema();
    const names = (abstract: string) => schema.getPossibleTypes(schema.getType(abstract) as never).map((t) => t.name);
    expect(names('GameState')).toHaveLength(games.length);
    expect(names('GameOptions')).toHaveLength(games.length);
    expect(names('Action').length).toBeGreaterThanOrEqual(games.reduce((n, g) => n + g.actionTypes.length, 0));
    expect(names('Event')).toEqual(expect.arrayContaining(['SeatJoined', 'GameStarted', 'TangoCardPlayed', 'TanniCardPlayed', 'TadpoleCardPlayed']));
    // No opaque JSON in what a game shows: views, events and actions are fully typed.
    for (const root of ['GameState', 'Event', 'Action']) {
      const json = [...reachable(schema, schema.getType(root)!)].filter((t) => t.name === 'JSON');
      expect(json, `JSON reachable from ${root}`).toEqual([]);
    }
  });

  it('covers a game added to the registry without any change to src/graphql, whatever its shapes', () => {
    const schema = buildSchema([...games, fake]);
    expect(validateSchema(schema)).toEqual([]);
    const sdl = printSchema(schema);
    expect(sdl).toContain(`union GameState = ${[...games.map((g) => `${g.title}State`), 'TantivyState'].join(' | ')}`);
    expect(sdl).toMatch(/type TantivyState \{[^}]*faceUp: \[String!\]!/);
    expect(sdl).toContain('union TantivyStateStage = TantivyStateStagePassing | TantivyStateStagePlaying');
    expect(sdl).toMatch(/type TantivyPassCards implements Action/);
    expect(sdl).toMatch(/type TantivyCardsPassed implements Event/);
    // An enum value that is no GraphQL name keeps its REST spelling, as a documented String.
    expect(sdl).toMatch(/One of: `calm`, `all-in`\.\s*"""\s*mood: String!/);
    // A record has no fixed shape: JSON, the one place it belongs.
    expect(sdl).toMatch(/tally: JSON!/);
    const input = /input ActionInput \{[^}]*\}/.exec(sdl)![0];
    expect(input).toMatch(/blindBid: Boolean\n/);
    expect(input).toMatch(/cards: \[String!\]\n/);
  });

  it('offers GraphiQL only when the entry point asks for it (src/node.ts), never by default (Workers)', async () => {
    const noStore = new Proxy({} as EventStore, { get: () => { throw new Error('no database here'); } });
    const page = { headers: { accept: 'text/html' } };
    const local = await createApp({ store: noStore }, { graphiql: true }).request('/graphql', page);
    expect(local.status).toBe(200);
    expect(await local.text()).toContain('GraphiQL');
    const deployed = await createApp({ store: noStore }).request('/graphql', page);
    expect(deployed.headers.get('content-type') ?? '').not.toMatch(/text\/html/);
  });

  it('masks unexpected errors: code `internal`, nothing of the cause (which is logged)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = new Proxy({} as EventStore, { get: () => () => Promise.reject(new Error('connection to db.internal:5432 refused')) });
    const app = createApp({ store: broken });
    const res = await app.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ game(id: "g_x") { id } }' }) });
    const text = await res.text();
    expect(JSON.parse(text).errors[0].extensions).toEqual({ code: 'internal' });
    expect(text).not.toContain('5432');
    expect(String(logged.mock.calls[0]?.[0])).toContain('5432'); // not a database error: its message is kept
    logged.mockRestore();
  });
});
