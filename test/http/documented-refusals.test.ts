/// <reference types="vite/client" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import document from '../../openapi/openapi.json';
import { games } from '../../src/games/registry';
import { huntRefusals, refusalRows, rowKey } from '../support/refusals';
import { targets, type TestServer } from '#target';

/**
 * Issue 22: every refusal a game's page documents is produced by a request, as documented, and every
 * refusal the game's code can answer is on its page and in the OpenAPI document. The pages and the
 * sources are read as text (Vite's `?raw`), so this runs in workerd too.
 */
const pages = import.meta.glob<string>('../../docs/games/*.md', { query: '?raw', import: 'default', eager: true });
const sources = import.meta.glob<string>(['../../src/games/*/*.ts', '!../../src/games/*/*.test.ts', '!../../src/games/*/testing.ts'], { query: '?raw', import: 'default', eager: true });

/** The engine's own codes: it answers them before a game's rules are asked (a game's own copy of
 * such a check answers the same code). */
const ENGINE_CODES = new Set(['not-your-turn', 'game-over', 'game-not-started']);

const pageOf = (type: string) => pages[`../../docs/games/${type}.md`]!;

/** Every `code` the game's sources can put in a rule violation: `violation('code', …)` and
 * `{ code: 'code', rule: … }` (a helper's answer that `decide` passes on). */
function reasonsInSources(type: string): Set<string> {
  const text = Object.entries(sources)
    .filter(([path]) => path.startsWith(`../../src/games/${type}/`))
    .map(([, source]) => source)
    .join('\n');
  const found = [...text.matchAll(/violation\(\s*'([a-z-]+)'/g), ...text.matchAll(/\bcode: '([a-z-]+)'/g)].map((m) => m[1]!);
  return new Set(found.filter((code) => !ENGINE_CODES.has(code)));
}

/**
 * Where the rows are hunted: the option sets a game's rows need (three-player has its own deck), and
 * the first seed (deals and walk): the hunt is the same every run. These seeds reach every row in
 * few steps (Tanni's rarest, trump opening on the bid winner's turn, in about 250); another seed
 * works too, only slower.
 */
const HUNTS: Record<string, { options: Record<string, unknown>[]; seed: number }> = {
  tango: { options: [{ firstDealer: 0 }], seed: 1 },
  tanni: { options: [{ firstDealer: 0 }], seed: 5 },
  tadpole: { options: [{ firstDealer: 0 }], seed: 3 },
  tantony: { options: [{ variant: 'teams', firstDealer: 0 }, { variant: 'three-player', firstDealer: 0 }], seed: 1 },
};

describe('Documented refusals (docs/games/*.md)', () => {
  const problemReasons: string[] = (document as any).components.schemas.Problem.properties.reason.enum;

  it('cover every game, and each page lists exactly the reasons and rules its game declares', () => {
    for (const game of games) {
      const rows = refusalRows(pageOf(game.type));
      const documented: Record<string, string[]> = {};
      for (const row of rows.filter((r) => r.code === 'illegal-action')) (documented[row.reason!] ??= []).push(row.rule);
      const declared = Object.fromEntries(Object.entries(game.refusals ?? {}).map(([reason, rules]) => [reason, [...rules]]));
      expect(documented, `${game.type}: docs/games/${game.type}.md vs ${game.type}'s refusals`).toEqual(declared);
      for (const row of rows) expect(row.status, rowKey(row)).toBe(row.code === 'illegal-action' ? 422 : 409);
      expect(rows.some((r) => r.code === 'not-your-turn'), `${game.type} documents the rule not-your-turn cites`).toBe(true);
    }
  });

  it("list every reason the games' code can answer, and the OpenAPI enum of reasons is exactly their union", () => {
    for (const game of games) {
      expect([...reasonsInSources(game.type)].sort(), `reasons in src/games/${game.type}/`).toEqual(Object.keys(game.refusals ?? {}).sort());
    }
    const union = [...new Set(games.flatMap((g) => Object.keys(g.refusals ?? {})))].sort();
    expect([...problemReasons].sort()).toEqual(union);
  });
});

// The rules answer the same on any database: the first target of each tier (Node, workerd) is enough.
describe.each(targets().slice(0, 1))('Every documented refusal is answered as documented, on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await target.start();
  });
  afterAll(() => server?.close());

  it.each(games.map((g) => g.type))('%s: one request per row of its Refusals table', async (type) => {
    const rows = refusalRows(pageOf(type));
    const hunt = await huntRefusals(server, type, HUNTS[type]!.options, rows, { seed: HUNTS[type]!.seed, maxSteps: 3000 });
    expect(hunt.missing.map(rowKey), `${type}: rows no state reached in ${hunt.steps} steps`).toEqual([]);
    for (const { row, status, body, version, versionAfter, seat, action } of hunt.refused) {
      const where = `${rowKey(row)} (seat ${seat}: ${JSON.stringify(action)})`;
      expect(status, where).toBe(row.status);
      expect(body.code, where).toBe(row.code);
      expect(body.rule, where).toBe(row.rule);
      expect(body.reason, where).toBe(row.reason);
      expect(versionAfter, `${where} changed nothing`).toBe(version);
    }
    // Whatever the state, the rule not-your-turn cites is one the page documents.
    const documented = rows.filter((r) => r.code === 'not-your-turn').map((r) => r.rule);
    for (const rule of hunt.turnRules) expect(documented, `${type}: not-your-turn may cite ${rule}`).toContain(rule);
  });
});
