import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { auditReaderViews } from './support/reader-audit';
import { newPlayerPage, playUntil, startGameThroughUi, type Player } from './support/table-driver';

/**
 * Two people play Tango by link: one creates the game in the lobby and sends the invite link, the
 * other opens it in another browser (its own context: its own localStorage), and they play the whole
 * game through the UI against the Node server, as `npm start` runs it.
 */
describe('Tango by link, in two browsers', () => {
  const server = { baseUrl: inject('browserBaseUrl') };
  let browser: Browser;
  let players: Player[];
  let gameUrl: string;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the invite link joins the second seat and keeps its token in that browser only', async () => {
    ({ players, gameUrl } = await startGameThroughUi(browser, server.baseUrl, { game: 'Tango', variant: 'First to 2 roses' }, 2));
    const [ada, bob] = players as [Player, Player];
    await expect.poll(() => ada.page.locator('main').getAttribute('data-status')).toBe('active');
    await expect.poll(() => bob.page.locator('.turn-banner').count()).toBe(1);
    const stored = (p: Player) => p.page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tricktable.game.')));
    expect(await stored(ada)).toHaveLength(1);
    expect(await stored(bob)).toHaveLength(1);
    // A fresh load of the deep link (SPA fallback on the server) shows Bob's own hand again.
    await bob.page.goto(`${gameUrl}?seat=1`);
    await expect.poll(() => bob.page.locator('.mine .hand [data-card]').count()).toBe(10);
  });

  it('a refused move shows the human reason the server gave (problem detail) and changes nothing', async () => {
    await expect.poll(async () => (await Promise.all(players.map((p) => p.page.locator('[data-your-turn="true"]').count()))).reduce((a, b) => a + b)).toBe(1);
    let turnPage = players[0]!.page;
    for (const p of players) if ((await p.page.locator('[data-your-turn="true"]').count()) > 0) turnPage = p.page;
    const before = await turnPage.locator('main').getAttribute('data-version');
    // A client bug or a tampered request: the body names a card this seat does not hold.
    const mine = await turnPage.locator('.mine [data-card]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.card));
    const notHeld = ['G', 'Y', 'P', 'R'].flatMap((s) => Array.from({ length: 10 }, (_, i) => `${s}${i + 1}`)).find((c) => !mine.includes(c))!;
    await turnPage.route('**/v1/games/*/actions', (route) => route.continue({ postData: JSON.stringify({ type: 'play', card: notHeld }) }));
    const answer = turnPage.waitForResponse((r) => r.url().endsWith('/actions'));
    await turnPage.locator('.mine button.card-legal').first().click();
    const problem = await (await answer).json();
    await turnPage.unroute('**/v1/games/*/actions');
    expect(problem).toMatchObject({ status: 422, code: 'illegal-action', rule: 'TANGO-6' });
    // The reason, and the rule it cites linked to its paragraph (issue 30, item 1).
    await expect.poll(() => turnPage.getByTestId('problem').innerText()).toBe(`${problem.detail} (rule TANGO-6)`);
    expect(await turnPage.getByTestId('problem').locator('a').getAttribute('href')).toBe('/play/rules/tango#TANGO-6');
    expect(await turnPage.locator('main').getAttribute('data-version')).toBe(before);
  });

  it('anyone else opening the game link watches: no hand, only what a spectator may see', async () => {
    const watcher = await newPlayerPage(browser);
    await watcher.goto(gameUrl);
    await watcher.getByText('You are watching this game.').waitFor();
    expect(await watcher.locator('.mine').count()).toBe(0);
    expect(await watcher.locator('.opponents .player-panel').count()).toBe(2);
    // Nobody moves meanwhile: the page shows the spectator's view at the version read here.
    const view = (await (await fetch(`${server.baseUrl}/v1/games/${gameUrl.split('/').pop()}`)).json()) as { version: number; state: unknown };
    await watcher.waitForFunction((v) => Number(document.querySelector('main')?.dataset.version) === v, view.version);
    const drawn = await watcher.locator('[data-card]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.card!));
    expect(drawn.length).toBeGreaterThan(0);
    for (const card of drawn) expect(JSON.stringify(view.state)).toContain(`"${card}"`);
    await watcher.context().close();
  });

  it('they play the whole game to its end; both see the result and the revealed seed, checked', async () => {
    const moves = await playUntil(players, 'game-over');
    expect(moves).toBeGreaterThan(40); // two rounds at least: 10 tricks of 4 plays each
    for (const { page } of players) {
      await expect.poll(() => page.locator('.result-panel h2').innerText()).toMatch(/^Game over: (Ada|Bob) won/);
      await page.locator('.result-panel summary').click();
      await expect.poll(() => page.locator('[data-seed-check]').getAttribute('data-seed-check')).toBe('match');
      expect(await page.getByTestId('seed').innerText()).toMatch(/^[0-9a-f]{64}$/);
      // The round sheet lists every round played.
      expect(await page.locator('.scores caption', { hasText: 'Round sheet' }).count()).toBe(1);
    }
    expect(await auditReaderViews(server.baseUrl, gameUrl.split('/').pop()!, players)).toBeGreaterThanOrEqual(0);
  });

  it("each checks the deal in their browser: dealt from the seed and both browsers' entropy, every check passes", async () => {
    for (const { page } of players) {
      await page.getByRole('button', { name: 'Check the deal' }).click();
      await expect.poll(() => page.locator('.deal-check').getAttribute('data-verdict')).toBe('pass');
      for (const check of ['commitment', 'deal seed', 'deals', 'replay', 'result', 'the public log']) expect(await page.locator(`.deal-check [data-check="${check}"]`).getAttribute('data-result'), check).toBe('pass');
      // Each browser sent its own entropy when it joined (README "Fair deals").
      expect(await page.locator('.deal-figures').innerText()).toContain('server-seed+entropy/1');
      expect(await page.locator('.entropy-list code').count()).toBe(2);
    }
  });

  it('Ada offers a rematch; Bob sees the offer arrive (his page waits for it) and accepts: both play on', async () => {
    const [ada, bob] = players as [Player, Player];
    await ada.page.locator('[data-lifecycle="rematch"]', { hasText: 'Offer a rematch' }).click();
    await ada.page.waitForURL((url) => !url.href.startsWith(gameUrl));
    const rematch = new URL(ada.page.url()).pathname.split('/').pop()!;
    // Bob's finished page learns of the rematch by itself (a long-poll after the stream's end), and says who offers it.
    await expect.poll(() => bob.page.getByTestId('rematch-offer').innerText()).toBe('Ada offers a rematch');
    await bob.page.locator('[data-lifecycle="rematch"]', { hasText: 'Accept the rematch' }).click();
    await bob.page.waitForURL((url) => url.pathname.endsWith(rematch));
    for (const { page } of players) await page.locator('main[data-status="active"]').waitFor();
    expect(await ada.page.locator('main').getAttribute('data-you')).not.toBe(await bob.page.locator('main').getAttribute('data-you'));
  });
});
