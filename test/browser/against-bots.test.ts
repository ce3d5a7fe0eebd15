import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { listGameTypes } from '../../src/app/catalogue';
import { seatCountOf, variantLabel, variantsOf } from '../../web/src/pages/game-options';
import { startAgainstBots } from './support/bot-games';
import { launchChromium } from './support/chromium';
import { auditReaderViews } from './support/reader-audit';
import { screenshotBothWidths } from './support/screenshots';
import { playOneMove, playUntil, type NewGame } from './support/table-driver';

/**
 * One person against `basic` bots, started in the lobby ("Play against bots"): a whole Tanni game,
 * and at least one full round of Tango, Tadpole and every Tantony variant the server has (read from
 * the game catalogue, so a new variant is a new case here). Every table is photographed at 375 and
 * 1280 px with its bots showing; the page draws nothing but its reader's view.
 */
const catalogue = listGameTypes();
const typeOf = (type: string) => catalogue.find((t) => t.type === type)!;
const tantony = variantsOf(typeOf('tantony') as never);

const GAMES: ReadonlyArray<{ name: string; type: string; options: NewGame; goal: 'one-round' | 'game-over' }> = [
  // A whole game to the default target (100 match points): several rounds.
  { name: 'tanni', type: 'tanni', options: { game: 'Tanni' }, goal: 'game-over' },
  { name: 'tango', type: 'tango', options: { game: 'Tango' }, goal: 'one-round' },
  { name: 'tadpole', type: 'tadpole', options: { game: 'Tadpole' }, goal: 'one-round' },
  ...tantony.map((v) => ({ name: `tantony-${v}`, type: 'tantony', options: { game: 'Tantony' as const, variant: variantLabel(v) }, goal: 'one-round' as const })),
];

describe('one person against bots, in the browser', () => {
  const base = inject('browserBaseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('covers every Tantony variant the code has', () => {
    expect(tantony.length).toBeGreaterThanOrEqual(3);
    expect(GAMES.filter((g) => g.type === 'tantony').map((g) => g.options.variant)).toEqual(tantony.map(variantLabel));
  });

  it.each(GAMES)('$name against basic bots: played through the UI ($goal)', async ({ name, type, options, goal }) => {
    const { player, gameId } = await startAgainstBots(browser, base, options);
    const { page } = player;
    try {
      const variant = options.variant ? variantsOf(typeOf(type) as never).find((v) => variantLabel(v) === options.variant) : undefined;
      const bots = seatCountOf(typeOf(type) as never, variant) - 1;
      // The table says which seats are bots, and at what level.
      await expect.poll(() => page.locator('.player-panel[data-bot="basic"]').count()).toBe(bots);
      expect(await page.locator('.player-panel[data-bot] .badge-bot').first().innerText()).toBe('bot · basic');
      // A move or two in (the bots answer in the same request), photographed with the moves offered.
      for (let turn = 0; turn < 2; turn++) expect(await playOneMove([player], turn, async () => false)).toBe('moved');
      await page.locator('[data-your-turn="true"]').waitFor();
      await page.locator('.mine button.card-legal, .mine .controls button').first().waitFor();
      await page.locator('.recent-moves li').first().waitFor();
      await screenshotBothWidths(page, `${name}-bots`);
      await auditReaderViews(base, gameId, [player]);

      const moves = await playUntil([player], goal);
      expect(moves).toBeGreaterThan(0);
      await expect.poll(() => page.locator('.scores caption', { hasText: 'Round sheet' }).count()).toBe(1);
      if (goal === 'game-over') {
        await expect.poll(() => page.locator('.result-panel h2').innerText()).toMatch(/^Game over: /);
        // Several rounds were played to reach the target.
        expect(await page.locator('.scores table:has(caption:text("Round sheet")) tbody tr').count()).toBeGreaterThan(1);
        expect(await page.locator('[data-lifecycle="rematch"]').innerText()).toBe('Offer a rematch');
        // Issue 30, item 5: the round sheet's total line is the final scores (teams: seats 0 and 1), with units, and nothing is clipped.
        const finals = await page.locator('.final-scores li').evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.score)));
        expect(await page.locator('.final-scores li').first().innerText()).toMatch(/match points?$/);
        const foot = await page.locator('.scores table:has(caption:text("Round sheet")) tfoot td').last().innerText();
        expect(foot.match(/\d+(\.\d+)?/g)!.map(Number)).toEqual([finals[0], finals[1]]);
        for (const width of [375, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          const clipped = await page.locator('.score-scroll').evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).length);
          expect(clipped, `round sheets clipped at ${width} px`).toBe(0);
        }
        await page.setViewportSize({ width: 1280, height: 900 });
      }
      // The stream delivered every entry since the page opened, in order, each once.
      expect(await page.locator('.recent-moves').getAttribute('data-in-order')).toBe('true');
    } finally {
      await page.context().close();
    }
  });
});
