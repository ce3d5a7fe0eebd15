import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Api } from '../support/api';
import { launchChromium } from './support/chromium';

/**
 * Issue 26, item 4, in the web client: a join whose answer is lost is never a lost seat. The browser
 * sends every join with an Idempotency-Key and keeps the attempt (key, body, entropy) in
 * localStorage until it is answered. Here the join reaches the server and takes the seat, but its
 * answer is cut (the route lets the request through and drops the response); the page is reloaded,
 * the person presses "Take seat 2" again, and gets the very seat back (200, Idempotent-Replayed)
 * with the same key and the same entropy: one seat, one join in the log.
 */
describe('a join whose answer is lost, in the browser', () => {
  const base = inject('browserBaseUrl');
  const api = new Api(base);
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('the connection is cut after the join is sent: after a reload, the retry gets the same seat back', async () => {
    const created = await api.create('tango', { firstDealer: 0 });
    const id = created.body.id as string;
    await api.join(id, { seat: 0, name: 'Ada' });
    const context = await browser.newContext();
    const page = await context.newPage();
    const joins: Request[] = [];
    page.on('request', (r) => void (r.url().endsWith(`/v1/games/${id}/join`) && joins.push(r)));
    let cut = true;
    await page.route(`**/v1/games/${id}/join`, async (route) => {
      if (!cut) return route.continue();
      cut = false;
      await route.fetch(); // the server takes the seat…
      await route.abort('connectionreset'); // …and the answer never arrives
    });
    try {
      await page.goto(`${base}/play/g/${id}?seat=1`);
      await page.getByLabel('Your name').fill('Bob');
      await page.getByRole('button', { name: 'Take seat 2' }).click();
      await page.locator('.join-panel .problem').waitFor();
      // The seat is taken on the server, and this browser has no token for it yet.
      expect((await api.view(id)).body.seats[1]).toMatchObject({ joined: true, name: 'Bob' });
      expect(await page.evaluate(() => localStorage.getItem(`tricktable.game.${location.pathname.split('/').pop()}`))).toBeNull();
      const kept = await page.evaluate((g) => localStorage.getItem(`tricktable.join.${g}.1`), id);
      expect(kept).not.toBeNull();

      await page.reload();
      await page.getByRole('button', { name: 'Take seat 2' }).click();
      await page.locator('main[data-you="1"][data-status="active"]').waitFor();
      expect(await page.locator('.mine .hand [data-card]').count()).toBe(10);

      expect(joins).toHaveLength(2);
      const [first, retry] = joins as [Request, Request];
      expect(retry.headers()['idempotency-key']).toBe(first.headers()['idempotency-key']);
      expect(first.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
      expect(retry.postDataJSON()).toEqual(first.postDataJSON());
      const answer = await retry.response();
      expect(answer?.status()).toBe(200);
      expect(answer?.headers()['idempotent-replayed']).toBe('true');
      // Answered: the attempt is no longer kept; the log has one join for seat 1, with that entropy.
      expect(await page.evaluate((g) => localStorage.getItem(`tricktable.join.${g}.1`), id)).toBeNull();
      const log = (await api.events(id)).body.events as Array<{ kind: string; seat: number | null }>;
      expect(log.filter((e) => e.kind === 'join' && e.seat === 1)).toHaveLength(1);
      const view = (await api.view(id)).body;
      expect(view.fairness.entropy[1]).toBe(first.postDataJSON().entropy);
    } finally {
      await context.close();
    }
  });
});
