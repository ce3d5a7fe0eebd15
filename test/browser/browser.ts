import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/**
 * The browser every suite under test/browser/ uses: Debian's Chromium (`apt-get install chromium`;
 * .ci/run installs it), never a downloaded one, headless, with every request that leaves the machine
 * blocked and recorded: a page must work offline on what the server itself serves.
 */
export const CHROMIUM = '/usr/bin/chromium';

export interface OfflineBrowser {
  readonly browser: Browser;
  readonly context: BrowserContext;
  /** Every request the pages tried to send off the machine (each was aborted). */
  readonly blocked: string[];
  close(): Promise<void>;
}

const LOCAL = new Set(['127.0.0.1', 'localhost', '[::1]']);

export async function offlineBrowser(): Promise<OfflineBrowser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
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
