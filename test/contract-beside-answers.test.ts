import Ajv2020 from 'ajv/dist/2020';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchGame, verifyRecord } from '../src/verify';
import { playFairGame } from './support/fair-game';
import { SseClient, type SseEvent } from './support/sse';
import { targets, type TestServer } from '#target';

/**
 * Issue 31, the contract nits an independent client found: each read from the committed OpenAPI
 * document and checked against what the server answers, side by side.
 */
const doc = JSON.parse(readFileSync(new URL('../openapi/openapi.json', import.meta.url), 'utf8'));
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
ajv.addSchema(doc, 'tricktable');
/** What the document's schema `name` says is wrong with `value` (nothing: it allows it). */
const errors = (name: string, value: unknown): string[] => {
  const validate = ajv.getSchema(`tricktable#/components/schemas/${name}`)!;
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
};

type Json = Record<string, unknown>;

describe.each(targets())('The published contract beside the answers on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await target.start();
  });
  afterAll(() => server?.close());

  it('a record event is the public event with its hidden fields filled in, in the same units (Tanni: decimals, not quarter points)', async () => {
    const described = doc.components.schemas.RecordEvent.description as string;
    expect(described).toContain('the public `Event` with every hidden field filled in');
    expect(described).toContain('Every field the public event shows has its value there, in the same units');

    // A short Tanni game (target 1: one round), with every number kind the issue named.
    const game = await playFairGame(server.api, { type: 'tanni', options: { target: 1 } }, []);
    const { api } = server;
    const { record, logs } = await fetchGame(api.baseUrl, game.id, { fetch: (url, init) => api.fetch(url.slice(api.baseUrl.length), init) });
    expect(errors('GameRecord', record)).toEqual([]);
    const [spectator] = logs;
    expect(spectator!.entries).toHaveLength(record.log.length);

    const compared = new Set<string>();
    spectator!.entries.forEach((entry, i) => {
      const recorded = record.log[i]!;
      expect(recorded.seq).toBe(entry.seq);
      expect(recorded.events).toHaveLength(entry.events.length);
      entry.events.forEach((shown, j) => {
        const full = recorded.events[j] as Json;
        for (const [key, value] of Object.entries(shown as Json)) {
          // A null in the public event is what it hides (a hand, the hidden trump card): the record has it.
          if (value !== null) expect(full[key], `entry ${entry.seq} ${full.type}.${key}`).toEqual(value);
        }
        compared.add(full.type as string);
      });
    });
    for (const type of ['bid-made', 'contract-won', 'trick-won', 'round-scored', 'game-won']) expect(compared).toContain(type);

    const all = record.log.flatMap((e) => e.events as Json[]);
    const bid = all.find((e) => e.type === 'bid-made')!;
    expect(bid.value).toBeGreaterThanOrEqual(15); // TANNI-5 bids are 15 to 30 points
    expect(bid.value).toBeLessThanOrEqual(30);
    const won = all.find((e) => e.type === 'game-won')!;
    expect(won.matchPoints).toEqual(game.final.state.matchPoints);
    expect((all.find((e) => e.type === 'round-scored')!.summary as Json).matchPoints).toEqual(game.final.state.matchPoints);
    // The hidden fields are there: every seat's dealt hand.
    expect((all.find((e) => e.type === 'round-dealt')!.hands as string[][]).map((h) => [...h].sort())).toEqual(game.dealt);
    // And the verifier, which maps its recomputed events the same way, still passes the record.
    expect(verifyRecord(record, logs).checks.filter((c) => !c.ok)).toEqual([]);
  });

  it('creating a game: the document allows every ruleset version the server accepts, and refuses the one it refuses', async () => {
    const { body } = await server.api.request('GET', '/v1/games');
    expect(errors('GameTypes', body)).toEqual([]);
    const tantony = body.gameTypes.find((t: Json) => t.type === 'tantony');
    expect(tantony.rulesetVersion).toBe(2); // the default, and an older one besides
    for (const type of body.gameTypes as Array<{ type: string; rulesetVersion: number; rulesetVersions: Array<{ version: number }> }>) {
      const offered = type.rulesetVersions.map((r) => r.version);
      for (const rulesetVersion of offered) {
        const request = { type: type.type, rulesetVersion };
        expect(errors('CreateGame', request), JSON.stringify(request)).toEqual([]);
        const created = await server.api.request('POST', '/v1/games', { body: request });
        expect(created.status, created.text).toBe(201);
        expect(errors('CreatedGame', created.body)).toEqual([]);
        expect(created.body.rulesetVersion).toBe(rulesetVersion);
      }
      const unknown = { type: type.type, rulesetVersion: Math.max(...offered) + 1 };
      expect(errors('CreateGame', unknown)).not.toEqual([]);
      expect((await server.api.request('POST', '/v1/games', { body: unknown })).status).toBe(400);
      // Absent: the current ruleset, as the document says.
      expect((await server.api.request('POST', '/v1/games', { body: { type: type.type } })).body.rulesetVersion).toBe(type.rulesetVersion);
    }
  });

  it('a resumed stream repeats no entry, and sends the view again, as the document says, even when nothing was missed', async () => {
    const described = doc.paths['/v1/games/{id}/stream'].get.description as string;
    expect(described).toContain('no entry is repeated');
    expect(described).toContain('That `view` always comes, even when no entry was missed (its `id:` then equals `Last-Event-ID`)');

    const { id, tokens, version, moves } = await server.api.startedTango();
    expect((await server.api.act(id, tokens[0], moves[0], { 'if-match': `"${version}"` })).status).toBe(200);
    const now = version + 1;
    /** The events a stream resumed at `lastEventId` sends before it waits (the game does not move). */
    const resumed = async (lastEventId: number, token: string): Promise<SseEvent[]> => {
      const stream = await SseClient.open(server.api, `/v1/games/${id}/stream`, { token, lastEventId: String(lastEventId) });
      expect(stream.status, stream.text).toBe(200);
      const got: SseEvent[] = [];
      for (let e = await stream.next(); e !== null; e = e.event === 'view' ? null : await stream.next()) got.push(e);
      await stream.close();
      return got;
    };
    // Nothing missed: no entry, the view of the version already held (the reader's turn: its moves).
    const none = await resumed(now, tokens[1]!);
    expect(none.map((e) => [e.event, e.id])).toEqual([['view', String(now)]]);
    expect(none[0]!.data.legalMoves.moves.length).toBeGreaterThan(0);
    // One missed: that entry alone, then the view, both of the same version (`id:`).
    const one = await resumed(version, tokens[1]!);
    expect(one.map((e) => [e.event, e.id])).toEqual([
      ['entry', String(now)],
      ['view', String(now)],
    ]);
  });
});
