import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { startAgainstBots } from './support/bot-games';
import { launchChromium } from './support/chromium';
import { screenshotBothWidths } from './support/screenshots';
import { newPlayerPage, playOneMove } from './support/table-driver';

/**
 * A player in the browser: created in the lobby (its key kept in this browser, as the page says),
 * "my games" from the server with whose turn it is, the player's key reading its seat on another
 * device, and the table's lifecycle: after the deal abort is offered only to the game's admin (a
 * seat would be refused), resign ends the game, a rematch against the same bot starts at once.
 */
describe('players, my games and the lifecycle, in the browser', () => {
  const base = inject('browserBaseUrl');
  let browser: Browser;
  let page: Page;
  let gameId: string;
  beforeAll(async () => {
    browser = await launchChromium();
    page = await newPlayerPage(browser);
  });
  afterAll(() => browser?.close());

  const atBothWidths = async (p: Page) => {
    const found: Record<number, unknown[]> = {};
    for (const width of [375, 1280]) {
      await p.setViewportSize({ width, height: 900 });
      found[width] = await seriousViolations(p);
    }
    await p.setViewportSize({ width: 1280, height: 900 });
    return found;
  };

  it('creates a player; the page says its key stays in this browser', async () => {
    await page.goto(`${base}/play`);
    await page.getByLabel('Player name').fill('Ada');
    await page.getByRole('button', { name: 'Create my player' }).click();
    await page.getByRole('heading', { name: 'Playing as Ada' }).waitFor();
    expect(await page.locator('.player-panel-lobby').innerText()).toContain('kept in this browser (localStorage)');
    const held = await page.evaluate(() => JSON.parse(localStorage.getItem('tricktable.player') ?? 'null'));
    expect(held).toMatchObject({ name: 'Ada', key: expect.stringMatching(/^tt_player_/) });
    await page.getByText('None yet.').first().waitFor();
  });

  it('my games lists a game against a bot as "your turn", and one waiting for a friend', async () => {
    ({ gameId } = await startAgainstBots(browser, base, { game: 'Tango' }, page));
    await page.locator('.player-panel[data-bot="basic"]').waitFor();
    // A second game with the other seat left to a person (an invite link).
    await page.getByRole('link', { name: 'Lobby' }).click();
    await page.getByRole('radio', { name: /^Tanni\b/ }).check();
    await page.getByRole('button', { name: 'Create the game' }).click();
    await page.getByLabel('Invite link for seat 2').waitFor();
    await page.getByRole('link', { name: 'Lobby' }).click();
    const mine = page.locator(`.my-games li[data-game="${gameId}"]`);
    await expect.poll(() => mine.getAttribute('data-your-turn')).toBe('true');
    expect(await mine.innerText()).toMatch(/^Tango with Bot 2 \(basic\)\s+your turn$/);
    await expect.poll(() => page.locator('.my-games li').count()).toBe(2);
    expect(await page.locator('.my-games li[data-your-turn="false"]').innerText()).toMatch(/waiting for players \(1 of 4\)/);
    expect(await atBothWidths(page)).toEqual({ 375: [], 1280: [] });
    await page.getByRole('button', { name: 'Play against bots' }).click();
    await screenshotBothWidths(page, 'lobby-player-bots');
  });

  it('my games follows the server while the lobby is open: a long-poll with its ETag, answered when a friend joins', async () => {
    const waits: string[] = [];
    const onRequest = (r: { url(): string; headers(): Record<string, string> }) => {
      if (r.url().includes('/v1/me/games') && r.headers()['prefer']) waits.push(`${r.headers()['prefer']} ${r.headers()['if-none-match'] ?? '(no etag)'}`);
    };
    page.on('request', onRequest);
    try {
      const waiting = page.locator('.my-games li[data-your-turn="false"]');
      const tanni = (await waiting.getAttribute('data-game'))!;
      // The page is inside a wait of up to 50 s on the list it holds (sent before this test looked):
      // the join answers that wait, well before the page would ask again on its own.
      const joined = await fetch(`${base}/v1/games/${tanni}/join`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Bob' }) });
      expect(joined.status).toBe(201);
      await expect.poll(() => waiting.innerText(), { timeout: 15_000 }).toMatch(/waiting for players \(2 of 4\)/);
      // …and at once waits again, on the new list's ETag.
      await expect.poll(() => waits.length, { timeout: 15_000 }).toBeGreaterThan(0);
      expect(waits[0]).toMatch(/^wait=50 "[^"]+"$/);
    } finally {
      page.off('request', onRequest);
    }
  });

  it("on another device the player's key alone reads and plays the seat", async () => {
    const key = await page.evaluate(() => localStorage.getItem('tricktable.player'));
    const other = await newPlayerPage(browser);
    await other.goto(`${base}/play`);
    await other.evaluate((k) => localStorage.setItem('tricktable.player', k!), key);
    await other.goto(`${base}/play`);
    await other.locator(`.my-games li[data-game="${gameId}"] a`).click();
    await other.locator('main[data-you="0"]').waitFor();
    expect(await other.locator('.mine .hand [data-card]').count()).toBeGreaterThan(0);
    // A seat may not abort once the cards are dealt (409 game-started): this device holds no admin
    // token, so it is offered resign only.
    await other.locator('[data-lifecycle="resign"]').waitFor();
    expect(await other.locator('[data-lifecycle="abort"]').count()).toBe(0);
    expect(await playOneMove([{ name: 'Ada', page: other }], 0, async () => false)).toBe('moved');
    await other.context().close();
  });

  it('the table: resign ends it; a rematch starts at once; its admin (this browser created it) may abort it during play', async () => {
    await page.locator(`.my-games li[data-game="${gameId}"] a`).click();
    await page.locator('main[data-status="active"][data-you="0"]').waitFor();
    expect(await atBothWidths(page)).toEqual({ 375: [], 1280: [] });
    // This browser created the game and holds its admin token: abort stays on offer after the deal.
    expect(await page.locator('[data-lifecycle="abort"]').count()).toBe(1);

    await page.locator('[data-lifecycle="resign"]').click();
    await page.locator('[data-lifecycle="resign-yes"]').click();
    await page.locator('main[data-status="finished"]').waitFor();
    expect(await page.locator('.result-panel h2').innerText()).toMatch(/^Game over: Ada resigned; Bot 2 \(basic\) won/);
    expect(await atBothWidths(page)).toEqual({ 375: [], 1280: [] });

    await page.locator('[data-lifecycle="rematch"]').click();
    await page.waitForURL((url) => !url.pathname.endsWith(gameId));
    await page.locator('main[data-status="active"][data-you="0"]').waitFor();
    expect(await page.locator('.player-panel[data-bot="basic"]').count()).toBe(1);
    // The old game links to it now.
    await page.goBack();
    await page.getByRole('link', { name: 'Go to the rematch' }).waitFor();

    // The rematch has the same admin token: its abort during play is the admin's, and is taken.
    await page.getByRole('link', { name: 'Go to the rematch' }).click();
    await page.locator('main[data-status="active"][data-you="0"]').waitFor();
    await page.locator('[data-lifecycle="abort"]').click();
    await page.locator('[data-lifecycle="abort-yes"]').click();
    await page.locator('main[data-status="aborted"]').waitFor();
    expect(await page.locator('.result-panel h2').innerText()).toMatch(/called off by the admin/);
  });
});
