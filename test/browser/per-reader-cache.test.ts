import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/chromium';

/**
 * The bug this guards: a game's view differs by reader, its ETag is only the version. Chromium kept
 * the spectator's body and, when a seat read the same URL (another Authorization: a Vary mismatch),
 * revalidated it with the stored ETag; the server's 304 made Chromium show the seat the spectator's
 * view (and the reverse). Here each reader reads through Chromium's own HTTP cache (fetch's default
 * mode), one after the other, and must get their own view.
 */
describe("Chromium's HTTP cache never shows one reader another's game", () => {
  const base = inject('browserBaseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  async function startedTango(): Promise<{ id: string; tokens: string[] }> {
    const post = async (path: string, body: unknown) =>
      (await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
    const { id } = await post('/v1/games', { type: 'tango' });
    const tokens = [(await post(`/v1/games/${id}/join`, { seat: 0, name: 'Ada' })).token, (await post(`/v1/games/${id}/join`, { seat: 1, name: 'Bob' })).token];
    return { id, tokens };
  }

  it.each([
    ['spectator, seat 0, seat 1, spectator', [null, 0, 1, null]],
    ['seat 1, spectator, seat 0, seat 1', [1, null, 0, 1]],
  ])('read in the order %s: each sees their own view', async (_, order) => {
    const { id, tokens } = await startedTango();
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${base}/play/`);
      const seen = await page.evaluate(
        async ({ id, order, tokens }) => {
          const out: Array<{ you: number | null; hand: number | null }> = [];
          for (const seat of order) {
            const headers: Record<string, string> = seat === null ? {} : { authorization: `Bearer ${tokens[seat]}` };
            const view = await (await fetch(`/v1/games/${id}`, { headers })).json();
            out.push({ you: view.you, hand: view.state.hand === null ? null : view.state.hand.length });
          }
          return out;
        },
        { id, order, tokens },
      );
      expect(seen.map((v) => v.you)).toEqual(order);
      // The hand is the reader's own: none for the spectator, some cards for a seat.
      for (const [i, v] of seen.entries()) expect(v.hand === null, `reader ${order[i]}`).toBe(order[i] === null);
    } finally {
      await context.close();
    }
  });
});
