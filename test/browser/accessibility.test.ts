import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { newPlayerPage, playOneMove, startGameThroughUi, type Player } from './support/table-driver';

/**
 * The lobby, the waiting room and the table pass axe-core with no serious or critical violation at
 * both widths; the table is playable by keyboard alone; cards and controls have names.
 */
describe('accessibility', () => {
  const server = { baseUrl: inject('browserBaseUrl') };
  let browser: Browser;
  let players: Player[];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const atBothWidths = async (page: Page) => {
    const found: Record<number, unknown[]> = {};
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      found[width] = await seriousViolations(page);
    }
    return found;
  };

  it('the lobby: no serious or critical axe violation', async () => {
    const page = await newPlayerPage(browser);
    await page.goto(`${server.baseUrl}/play`);
    await page.getByRole('button', { name: 'Create the game' }).waitFor();
    expect(await atBothWidths(page)).toEqual({ 375: [], 1280: [] });
    await page.context().close();
  });

  it('the waiting room with its invite links, and the table: none either', async () => {
    const host = await newPlayerPage(browser);
    await host.goto(`${server.baseUrl}/play`);
    await host.getByRole('radio', { name: /^Tanni\b/ }).check();
    await host.getByLabel('Your name').fill('Ada');
    await host.getByRole('button', { name: 'Create the game' }).click();
    await host.getByLabel('Invite link for seat 2').waitFor();
    expect(await atBothWidths(host)).toEqual({ 375: [], 1280: [] });
    await host.context().close();

    ({ players } = await startGameThroughUi(browser, server.baseUrl, { game: 'Tango', turnClock: '1 hour' }, 2));
    for (let turn = 0; turn < 3; turn++) expect(await playOneMove(players, turn, async () => false)).toBe('moved');
    for (const { page } of players) {
      await page.locator('.table-layout').waitFor();
      expect(await atBothWidths(page)).toEqual({ 375: [], 1280: [] });
    }
  });

  it('cards and controls are named for a screen reader; the hand is a labelled list', async () => {
    const page = players[0]!.page;
    const hand = page.locator('.mine ul.hand');
    expect(await hand.getAttribute('aria-label')).toMatch(/^Your hand, \d+ cards?$/);
    const labels = await hand.locator('[data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    // A card names what Enter does with it: play it, or (TANGO's Style swap) swap it, or nothing; on
    // your turn a card you cannot play says so (a click, hover or focus says why: issue 30, item 2).
    for (const label of labels) expect(label).toMatch(/^(Play |Swap with the Style card: )?((green|yellow|purple|red) \d+|the Rose)(: cannot be played now)?$/);
    // Other players' hands are sizes, said as such.
    expect(await page.locator('.opponents [role="img"][aria-label$="in hand"]').count()).toBe(1);
  });

  it('by keyboard alone: Tab reaches a playable card, Enter plays it', async () => {
    let page: Page | undefined;
    await expect
      .poll(async () => {
        for (const p of players) if ((await p.page.locator('[data-your-turn="true"]').count()) > 0) page = p.page;
        return page !== undefined;
      })
      .toBe(true);
    const before = Number(await page!.locator('main').getAttribute('data-version'));
    await page!.locator('body').focus();
    let onLegal = false;
    for (let i = 0; i < 80 && !onLegal; i++) {
      await page!.keyboard.press('Tab');
      onLegal = await page!.evaluate(() => document.activeElement?.matches('button.card-legal') ?? false);
    }
    expect(onLegal).toBe(true);
    await page!.keyboard.press('Enter');
    await expect.poll(async () => Number(await page!.locator('main').getAttribute('data-version'))).toBeGreaterThan(before);
  });
});
