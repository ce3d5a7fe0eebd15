import type { Browser, Page } from 'playwright-core';
import { newPlayerPage } from './table-driver';

/** What `GET /v1/me/leave` answers (src/schemas/leave.ts). */
export interface LeaveList {
  leave: Array<{ id: string; from: string; until: string; games: string[]; excluded: string[]; cancelledAt: string | null }>;
  allowance: Array<{ year: number; seconds: number; used: number; left: number }>;
}

export interface LeaveTable {
  /** Ada: a player (her key in this browser), seat 0; her browser's time zone is UTC. */
  readonly ada: Page;
  /** Bob: joined seat 1 by the invite link, no player. */
  readonly bob: Page;
  readonly gameId: string;
  /** Ada's player key. */
  readonly key: string;
  myLeave(): Promise<LeaveList>;
  /** Fills the lobby's Leave fields (UTC, whole minutes) and presses Declare leave: the server's
   * answer, the leave (201) or a problem (`status`, `code`, `detail`). */
  declare(from: Date, until: Date): Promise<{ leave: LeaveList['leave'][number]; status?: number; code?: string; detail?: string }>;
}

/** `<input type="datetime-local">`'s value for an instant in UTC, in whole minutes (the field's step). */
const utcInput = (at: Date) => at.toISOString().slice(0, 16);

/**
 * Ada creates a player in the lobby and a Tango game; Bob takes its second seat by the invite link
 * and the game starts. Everything through the web pages, as a person does it.
 */
export async function adaAndBobAtTango(browser: Browser, base: string): Promise<LeaveTable> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'UTC' });
  const ada = await context.newPage();
  ada.on('pageerror', (err) => console.error(`page error: ${err.message}`));
  const bob = await newPlayerPage(browser);
  await ada.goto(`${base}/play`);
  await ada.getByLabel('Player name').fill('Ada');
  await ada.getByRole('button', { name: 'Create my player' }).click();
  await ada.getByRole('heading', { name: 'Playing as Ada' }).waitFor();
  const key = (await ada.evaluate(() => JSON.parse(localStorage.getItem('tricktable.player')!).key)) as string;
  await ada.getByRole('radio', { name: /^Tango\b/ }).check();
  await ada.getByRole('button', { name: 'Create the game' }).click();
  const link = await ada.getByLabel('Invite link for seat 2').inputValue();
  const gameId = new URL(link).pathname.split('/').pop()!;
  await bob.goto(link);
  await bob.getByLabel('Your name').fill('Bob');
  await bob.getByRole('button', { name: 'Take seat 2' }).click();
  await bob.locator('main[data-you="1"][data-status="active"]').waitFor();
  return {
    ada,
    bob,
    gameId,
    key,
    myLeave: async () => (await fetch(`${base}/v1/me/leave`, { headers: { authorization: `Bearer ${key}` } })).json() as never,
    async declare(from, until) {
      await ada.getByLabel('Leave from').fill(utcInput(from));
      await ada.getByLabel('Back on').fill(utcInput(until));
      const answer = ada.waitForResponse((r) => r.url().endsWith('/v1/me/leave') && r.request().method() === 'POST');
      await ada.getByRole('button', { name: 'Declare leave' }).click();
      return (await answer).json();
    },
  };
}
