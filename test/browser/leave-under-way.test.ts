import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { adaAndBobAtTango, type LeaveTable } from './support/leave-pages';
import { startNodeServer, type RunningServer } from './support/node-server';

/**
 * Leave under way, in the web client (issue 27 item 2): on a server that asks for no notice
 * (LEAVE_MIN_NOTICE_SECONDS=0, its own Node server), Ada declares leave from the next minute; when
 * it comes, her list says "under way" and Bob's table that she is on leave until when, her clock
 * stopped, both without a reload; "End this leave now" cuts it to the cancel's time (the server's
 * rule: leave under way ends now), and Bob's badge goes. (It waits for that minute: up to a minute.)
 */
describe('leave under way, ended early', () => {
  let server: RunningServer;
  let browser: Browser;
  let table: LeaveTable;
  beforeAll(async () => {
    server = await startNodeServer({ LEAVE_MIN_NOTICE_SECONDS: '0' });
    browser = await launchChromium();
    table = await adaAndBobAtTango(browser, server.baseUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('it begins while both pages are open: Ada\'s list and Bob\'s badge turn from ahead to under way', async () => {
    const { ada, bob, gameId } = table;
    await ada.goto(`${server.baseUrl}/play`);
    await ada.getByText('No leave declared.').waitFor();
    // From the next whole minute (the fields hold whole minutes; at least 5 s ahead), for two days.
    const from = new Date(Math.ceil((Date.now() + 5000) / 60_000) * 60_000);
    const until = new Date(from.getTime() + 2 * 86_400_000);
    const answer = await table.declare(from, until);
    expect(answer.leave).toMatchObject({ from: from.toISOString(), until: until.toISOString(), games: [gameId], cancelledAt: null });
    const item = ada.locator(`.leave-list li[data-leave="${answer.leave.id}"]`);
    const badge = bob.locator('.player-panel[data-seat="0"] .badge-leave');
    // Ahead until `from` (a minute at most), on both pages: each read made before `from` (the pages
    // and this test share the machine's clock) must say so.
    await badge.waitFor();
    const listSaid = await item.getAttribute('data-standing');
    const badgeSaid = await badge.getAttribute('data-leave');
    if (Date.now() < from.getTime()) expect([listSaid, badgeSaid]).toEqual(['ahead', 'ahead']);
    // Then, with no reload and nothing sent, both turn over when `from` passes.
    await ada.locator(`.leave-list li[data-leave="${answer.leave.id}"][data-standing="under-way"]`).waitFor({ timeout: 90_000 });
    expect(await item.innerText()).toContain('under way');
    await item.getByRole('button', { name: 'End this leave now' }).waitFor();
    await bob.locator('.player-panel[data-seat="0"] .badge-leave[data-leave="under-way"]').waitFor({ timeout: 90_000 });
    expect(await badge.getAttribute('data-until')).toBe(until.toISOString());
    expect(await badge.innerText()).toMatch(/^on leave until .+: clock stopped$/);
  });

  it('ended now: cancelled in her list, its end cut to the cancel, and Bob\'s badge is gone', async () => {
    const { ada, bob, gameId } = table;
    const [declared] = (await table.myLeave()).leave;
    await ada.getByRole('button', { name: 'End this leave now' }).click();
    await ada.locator(`.leave-list li[data-leave="${declared!.id}"][data-standing="cancelled"]`).waitFor();
    expect(await ada.getByRole('button', { name: 'End this leave now' }).count()).toBe(0);
    const [ended] = (await table.myLeave()).leave;
    expect(ended!.cancelledAt).not.toBeNull();
    expect(ended!.until).toBe(ended!.cancelledAt);
    expect(Date.parse(ended!.until)).toBeLessThan(Date.parse(declared!.until));

    await bob.locator('.player-panel[data-seat="0"] .badge-leave').waitFor({ state: 'detached' });
    await bob.locator('.recent-moves li', { hasText: 'Ada cancelled their leave' }).waitFor();
    const view = await (await fetch(`${server.baseUrl}/v1/games/${gameId}`)).json();
    // The view's leave is over. (Its end is the time of the game's cancel-leave entry, which the
    // server writes a few milliseconds after the leave's own `until`: not the same instant.)
    expect(view.seats[0].onLeave.from).toBe(declared!.from);
    expect(Date.parse(view.seats[0].onLeave.until)).toBeGreaterThanOrEqual(Date.parse(ended!.until));
    expect(Date.parse(view.seats[0].onLeave.until)).toBeLessThanOrEqual(Date.now());
  });
});
