import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameCache } from '../../src/app';
import { graphqlSchema } from '../../src/graphql/schema';
import { MAX_FIELDS, MAX_OVERLAP, MAX_TOKENS, MAX_VALIDATION_ERRORS, validationStats } from '../../src/graphql/limits';
import { createApp } from '../../src/http/app';
import { DrizzleEventStore } from '../../src/store';
import { openPglite } from '../../src/store/clients/pglite';
import { documents } from '../support/graphql/documents';
import { cpuPerRequest, graphqlPoster, HOSTILE_DOCUMENTS, type GraphqlAnswer } from './lib/graphql-cost';

/**
 * GraphQL cost bounds (issue 19, item 2). The attack found: a 13 KB query of 700 conflicting alias
 * pairs, made unique by a trailing comment, cost ~126 ms of server CPU in validation each time.
 * Each hostile document goes through the whole /graphql path in-process (no socket). What the
 * tests assert is structural, not timed (a loaded machine must not fail them): whether the costly
 * step — graphql-js validation — ran at all (`validationStats.runs`), and how many errors it
 * collected. The process's CPU time per request is measured with process.cpuUsage and printed only
 * (`npm run soak:faults` takes more runs of each).
 */
describe('GraphQL cost bounds', () => {
  let post: (query: string) => Promise<GraphqlAnswer>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const db = await openPglite();
    close = db.close;
    post = graphqlPoster(createApp({ store: new DrizzleEventStore(db.db), cache: new GameCache(), localMode: true }));
  });
  afterAll(() => close?.());

  const figures: Record<string, { median: number; max: number }> = {};
  afterAll(() => console.log('GraphQL CPU per request (ms, this machine):', JSON.stringify(figures)));
  /** Posts the document (fresh text each run) and answers its errors and how often validation ran. */
  const measure = async (name: string) => {
    const runsBefore = validationStats.runs;
    const { median, max, answer, runs } = await cpuPerRequest(post, HOSTILE_DOCUMENTS.find((d) => d.name === name)!.make);
    figures[name] = { median, max };
    return { errors: answer.body.errors ?? [], validations: validationStats.runs - runsBefore, runs };
  };
  const refusedBeforeValidation = async (name: string) => {
    const { errors, validations } = await measure(name);
    expect(validations, `${name}: graphql-js validation ran`).toBe(0);
    return errors;
  };

  it('the 700-pair document is refused at parse, in a few ms of CPU instead of ~126', async () => {
    const [error] = await refusedBeforeValidation('700 alias pairs (13 KB)');
    expect(error?.extensions.code).toBe('invalid-request');
    expect(error?.message).toMatch(/more tha[nt] 3000 tokens/); // (graphql-js spells it "that")
  });

  it('under the token limit, repeated response names are refused before validation by the overlap estimate', async () => {
    // 300 pairs (1,800 tokens): as costly to validate as it is short, ~80 ms without the limit.
    expect((await refusedBeforeValidation('300 alias pairs (under the token limit)'))[0]?.message).toMatch(/repeats response names too often/);
    // The same field without aliases.
    expect((await refusedBeforeValidation('one field 1,900 times (15 KB)'))[0]?.message).toMatch(/repeats response names too often/);
  });

  it('a fragment bomb is refused by its expanded size, before validation', async () => {
    expect((await refusedBeforeValidation('fragment bomb (2^20 fields)'))[0]?.message).toMatch(new RegExp(`at most ${MAX_FIELDS} fields`));
  });

  it('the worst document the limits let through is validated, and validation stops at 20 errors', async () => {
    const { errors, validations, runs } = await measure('50 alias pairs (the most allowed)');
    expect(validations).toBe(runs); // a refused document is never cached as valid: validated every time
    expect(errors[0]?.message).toMatch(/conflict because/);
    expect(errors.length).toBeLessThanOrEqual(MAX_VALIDATION_ERRORS + 1); // (+ "too many errors")
  });

  it('the full-selection documents of the suites pass every limit; a validated document is cached by its hash', async () => {
    const docs = documents(graphqlSchema());
    for (const [name, query] of Object.entries(docs)) {
      const { body } = await post(query);
      // Unknown ids and missing variables are fine here: what matters is that no limit refused it.
      for (const e of body.errors ?? []) expect(e.message, name).not.toMatch(/at most|too often|tokens/);
    }
    const before = { ...validationStats };
    const cached = await cpuPerRequest(post, (i) => `${docs.game}\n# a comment that makes the text new: ${i} ${Math.random()}`);
    figures['full game view, cached validation'] = { median: cached.median, max: cached.max };
    expect(validationStats.runs).toBe(before.runs); // validated once, earlier in this test
    expect(validationStats.hits - before.hits).toBeGreaterThanOrEqual(9);
    expect(MAX_TOKENS).toBeGreaterThan(1_011 * 2); // the largest suite document, with room
    expect(MAX_OVERLAP).toBeGreaterThan(1_042 * 4);
  });
});
