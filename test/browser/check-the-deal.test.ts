import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Api } from '../support/api';
import { playFairGame, type FairGame } from '../support/fair-game';
import { seriousViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { screenshotBothWidths } from './support/screenshots';

/**
 * "Check the deal" on a finished game's page: the browser fetches the public record and runs the
 * verifier (src/verify/) on it. A real game, finished over the API with both seats' entropy (the
 * whole-game-through-the-UI case is in tango-two-players.test.ts), passes every check with its
 * figures; the same game with its record tampered with on the way (Playwright's page.route) shows
 * the check that catches it as FAIL.
 */
type RecordJson = { fairness: { seed: string; entropy: (string | null)[]; dealSeed: string; commitment: string }; log: Array<{ events: Array<{ type: string; hands?: string[][] }> }> };

const TAMPERINGS: ReadonlyArray<{ name: string; change: (r: RecordJson) => void; failing: string; passing: string[] }> = [
  {
    name: 'a dealt card changed (two seats swap one card of the first deal)',
    change: (r) => {
      const hands = r.log.flatMap((e) => e.events).find((e) => Array.isArray(e.hands))!.hands!;
      [hands[0]![0], hands[1]![0]] = [hands[1]![0]!, hands[0]![0]!];
    },
    failing: 'deals',
    passing: ['commitment', 'deal seed'],
  },
  {
    name: 'another seed revealed',
    change: (r) => void (r.fairness.seed = r.fairness.seed.replace(/^./, (c) => (c === '0' ? '1' : '0'))),
    failing: 'commitment',
    passing: [],
  },
  {
    name: "a seat's entropy changed (in the list and in its join)",
    change: (r) => {
      const changed = r.fairness.entropy[1]!.replace(/^./, (c) => (c === '0' ? '1' : '0'));
      r.fairness.entropy[1] = changed;
      for (const e of r.log) if ((e as { join?: { entropy: string | null } }).join && (e as { seat?: number }).seat === 1) (e as unknown as { join: { entropy: string } }).join.entropy = changed;
    },
    failing: 'deal seed',
    passing: ['commitment'],
  },
];

const result = (page: Page, check: string) => page.locator(`.deal-check [data-check="${check}"]`).getAttribute('data-result');

describe('check the deal, in the browser', () => {
  const base = inject('browserBaseUrl');
  let browser: Browser;
  let game: FairGame;
  beforeAll(async () => {
    browser = await launchChromium();
    game = await playFairGame(new Api(base), { type: 'tango', options: { firstDealer: 0 } }, ['a1'.repeat(32), 'b2'.repeat(16)]);
  });
  afterAll(() => browser?.close());

  async function checkedPage(setup?: (page: Page) => Promise<unknown>): Promise<Page> {
    const page = await (await browser.newContext()).newPage();
    page.on('pageerror', (err) => console.error(`page error: ${err.message}`));
    await setup?.(page);
    await page.goto(`${base}/play/g/${game.id}`);
    await page.getByRole('button', { name: 'Check the deal' }).click();
    await page.getByTestId('deal-verdict').waitFor();
    return page;
  }

  it('a finished game passes every check, with its figures, as a spectator and as a seat (its own log too)', async () => {
    const record = (await (await fetch(`${base}/v1/games/${game.id}/record`)).json()) as RecordJson;
    const seat = async (page: Page) => {
      await page.goto(`${base}/play/`);
      const held = { id: game.id, type: 'tango', seats: { 0: { seat: 0, token: game.tokens[0], name: 'p0' } }, savedAt: new Date().toISOString() };
      await page.evaluate((h) => localStorage.setItem(`tricktable.game.${h.id}`, JSON.stringify(h)), held);
    };
    for (const [who, setup] of [['spectator', undefined], ['seat 0', seat]] as const) {
      const page = await checkedPage(setup);
      try {
        expect(await page.locator('.deal-check').getAttribute('data-verdict'), who).toBe('pass');
        expect(await page.getByTestId('deal-verdict').innerText()).toMatch(/^✓ Verified/);
        for (const check of ['commitment', 'deal seed', 'deals', 'replay', 'result', 'the public log']) expect(await result(page, check), `${who}: ${check}`).toBe('pass');
        if (who === 'seat 0') expect(await result(page, "seat 0's log")).toBe('pass');
        // The figures: SHA-256 computed here is the commitment; the deal seed derived here is the record's.
        expect(await page.getByTestId('seed-sha256').innerText()).toBe(record.fairness.commitment);
        expect(await page.getByTestId('deal-seed').innerText()).toBe(record.fairness.dealSeed);
        expect(await page.locator('.deal-figures').innerText()).toContain('server-seed+entropy/1');
        expect(await page.locator('.deal-check [data-check="deals"] .check-detail').innerText()).toMatch(/^\d+ shuffles? and \d+ other draws?/);
        // Every deal as recomputed: the first is each seat's first hand, as its own view showed it.
        await page.locator('.recomputed-deals summary').click();
        const first = await page.locator('.recomputed-deals table').first().locator('td code').allInnerTexts();
        expect(first.map((cards) => cards.split(' ').sort())).toEqual(game.dealt);
        // No sideways scrolling at 375 px either, with 64-digit figures on the page.
        if (who === 'spectator') await screenshotBothWidths(page, 'tango-check-the-deal');
        expect(await seriousViolations(page), 'axe: serious or critical').toEqual([]);
      } finally {
        await page.context().close();
      }
    }
  });

  it.each(TAMPERINGS)('the record tampered with on its way ($name): that check shows FAIL', async ({ change, failing, passing }) => {
    const page = await checkedPage((p) =>
      p.route(`**/v1/games/${game.id}/record`, async (route) => {
        const response = await route.fetch();
        const record = (await response.json()) as RecordJson;
        change(record);
        await route.fulfill({ response, json: record });
      }),
    );
    try {
      expect(await page.locator('.deal-check').getAttribute('data-verdict')).toBe('fail');
      expect(await page.getByTestId('deal-verdict').innerText()).toMatch(/NOT verified/);
      expect(await result(page, failing)).toBe('fail');
      expect(await page.locator(`.deal-check [data-check="${failing}"] .check-mark`).innerText()).toBe('✗ FAIL');
      for (const check of passing) expect(await result(page, check), check).toBe('pass');
      // What follows a failed check is not run, and says so (never a pass it did not earn).
      expect(await result(page, 'replay')).toBe('not-run');
      expect(await seriousViolations(page), 'axe: serious or critical').toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
