import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchChromium } from './support/chromium';

/**
 * Issue 27 item 3 in the web client: a player chooses when to be reminded of a turn running short
 * (README "Reminders"). The lobby shows the server's default ticked; Ada ticks others, saves, and the
 * server holds exactly those; "the server's default" puts it back. Read back through the API each time.
 */
describe('choosing reminders in the web client', () => {
  const base = inject('browserBaseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('shows the default, saves the ticks chosen, and goes back to the default', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.on('pageerror', (err) => console.error(`page error: ${err.message}`));
    await page.goto(`${base}/play`);
    await page.getByLabel('Player name').fill('Ada');
    await page.getByRole('button', { name: 'Create my player' }).click();
    await page.getByRole('heading', { name: 'Playing as Ada' }).waitFor();
    const key = (await page.evaluate(() => JSON.parse(localStorage.getItem('tricktable.player')!).key)) as string;
    const mine = async () => (await fetch(`${base}/v1/me/reminders`, { headers: { authorization: `Bearer ${key}` } })).json();
    const section = page.locator('.reminders-panel');
    await section.getByRole('heading', { name: 'Reminders' }).waitFor();
    const box = (label: string) => section.getByRole('checkbox', { name: label, exact: true });
    // The server's default: a day and an hour.
    expect(await box('1 d left').isChecked()).toBe(true);
    expect(await box('1 h left').isChecked()).toBe(true);
    expect(await box('2 d left').isChecked()).toBe(false);
    await section.getByText("These are the server's default.").waitFor();
    // Two days and a quarter of an hour instead of a day.
    await box('2 d left').check();
    await box('1 d left').uncheck();
    await box('15 min left').check();
    await section.getByRole('button', { name: 'Save reminders' }).click();
    await section.getByText(/^Saved:/).waitFor();
    expect(await mine()).toEqual({ thresholds: [172800, 3600, 900], default: false });
    // Kept across a reload.
    await page.reload();
    await section.getByRole('heading', { name: 'Reminders' }).waitFor();
    await expect.poll(() => box('2 d left').isChecked()).toBe(true);
    expect(await box('1 d left').isChecked()).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await section.getByRole('button', { name: "Use the server's default" }).click();
    await section.getByText(/^Saved:/).waitFor();
    expect(await mine()).toEqual({ thresholds: [86400, 3600], default: true });
    expect(await box('1 d left').isChecked()).toBe(true);
  });
});
