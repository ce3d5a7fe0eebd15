import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * The one way the browser suites start a browser: Debian's Chromium (`apt-get install chromium`,
 * which .ci/run does), driven by playwright-core. Never a downloaded browser.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumAvailable = (): boolean => existsSync(CHROMIUM_PATH);

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}
