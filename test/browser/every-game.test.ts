import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { auditReaderViews } from './support/reader-audit';
import { screenshotBothWidths } from './support/screenshots';
import { playOneMove, playUntil, startGameThroughUi, type NewGame, type Player } from './support/table-driver';

/**
 * Games of two, four and four seats, started in the lobby, with every seat joined by its invite link
 * from a browser context of its own, played through the UI for at least one full round (people only).
 * Every table, Tadpole's and each Tantony variant's included, is played through the UI by
 * against-bots.test.ts; these three are the ones with several people at it, each page audited. Midway, each table is photographed at 375 and 1280 px, from the
 * seat whose turn it is (its legal moves highlighted), and every page is checked to show nothing but
 * its reader's view.
 */
const GAMES: ReadonlyArray<{ name: string; options: NewGame; seats: number; goal: 'one-round' | 'game-over' }> = [
  { name: 'tango-long', options: { game: 'Tango', variant: 'Long game (totals to 20)' }, seats: 2, goal: 'one-round' },
  // A target of 1 point: the first round decides the game, so the finished page is seen too.
  { name: 'tanni', options: { game: 'Tanni', target: 1, turnClock: '1 day' }, seats: 4, goal: 'game-over' },
  { name: 'tantony-teams', options: { game: 'Tantony', variant: 'Teams (4 players)' }, seats: 4, goal: 'one-round' },
];

async function pageToAct(players: readonly Player[]): Promise<Page | undefined> {
  for (const { page } of players) if ((await page.locator('[data-your-turn="true"]').count()) > 0) return page;
  return undefined;
}

describe('every game and variant, in the browser', () => {
  const server = { baseUrl: inject('browserBaseUrl') };
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(GAMES)('$name: all seats join by link, a full round is played through the UI', async ({ name, options, seats, goal }) => {
    const { players, gameUrl } = await startGameThroughUi(browser, server.baseUrl, options, seats);
    const gameId = gameUrl.split('/').pop()!;
    try {
      for (const { page } of players) await expect.poll(() => page.locator('main').getAttribute('data-status')).toBe('active');
      // A few moves in, the table has a trick on it: photograph it from the seat to act.
      for (let turn = 0; turn < seats + 2; turn++) expect(await playOneMove(players, turn, async () => false)).toBe('moved');
      await expect.poll(async () => (await pageToAct(players)) !== undefined).toBe(true);
      const acting = (await pageToAct(players))!;
      expect(await acting.locator('.mine button.card-legal, .mine .controls button').count()).toBeGreaterThan(0);
      await screenshotBothWidths(acting, name);
      expect(await auditReaderViews(server.baseUrl, gameId, players)).toBeGreaterThan(0);

      await playUntil(players, goal);
      const host = players[0]!.page;
      await expect.poll(() => host.locator('.scores caption', { hasText: 'Round sheet' }).count()).toBe(1);
      expect(await host.locator('.scores table:has(caption:text("Round sheet")) tbody tr').count()).toBeGreaterThanOrEqual(1);
      if (goal === 'game-over') {
        await expect.poll(() => host.locator('.result-panel h2').innerText()).toMatch(/^Game over: /);
        await screenshotBothWidths(host, `${name}-finished`);
      }
      await auditReaderViews(server.baseUrl, gameId, players);
    } finally {
      await Promise.all(players.map((p) => p.page.context().close()));
    }
  });
});
