import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeStaticAssets } from '../../src/http/node-static-files';
import { databaseKinds } from '../support/databases';
import { startServer, type NodeTestServer } from '../support/server';
import { offlineBrowser, type OfflineBrowser } from './browser';

/**
 * Issue 18, item 4: /docs (Redoc) and GraphiQL render their operations in a real browser with every
 * request off the machine blocked: they load only the pinned bundles the server serves (public/,
 * `npm run build`), on the Node server as `npm start` builds it (assets and GraphiQL on).
 */
describe('Offline docs in Chromium', () => {
  let server: NodeTestServer;
  let chrome: OfflineBrowser;
  beforeAll(async () => {
    server = await startServer(databaseKinds()[0]!, { app: { graphiql: true, staticAssets: nodeStaticAssets() } });
    chrome = await offlineBrowser();
  });
  afterAll(async () => {
    await chrome?.close();
    await server?.close();
  });

  it('/docs renders every operation of the OpenAPI document', async () => {
    const page = await chrome.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.baseUrl}/docs`);
    // Redoc lists each operation by its summary, in the menu and as a section.
    for (const summary of ['Create a game', 'Take a seat', 'Take an action', 'List your legal moves', 'Subscribe a webhook']) {
      await page.getByRole('heading', { name: summary }).first().waitFor({ timeout: 60_000 });
    }
    expect(await page.locator('[data-section-id^="operation/"]').count()).toBeGreaterThanOrEqual(13);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('/docs is rendered at build time: every operation is in the HTML itself, before any script runs; then hydrated without an error', async () => {
    // Issue 30, item 9: Redoc rendering the document in the page took 18–32 s here. The page now
    // arrives rendered (scripts/render-api-reference.ts): with JavaScript off it shows every operation.
    const still = await chrome.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await still.newPage();
      await page.goto(`${server.baseUrl}/docs`);
      for (const summary of ['Create a game', 'Take a seat', 'Take an action', 'List your legal moves']) {
        expect(await page.getByRole('heading', { name: summary }).count(), summary).toBeGreaterThan(0);
      }
      expect(await page.locator('[data-section-id^="operation/"]').count()).toBeGreaterThanOrEqual(13);
    } finally {
      await still.close();
    }
    const page = await chrome.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    const hydrated = page.waitForResponse((r) => r.url().endsWith('/docs-assets/reference/state.json'));
    await page.goto(`${server.baseUrl}/docs`);
    await hydrated;
    // Hydrated: the rendered menu works (a click on a tag opens its operations: no JavaScript, no opening).
    await page.waitForFunction(() => Boolean((window as unknown as { Redoc?: unknown }).Redoc));
    const tag = page.locator('li[data-item-id="tag/play"]');
    await expect
      .poll(
        async () => {
          if ((await tag.getAttribute('aria-expanded')) !== 'true') await tag.locator('> label').click();
          return tag.getAttribute('aria-expanded');
        },
        { timeout: 60_000, interval: 2000 },
      )
      .toBe('true');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('GraphiQL loads the schema and runs its example query against the server', async () => {
    const page = await chrome.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.baseUrl}/graphql`);
    // The schema arrived: the documentation explorer lists the root operations (GraphiQL is ready).
    await page.getByRole('button', { name: /documentation explorer/i }).click({ timeout: 60_000 });
    await page.locator('.graphiql-doc-explorer').getByText('mutation', { exact: false }).first().waitFor({ timeout: 60_000 });
    // The example query runs against this server: the answer of `gameTypes` in the response pane
    // (its first lines: the editor draws only what is in view).
    await page.getByRole('button', { name: /execute query/i }).click();
    await page.waitForFunction(() => /"tango"[^]*"Tango"/.test(document.querySelector('.graphiql-response')?.textContent ?? ''), undefined, { timeout: 60_000 });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('no page asked for anything off the machine', () => {
    expect(chrome.blocked).toEqual([]);
  });
});
