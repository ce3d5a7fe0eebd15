import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Api } from '../support/api';
import { launchChromium } from './support/chromium';
import { newPlayerPage, playOneMove } from './support/table-driver';

/**
 * The table lives on the game's stream (`GET /v1/games/{id}/stream`, read with fetch so the token
 * rides in the Authorization header, never in the URL). The browser goes offline (Playwright's
 * setOffline) while the other player moves; back online, the page resumes with Last-Event-ID and
 * catches up: the latest version, its turn and legal moves, and every entry it missed, once each.
 */
const version = async (page: Page) => Number(await page.locator('main').getAttribute('data-version'));
const yourTurn = async (page: Page) => (await page.locator('[data-your-turn="true"]').count()) > 0;

describe('the stream resumes after the connection drops', () => {
  const base = inject('browserBaseUrl');
  const api = new Api(base);
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('offline while Bob moves, then online: the table catches up with nothing missed, nothing twice', async () => {
    const page = await newPlayerPage(browser);
    const streams: Request[] = [];
    page.on('request', (r) => void (r.url().includes('/stream') && streams.push(r)));
    await page.goto(`${base}/play`);
    await page.getByRole('radio', { name: /^Tango\b/ }).check();
    await page.getByLabel('Your name').fill('Ada');
    await page.getByRole('button', { name: 'Create the game' }).click();
    await page.waitForURL(/\?seat=0$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    // Bob joins over the API (his own client, no browser) and plays whenever it is his turn.
    const bob = (await api.join(id, { seat: 1, name: 'Bob' })).body.token as string;
    const bobMoves = async (): Promise<number> => {
      let played = 0;
      for (;;) {
        const moves = (await api.legalMoves(id, bob)).body.moves as unknown[];
        if (moves.length === 0) return played;
        expect((await api.act(id, bob, moves[0])).status).toBe(200);
        played++;
      }
    };
    await page.locator('main[data-status="active"]').waitFor();
    const ada = { name: 'Ada', page };
    // A few moves each, so the page has entries; stop where it is Bob's turn.
    for (let turn = 0; turn < 12; turn++) {
      await bobMoves();
      await expect.poll(async () => (await version(page)) === (await api.view(id)).body.version && (await yourTurn(page))).toBe(true);
      if (turn < 11) expect(await playOneMove([ada], turn, async () => false)).toBe('moved');
    }
    // The move just made was Ada's: is it Bob's turn now? Play Ada's moves until it is.
    while ((await api.legalMoves(id, bob)).body.moves.length === 0) expect(await playOneMove([ada], 0, async () => false)).toBe('moved');
    const before = await version(page);
    const firstSeq = Number(await page.locator('.recent-moves').getAttribute('data-first-seq'));
    expect(Number(await page.locator('.recent-moves').getAttribute('data-last-seq'))).toBe(before);

    await page.context().setOffline(true);
    await page.getByText('Connection lost — reconnecting…').waitFor();
    const played = await bobMoves();
    expect(played).toBeGreaterThan(0);
    const now = (await api.view(id)).body.version as number;
    expect(now).toBeGreaterThan(before);
    // Still offline: the page shows the old version.
    expect(await version(page)).toBe(before);

    const resumed = streams.length;
    await page.context().setOffline(false);
    await expect.poll(() => version(page)).toBe(now);
    await page.locator('[data-your-turn="true"]').waitFor();
    await page.locator('.mine button.card-legal').first().waitFor();
    expect(await page.getByText('Connection lost — reconnecting…').count()).toBe(0);
    // Every entry since the page opened, in order, each once: the ones missed came with the resume.
    const feed = page.locator('.recent-moves');
    expect(await feed.getAttribute('data-in-order')).toBe('true');
    expect(Number(await feed.getAttribute('data-first-seq'))).toBe(firstSeq);
    expect(Number(await feed.getAttribute('data-last-seq'))).toBe(now);
    expect(Number(await feed.getAttribute('data-count'))).toBe(now - firstSeq + 1);
    // The reconnect asked for what came after the last event received, with the token in a header only.
    const reconnect = streams.slice(resumed).find((r) => r.headers()['last-event-id'] !== undefined);
    expect(reconnect?.headers()['last-event-id']).toBe(String(before));
    for (const r of streams) {
      expect(r.headers().authorization).toMatch(/^Bearer tt_seat_/);
      expect(r.url()).toBe(`${base}/v1/games/${id}/stream`);
    }
    // And the game goes on from there.
    expect(await playOneMove([ada], 0, async () => false)).toBe('moved');
    await page.context().close();
  });
});
