import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium } from './support/chromium';

/**
 * Debian's Chromium (support/chromium.ts) with every request that leaves the machine blocked and
 * recorded: a page must work offline on what the server itself serves.
 */
export interface OfflineBrowser {
  readonly browser: Browser;
  readonly context: BrowserContext;
  /** Every request the pages tried to send off the machine (each was aborted). */
  readonly blocked: string[];
  close(): Promise<void>;
}

const LOCAL = new Set(['127.0.0.1', 'localhost', '[::1]']);

export async function offlineBrowser(): Promise<OfflineBrowser> {
  const browser = await launchChromium();
  const context = await browser.newContext();
  const blocked: string[] = [];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if ((url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'ws:') && !LOCAL.has(url.hostname)) {
      blocked.push(url.href);
      return route.abort('internetdisconnected');
    }
    return route.continue();
  });
  return { browser, context, blocked, close: () => browser.close() };
}
