import { expect } from 'vitest';
import type { Chooser } from '../../../src/engine';
import type { EventStore } from '../../../src/store';
import { auditAnswerEvents, auditEventLog, leaked, readAllPages, loadInternal, secretsNow } from '../leak-audit';
import type { GqlClient } from './client';
import type { Documents } from './documents';
import { unalias } from './selection';

export interface GqlPlayedGame {
  readonly id: string;
  readonly tokens: string[];
  readonly final: any;
  readonly actions: number;
}

/** Creates a game and takes every seat through GraphQL: the id and the seat tokens, in seat order. */
export async function seatedOverGraphql(gql: GqlClient, docs: Documents, type: string, options?: unknown) {
  const { createGame } = await gql.data(docs.createGame, { type, options });
  const tokens: string[] = [];
  for (const _ of createGame.seats) {
    const { join } = await gql.data(docs.join, { gameId: createGame.id });
    tokens[join.seat] = join.token;
  }
  return { id: createGame.id as string, tokens, adminToken: createGame.adminToken as string, created: createGame };
}

/**
 * Plays a whole game through /graphql alone, as play-over-http.ts does through REST: each turn the
 * seat to act reads its legal moves and sends one back with `expectedVersion` (plays alternate
 * between `act` and `playCard`). Every `auditEvery` actions each reader (every seat, and the
 * spectator) reads every field of its view, moves and log, and none may show a card it may not know.
 */
export async function playOverGraphql(
  gql: GqlClient,
  docs: Documents,
  store: EventStore,
  type: string,
  options: unknown,
  choose: Chooser,
  { auditEvery = 1, maxActions = 5000 }: { auditEvery?: number; maxActions?: number } = {},
): Promise<GqlPlayedGame> {
  const { id, tokens } = await seatedOverGraphql(gql, docs, type, options);
  const readers: Array<string | undefined> = [...tokens, undefined];
  let actions = 0;
  let plays = 0;
  let turns = 0;
  for (;;) {
    const { game } = await gql.data(docs.game, { id });
    if (game.status === 'finished') break;
    expect(game.status).toBe('active');
    const seat: number = game.toAct[choose(game.toAct.length)];
    const { legalMoves } = await gql.data(docs.legalMoves, { gameId: id }, tokens[seat]);
    expect(legalMoves.moves.length).toBeGreaterThan(0);
    // A legal move is sent back as it was read, less `__typename` and `body`: or, every other time,
    // as its `body` (the same fields as one JSON value).
    const { __typename, body, ...fields } = unalias(legalMoves.moves[choose(legalMoves.moves.length)]) as { __typename: string; body: unknown; type: string; card?: string };
    expect(body).toEqual(fields);
    const move = turns++ % 2 === 0 ? fields : (body as typeof fields);
    const short = move.type === 'play' && Object.keys(move).length === 2 && plays++ % 2 === 1;
    const reply = short
      ? await gql.request(docs.playCard, { gameId: id, card: move.card, expectedVersion: game.version }, { token: tokens[seat] })
      : await gql.request(docs.act, { gameId: id, action: move, expectedVersion: game.version }, { token: tokens[seat] });
    if (reply.errors) throw new Error(`action ${JSON.stringify(move)} by seat ${seat} refused: ${reply.text}`);
    const result = short ? reply.data.playCard : reply.data.act;
    expect(result.version).toBeGreaterThan(game.version);
    expect(result.replayed).toBe(false);
    actions++;
    if (actions > maxActions) throw new Error('the game did not end');
    if (auditEvery > 0 && actions % auditEvery === 0) {
      const loaded = await loadInternal(store, id);
      expect(leaked(result.view, secretsNow(loaded, seat)), 'the view in an act answer').toEqual([]);
      expect(auditAnswerEvents(loaded, game.version, result.version, result.events, seat)).toEqual([]);
      for (const [reader, token] of readers.entries()) {
        const who = token === undefined ? null : reader;
        const seen = await gql.request(token === undefined ? docs.game : docs.seatReads, { id }, { token });
        expect(seen.errors, seen.text).toBeUndefined();
        expect(seen.data.game.you).toBe(who);
        // The whole body: every field of the view and, for a seat, of its legal moves.
        expect(leaked(seen.body, secretsNow(loaded, who)), `what ${who} reads`).toEqual([]);
      }
    }
  }
  if (auditEvery > 0) {
    const loaded = await loadInternal(store, id);
    for (const [reader, token] of readers.entries()) {
      const who = token === undefined ? null : reader;
      const pages = await readAllPages(async (after) => (await gql.data(docs.events, { gameId: id, after, limit: 50 }, token)).events);
      expect(pages.map((p) => p.seq)).toEqual(loaded.history.map((h) => h.seq));
      expect(auditEventLog(loaded, pages, who)).toEqual([]);
    }
  }
  const { game: final } = await gql.data(docs.game, { id });
  return { id, tokens, final: unalias(final), actions };
}
