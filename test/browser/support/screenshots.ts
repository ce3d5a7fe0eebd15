import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

/** Git-ignored; CI keeps the folder as an artifact. */
export const SCREENSHOTS = fileURLToPath(new URL('../../../artifacts/screenshots', import.meta.url));

/** The page at the two widths the client is made for (a phone, a laptop), full height. */
export async function screenshotBothWidths(page: Page, name: string): Promise<string[]> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const original = page.viewportSize();
  const paths: string[] = [];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // No horizontal scrolling at either width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) throw new Error(`${name} at ${width} px scrolls sideways by ${overflow} px`);
    const path = join(SCREENSHOTS, `${name}-${width}.png`);
    await page.screenshot({ path, fullPage: true });
    paths.push(path);
  }
  if (original) await page.setViewportSize(original);
  return paths;
}

/** The widths of issue 30: two phones (375, 390) and a laptop, at a phone's or a laptop's height, the screen only. */
export async function screenshotThreeWidths(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const original = page.viewportSize();
  for (const [width, height] of [[375, 667], [390, 844], [1280, 900]] as const) {
    await page.setViewportSize({ width, height });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) throw new Error(`${name} at ${width} px scrolls sideways by ${overflow} px`);
    await page.screenshot({ path: join(SCREENSHOTS, `${name}-${width}.png`) });
  }
  if (original) await page.setViewportSize(original);
}
