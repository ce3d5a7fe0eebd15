import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startAgainstBots } from './support/bot-games';
import { launchChromium } from './support/chromium';
import { heldToken } from './support/reader-audit';
import { screenshotBothWidths } from './support/screenshots';
import { playOneMove } from './support/table-driver';

/**
 * Issue 27 in the web client: the lobby lets a creator pick a bank clock (7 days + 1 day a move, at
 * most 14 days banked), the game is created with it, and the table shows each seat's bank as the
 * server computes it — the seat to act counting down, the others what they hold, the bot's bank
 * grown by its increment after its moves.
 */
describe('a bank clock, picked in the lobby and shown at the table', () => {
  const base = inject('browserBaseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('Tango against a bot with "Bank: 7 days + 1 day a move": every seat shows its bank, as the view says', async () => {
    const { player, gameId } = await startAgainstBots(browser, base, { game: 'Tango', turnClock: 'Bank: 7 days + 1 day a move (at most 14 days)' });
    const { page } = player;
    try {
      const { token } = await heldToken(page, gameId);
      const view = async () => (await fetch(`${base}/v1/games/${gameId}`, { headers: { authorization: `Bearer ${token}` } })).json();
      expect((await view()).options.clock).toEqual({ kind: 'bank', initial: 604_800, increment: 86_400, max: 1_209_600 });

      for (let turn = 0; turn < 3; turn++) expect(await playOneMove([player], turn, async () => false)).toBe('moved');
      await page.locator('[data-your-turn="true"]').waitFor();
      const server = await view();
      await expect.poll(async () => Number(await page.locator('main').getAttribute('data-version'))).toBe(server.version);
      // Each panel's bank is the view's, to the millisecond; the running one counts down from its deadline.
      for (const seat of [0, 1]) {
        const badge = page.locator(`.player-panel[data-seat="${seat}"] .badge-bank`);
        expect(Number(await badge.getAttribute('data-remaining'))).toBe(server.clocks[seat].remaining);
        expect(await badge.getAttribute('data-deadline')).toBe(server.clocks[seat].deadline);
      }
      // Ada is to act: her bank runs (a timer), about 7 days and the increments of her moves, never above 14.
      const mine = page.locator('.player-panel[data-seat="0"] .badge-bank');
      expect(await mine.getAttribute('role')).toBe('timer');
      // (Each of her moves, forced ones included, adds a day: up to 14 days after three turns.)
      const days = Number(/^bank (\d+) d \d+ h$/.exec(await mine.innerText())?.[1]);
      expect(days).toBeGreaterThanOrEqual(6);
      expect(days).toBeLessThanOrEqual(14);
      // The bot has moved at least once: more than its initial 7 days, and it does not run.
      const bot = page.locator('.player-panel[data-seat="1"] .badge-bank');
      expect(server.clocks[1].remaining).toBeGreaterThan(604_800);
      expect(await bot.getAttribute('role')).toBeNull();
      expect(await bot.getAttribute('aria-label')).toMatch(/^Time bank of Bot 2 \(basic\): \d+ d \d+ h$/);
      await screenshotBothWidths(page, 'tango-bank-clock');
    } finally {
      await page.context().close();
    }
  });
});
