import type { Browser, Page } from 'playwright-core';
import { newPlayerPage, type NewGame, type Player } from './table-driver';

/**
 * One person against bots, through the lobby: the game, its variant, and every other seat given to a
 * bot (the "Play against bots" button: `basic` at every seat). Nothing here calls the API.
 */
export async function startAgainstBots(browser: Browser, baseUrl: string, options: NewGame, page?: Page): Promise<{ player: Player; gameId: string }> {
  const host = page ?? (await newPlayerPage(browser));
  await host.goto(`${baseUrl}/play`);
  await host.getByRole('radio', { name: new RegExp(`^${options.game}\\b`) }).check();
  if (options.variant) await host.getByLabel('Variant').selectOption({ label: options.variant });
  if (options.target) await host.getByLabel('Match points to win').fill(String(options.target));
  if (options.turnClock) await host.getByLabel('Turn clock').selectOption({ label: options.turnClock });
  await host.getByRole('button', { name: 'Play against bots' }).click();
  if (!page) await host.getByLabel('Your name').fill('Ada');
  await host.getByRole('button', { name: 'Create the game' }).click();
  await host.waitForURL(/\/play\/g\/g_[^?]+\?seat=0$/);
  await host.locator('main[data-status="active"]').waitFor();
  return { player: { name: 'Ada', page: host }, gameId: new URL(host.url()).pathname.split('/').pop()! };
}
