import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchGame, verifyRecord, type Fetched, type PublicRecord } from '../../src/verify';
import type { Api } from '../support/api';
import { playFairGame, type FairGame } from '../support/fair-game';
import { targets, type TestServer } from '#target';

// README "Fair deals": each seat may send entropy at join; the last join fixes the deal seed
// HMAC-SHA256(server seed, label ‖ id ‖ seats ‖ each seat's entropy, length-prefixed); a finished
// game's record lets anyone recompute every deal (src/verify/, `npx tricktable verify`).
const ENTROPY = ['00112233445566778899aabbccddeeff', undefined, 'q6q6q6q6q6q6q6q6q6q6q6', 'AB'.repeat(64)];
const ENTROPY_HEX = ['00112233445566778899aabbccddeeff', null, 'abaabaabaabaabaabaabaabaabaabaab', 'ab'.repeat(64)];

/** The deal seed exactly as the README's "Fair deals" spells it, computed here a third time. */
function readmeDealSeed(seed: string, id: string, entropy: (string | null)[]): string {
  const u32 = (n: number) => Uint8Array.of(n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255);
  const idBytes = utf8ToBytes(id);
  const parts = [utf8ToBytes('tricktable/server-seed+entropy/1'), u32(idBytes.length), idBytes, u32(entropy.length)];
  for (const e of entropy) parts.push(u32(e === null ? 0 : e.length / 2), e === null ? new Uint8Array(0) : hexToBytes(e));
  return bytesToHex(hmac(sha256, hexToBytes(seed), concatBytes(...parts)));
}

const fetched = (api: Api, id: string, token?: string): Promise<Fetched> =>
  fetchGame(api.baseUrl, id, { token, fetch: (url, init) => api.fetch(url.slice(api.baseUrl.length), init) });

type Writable<T> = { -readonly [K in keyof T]: Writable<T[K]> };
const clone = <T>(x: T): Writable<T> => JSON.parse(JSON.stringify(x)) as Writable<T>;
const failed = (record: PublicRecord, logs: Fetched['logs'] = []) => verifyRecord(record, logs).checks.filter((c) => !c.ok).map((c) => c.name);

describe.each(targets())('Fair deals on $name', (target) => {
  let server: TestServer;
  let game: FairGame;
  let got: Fetched;
  beforeAll(async () => {
    server = await target.start();
    game = await playFairGame(server.api, { type: 'tantony', options: { firstDealer: 1 } }, ENTROPY);
    got = await fetched(server.api, game.id, game.tokens[2]);
  });
  afterAll(() => server?.close());

  it('entropy is sent at join as hex or base64url, kept as hex, shown only to its own seat until the game starts', async () => {
    const { api } = server;
    const created = await api.create('tango');
    const id = created.body.id;
    expect((await api.view(id)).body.fairness).toEqual({ protocol: 'server-seed/1', commitment: created.body.seedCommitment, entropy: [null, null], seed: null, dealSeed: null });
    const first = await api.join(id, { entropy: 'q6q6q6q6q6q6q6q6q6q6q6' } as never);
    expect(first.status).toBe(201);
    expect((await api.view(id, first.body.token)).body.fairness).toMatchObject({ protocol: 'server-seed+entropy/1', entropy: ['abaabaabaabaabaabaabaabaabaabaab', null] });
    expect((await api.view(id)).body.fairness.entropy).toEqual([null, null]);
    const second = await api.join(id, { entropy: 'FF'.repeat(16) } as never);
    expect(second.body.started).toBe(true);
    const started = (await api.view(id)).body.fairness;
    expect(started).toEqual({ protocol: 'server-seed+entropy/1', commitment: created.body.seedCommitment, entropy: ['abaabaabaabaabaabaabaabaabaabaab', 'ff'.repeat(16)], seed: null, dealSeed: null });
  });

  it('bad entropy is 400 invalid-request on `entropy` and takes no seat', async () => {
    const { api } = server;
    const { id } = (await api.create('tango')).body;
    for (const entropy of ['00'.repeat(15), '00'.repeat(65), 'not base64!', 'abc', 42]) {
      const res = await api.join(id, { entropy } as never);
      expect(res.status, JSON.stringify(entropy)).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid-request', errors: [{ path: 'entropy' }] });
    }
    expect((await api.view(id)).body.seats.every((s: { joined: boolean }) => !s.joined)).toBe(true);
  });

  it('a game whose seats sent entropy is dealt from the combined seed, and the verifier passes it', async () => {
    const { final } = game;
    expect(final.status).toBe('finished');
    expect(final.fairness.entropy).toEqual(ENTROPY_HEX);
    const dealSeed = readmeDealSeed(final.fairness.seed, game.id, ENTROPY_HEX);
    expect(final.fairness.dealSeed).toBe(dealSeed);
    expect(dealSeed).not.toBe(final.fairness.seed);
    const report = verifyRecord(got.record, got.logs);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    expect(report.checks.map((c) => c.name)).toEqual(['commitment', 'deal seed', 'deals', 'replay', 'result', 'clock', 'the public log', "seat 2's log"]);
    // The verifier's deal, from its own derivation and shuffle, is the one each seat was shown.
    const deal = report.hands.find((h) => h.event === 'game-dealt')!;
    expect(deal.hands.map((h) => [...h].sort())).toEqual(game.dealt);
    expect(report.draws).toEqual([{ kind: 'shuffle', round: 1, purpose: 'deal', result: expect.any(Array) }]);
    expect(got.record.result).toEqual({ winners: final.result.winners, draw: final.result.draw, scores: final.result.scores, reason: 'played-out', by: null });
  });

  it('a game without entropy keeps the server seed itself (server-seed/1) and verifies, every reshuffle included', async () => {
    const plain = await playFairGame(server.api, { type: 'tango', options: { variant: 'roses' } }, []);
    expect(plain.final).toMatchObject({ rulesetVersion: 1, fairness: { protocol: 'server-seed/1', entropy: [null, null] } });
    expect(plain.final.fairness.dealSeed).toBe(plain.final.fairness.seed);
    const { record, logs } = await fetched(server.api, plain.id, plain.tokens[0]);
    const report = verifyRecord(record, logs);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    expect(report).toMatchObject({ ok: true, type: 'tango', rulesetVersion: 1, protocol: 'server-seed/1' });
    expect(report.hands.find((h) => h.seq === 2)!.hands.map((h) => [...h].sort())).toEqual(plain.dealt.map((h) => h));
  });

  it('each tampered record is caught: a changed seed, a changed dealt card, a changed entropy, a changed play, a changed public log', () => {
    const seed = clone(got.record);
    seed.fairness.seed = seed.fairness.seed!.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    expect(failed(seed)).toEqual(['commitment']);

    // Two cards swapped between seats 0 and 1 in the deal event: the recomputed deal disagrees.
    const card = clone(got.record);
    const dealt = card.log.flatMap((e) => e.events).find((e) => (e as { type: string }).type === 'game-dealt') as { hands: string[][] };
    [dealt.hands[0]![0], dealt.hands[1]![0]] = [dealt.hands[1]![0]!, dealt.hands[0]![0]!];
    const cardReport = verifyRecord(card);
    expect(cardReport.checks.filter((c) => !c.ok).map((c) => c.name)).toEqual(['deals']);
    expect(cardReport.checks.at(-1)!.detail).toMatch(/hands\[0\]\[0\]/);

    // Another entropy for seat 0, consistently in the join and the list: the seed it derives is not
    // the one the server dealt with, whether or not the record also shows a matching deal seed.
    const entropy = clone(got.record);
    entropy.fairness.entropy[0] = 'ee'.repeat(16);
    entropy.log.find((e) => e.kind === 'join' && e.seat === 0)!.join!.entropy = 'ee'.repeat(16);
    expect(failed(entropy)).toEqual(['deal seed']);
    entropy.fairness.dealSeed = null;
    expect(failed(entropy)).toEqual(['deals']);
    // The list and the join disagreeing is caught before anything is derived.
    const split = clone(got.record);
    split.fairness.entropy[3] = null;
    expect(failed(split)).toEqual(['deal seed']);

    // A played card changed in the log: the replay no longer gives the recorded events.
    const play = clone(got.record);
    const entry = play.log.find((e) => e.action?.type === 'play')!;
    entry.action = { type: 'play', card: entry.action!.card === 'AS' ? 'KS' : 'AS' };
    expect(failed(play)).toEqual(['replay']);

    // The public log showing something the recomputed game did not.
    const logs = clone(got.logs);
    const shown = logs[0]!.entries.find((e) => e.events.some((x) => (x as { type: string }).type === 'card-played'))!;
    (shown.events.find((x) => (x as { type: string }).type === 'card-played') as { card: string }).card = 'XX';
    expect(failed(got.record, logs)).toEqual(['the public log']);
  });

  it('the record is public once the game is finished, 409 game-not-finished before, 404 for no game; GraphQL serves the same', async () => {
    const { api } = server;
    const record = await api.request('GET', `/v1/games/${game.id}/record`);
    expect(record.status).toBe(200);
    expect(record.headers.get('etag')).toBe(`"${record.body.version}"`);
    expect(record.body).toMatchObject({ id: game.id, type: 'tantony', rulesetVersion: 2, fairness: { protocol: 'server-seed+entropy/1' } });
    const { id } = (await api.create('tango')).body;
    const early = await api.request('GET', `/v1/games/${id}/record`);
    expect(early.status).toBe(409);
    expect(early.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(early.body.code).toBe('game-not-finished');
    expect((await api.request('GET', '/v1/games/g_nothing/record')).status).toBe(404);

    const gql = await api.request('POST', '/graphql', {
      body: { query: 'query($id: ID!) { gameRecord(id: $id) { rulesetVersion fairness { protocol entropy dealSeed } log { seq join { entropy } } } }', variables: { id: game.id } },
    });
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.gameRecord).toMatchObject({ rulesetVersion: 2, fairness: { protocol: 'server-seed+entropy/1', entropy: ENTROPY_HEX, dealSeed: record.body.fairness.dealSeed } });
    expect(gql.body.data.gameRecord.log).toHaveLength(record.body.log.length);
    const notYet = await api.request('POST', '/graphql', { body: { query: 'query($id: ID!) { gameRecord(id: $id) { version } }', variables: { id } } });
    expect(notYet.body.errors[0].extensions.code).toBe('game-not-finished');
  });
});
