import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameCache } from '../../src/app';
import { graphqlSchema } from '../../src/graphql/schema';
import { MAX_FIELDS, MAX_OVERLAP, MAX_TOKENS, MAX_VALIDATION_ERRORS, validationStats } from '../../src/graphql/limits';
import { createApp } from '../../src/http/app';
import { DrizzleEventStore } from '../../src/store';
import { openPglite } from '../../src/store/clients/pglite';
import { documents } from '../support/graphql/documents';

/**
 * GraphQL cost bounds (issue 19, item 2). The attack found: a 13 KB query of 700 conflicting alias
 * pairs, made unique by a trailing comment, cost ~126 ms of server CPU in validation each time.
 * Each hostile document below goes through the whole /graphql path in-process (no socket), and the
 * process's CPU time per request is measured with process.cpuUsage — loosely (≤ 20 ms where the
 * target is 5 ms), so that a loaded machine does not fail the test; the figures are printed.
 */
const ATTACK = (n: number, salt: string) => `{ game(id: "x") { ${Array.from({ length: n }, () => 'v:version v:status').join(' ')} } } # ${salt}`;

describe('GraphQL cost bounds', () => {
  let app: ReturnType<typeof createApp>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const db = await openPglite();
    close = db.close;
    app = createApp({ store: new DrizzleEventStore(db.db), cache: new GameCache(), localMode: true });
  });
  afterAll(() => close?.());

  const post = async (query: string) => {
    const res = await app.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    return { status: res.status, body: (await res.json()) as { data?: unknown; errors?: Array<{ message: string; extensions: { code: string } }> } };
  };

  /** The median and the highest CPU time (ms) of the server's side of `runs` requests, after warming up. */
  async function cpuOf(make: (i: number) => string, runs = 9): Promise<{ median: number; max: number; answer: Awaited<ReturnType<typeof post>> }> {
    let answer = await post(make(-1));
    await post(make(-2));
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const query = make(i);
      const before = process.cpuUsage();
      answer = await post(query);
      const used = process.cpuUsage(before);
      times.push((used.user + used.system) / 1000);
    }
    times.sort((a, b) => a - b);
    return { median: times[Math.floor(runs / 2)]!, max: times[runs - 1]!, answer };
  }

  const figures: Record<string, { median: number; max: number }> = {};
  afterAll(() => console.log('GraphQL CPU per request (ms, this machine):', JSON.stringify(figures)));

  it('the 700-pair document is refused, in a few ms of CPU instead of ~126', async () => {
    const { median, max, answer } = await cpuOf((i) => ATTACK(700, `unique ${i} ${Math.random()}`));
    figures['700 alias pairs (13 KB)'] = { median, max };
    expect(answer.body.errors?.[0]?.extensions.code).toBe('invalid-request');
    expect(answer.body.errors?.[0]?.message).toMatch(/more tha[nt] 3000 tokens/);
    expect(median).toBeLessThanOrEqual(20);
  });

  it('under the token limit, repeated response names are refused before validation by the overlap estimate', async () => {
    // 300 pairs (1,800 tokens): as costly to validate as it is short, without the limit ~80 ms.
    const pairs = await cpuOf((i) => ATTACK(300, `p ${i} ${Math.random()}`));
    figures['300 alias pairs (under the token limit)'] = { median: pairs.median, max: pairs.max };
    expect(pairs.answer.body.errors?.[0]?.message).toMatch(/repeats response names too often/);
    expect(pairs.median).toBeLessThanOrEqual(20);
    // The same field without aliases, 1,900 times (15 KB).
    const same = await cpuOf((i) => `{ game(id: "x") { ${'version '.repeat(1_900)} } } # ${i} ${Math.random()}`);
    figures['one field 1,900 times'] = { median: same.median, max: same.max };
    expect(same.answer.body.errors?.[0]?.extensions.code).toBe('invalid-request');
    expect(same.median).toBeLessThanOrEqual(20);
  });

  it('a fragment bomb is refused by its expanded size, before validation', async () => {
    // Each fragment spreads the next twice: 2^20 fields from a few hundred bytes.
    const levels = 20;
    const fragments = Array.from({ length: levels }, (_, i) => `fragment F${i} on GameView { ${i === levels - 1 ? 'version' : `...F${i + 1} ...F${i + 1}`} }`).join(' ');
    const bomb = await cpuOf((i) => `{ game(id: "x") { ...F0 } } ${fragments} # ${i}`);
    figures['fragment bomb (2^20 fields)'] = { median: bomb.median, max: bomb.max };
    expect(bomb.answer.body.errors?.[0]?.message).toMatch(new RegExp(`at most ${MAX_FIELDS} fields`));
    expect(bomb.median).toBeLessThanOrEqual(20);
  });

  it('the worst document the limits let through is answered in bounded CPU', async () => {
    // Just under the overlap limit: 50 pairs of one alias (overlap 4,950 ≤ 5,000), each a conflict.
    const near = await cpuOf((i) => ATTACK(50, `n ${i} ${Math.random()}`));
    figures['50 alias pairs (the most allowed)'] = { median: near.median, max: near.max };
    expect(near.answer.body.errors?.[0]?.message).toMatch(/conflict because/);
    expect(near.answer.body.errors!.length).toBeLessThanOrEqual(MAX_VALIDATION_ERRORS + 1); // (+ "too many errors")
    expect(near.median).toBeLessThanOrEqual(20);
  });

  it('the full-selection documents of the suites pass every limit; a validated document is cached by its hash', async () => {
    const docs = documents(graphqlSchema());
    for (const [name, query] of Object.entries(docs)) {
      const { body } = await post(query);
      // Unknown ids and missing variables are fine here: what matters is that no limit refused it.
      for (const e of body.errors ?? []) expect(e.message, name).not.toMatch(/at most|too often|tokens/);
    }
    const before = { ...validationStats };
    const act = await cpuOf((i) => `${docs.game}\n# a comment that makes the text new: ${i} ${Math.random()}`);
    figures['full game view, cached validation'] = { median: act.median, max: act.max };
    expect(validationStats.runs).toBe(before.runs); // validated once, earlier in this test
    expect(validationStats.hits - before.hits).toBeGreaterThanOrEqual(9);
    expect(MAX_TOKENS).toBeGreaterThan(1_011 * 2); // the largest suite document, with room
    expect(MAX_OVERLAP).toBeGreaterThan(1_042 * 4);
  });
});
