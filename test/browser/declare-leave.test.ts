import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { screenshotBothWidths } from './support/screenshots';
import { adaAndBobAtTango, type LeaveTable } from './support/leave-pages';

/**
 * Issue 27 ("a player can declare leave") in the web client: Ada, a player, declares leave in the
 * lobby's "Leave" section; it is listed with the games it stops and the allowance left; Bob, her
 * opponent, sees her seat on leave at the table and the entry in the game's log; she cancels it and
 * the list says so, and Bob's table no longer shows it. A refusal (too little notice) shows the
 * server's own reason and writes nothing. The server's clock is the real one: every time here is
 * days ahead of it (or minutes, for the refusal), far from any boundary the server judges.
 */
const DAY = 86_400_000;

describe('declaring leave in the web client', () => {
  const base = inject('browserBaseUrl');
  let browser: Browser;
  let table: LeaveTable;
  let ada: Page;
  let bob: Page;
  let gameId: string;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  let forbidden: string;
  it('Ada, a player, sits at a Tango table with Bob (by the invite link), and at one whose creator forbade leave', async () => {
    table = await adaAndBobAtTango(browser, base);
    ({ ada, bob, gameId } = table);
    // The lobby does not offer `options.leave: false`: that game is made through the API.
    const created = await fetch(`${base}/v1/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 'tango', options: { leave: false } }) });
    expect(created.status).toBe(201);
    forbidden = ((await created.json()) as { id: string }).id;
    const joined = await fetch(`${base}/v1/games/${forbidden}/join`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${table.key}` }, body: '{}' });
    expect(joined.status).toBe(201);
  });

  it('too little notice is refused with the server\'s reason, and nothing is written', async () => {
    await ada.goto(`${base}/play`);
    // No leave yet: the section says so.
    await ada.getByRole('heading', { name: 'Leave', exact: true }).waitFor();
    await ada.getByText('No leave declared.').waitFor();
    // Ten minutes from now: the server asks for an hour (LEAVE_MIN_NOTICE_SECONDS' default).
    const soon = new Date(Math.ceil((Date.now() + 10 * 60_000) / 60_000) * 60_000);
    const problem = await table.declare(soon, new Date(soon.getTime() + DAY));
    expect(problem).toMatchObject({ status: 422, code: 'leave-notice-too-short' });
    await expect.poll(() => ada.locator('.leave-panel .problem').innerText()).toBe(problem.detail);
    expect((await table.myLeave()).leave).toEqual([]);
    expect(await ada.locator('.leave-list li').count()).toBe(0);
    await ada.getByText('No leave declared.').waitFor();
    const view = await (await fetch(`${base}/v1/games/${gameId}`)).json();
    expect(view.seats[0].onLeave).toBeNull();
  });

  let leaveId: string;
  it('declared: listed with its game and the allowance left; Bob sees Ada\'s seat on leave, and the log says so', async () => {
    // The day after tomorrow (UTC midnight), for four days.
    const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
    const from = new Date(today + 2 * DAY);
    const until = new Date(today + 6 * DAY);
    const answer = await table.declare(from, until);
    expect(answer.leave).toMatchObject({ from: from.toISOString(), until: until.toISOString(), games: [gameId], excluded: [forbidden], cancelledAt: null });
    leaveId = answer.leave.id;
    const item = ada.locator(`.leave-list li[data-leave="${leaveId}"]`);
    await item.waitFor();
    expect(await item.getAttribute('data-standing')).toBe('ahead');
    expect(await item.innerText()).toContain('Clock stopped in 1 game');
    expect(await item.locator('[data-games] a[data-game]').evaluateAll((as) => as.map((a) => (a as HTMLElement).dataset.game))).toEqual([gameId]);
    const excluded = item.locator('[data-excluded]');
    expect(await excluded.innerText()).toBe(`1 game keeps its clock (its creator forbade leave): ${forbidden}`);
    expect(await excluded.locator('a').getAttribute('href')).toBe(`/play/g/${forbidden}`);
    expect(await ada.locator('.leave-panel .problem').count()).toBe(0);
    // The allowance the page shows is the server's, a line a year the leave touches.
    const server = await table.myLeave();
    expect(server.leave.map((l) => l.id)).toEqual([leaveId]);
    const lines = ada.locator('.leave-allowance li');
    await expect.poll(() => lines.evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.left)))).toEqual(server.allowance.map((a) => a.left));
    expect(server.allowance.reduce((sum, a) => sum + a.used, 0)).toBe(4 * 86_400);
    const thisYear = server.allowance.find((a) => a.year === new Date().getUTCFullYear())!;
    expect(await lines.first().innerText()).toMatch(new RegExp(`^Left in ${thisYear.year}: .+ of 30 d$`));
    expect(await ada.locator('.leave-panel').innerText()).toContain('That is 4 d of leave.');
    expect(await seriousViolations(ada)).toEqual([]);
    await screenshotBothWidths(ada, 'lobby-leave-declared');

    // Bob's table, live: Ada's seat shows the leave ahead (the view's seats[0].onLeave), his does not.
    const badge = bob.locator('.player-panel[data-seat="0"] .badge-leave');
    await badge.waitFor();
    expect(await badge.getAttribute('data-leave')).toBe('ahead');
    expect(await badge.getAttribute('data-from')).toBe(from.toISOString());
    expect(await badge.getAttribute('data-until')).toBe(until.toISOString());
    expect(await badge.innerText()).toMatch(/^leave .+ – .+$/);
    expect(await bob.locator('.player-panel[data-seat="1"] .badge-leave').count()).toBe(0);
    await bob.locator('.recent-moves li', { hasText: 'Ada declared leave from' }).waitFor();
    expect(await seriousViolations(bob)).toEqual([]);
    await screenshotBothWidths(bob, 'tango-opponent-on-leave');
  });

  it('cancelled: the list says so, the allowance is whole again, and Bob\'s table drops the badge', async () => {
    await ada.locator(`[data-cancel="${leaveId}"]`).click();
    const item = ada.locator(`.leave-list li[data-leave="${leaveId}"][data-standing="cancelled"]`);
    await item.waitFor();
    expect(await item.innerText()).toContain('cancelled');
    expect(await ada.locator(`[data-cancel="${leaveId}"]`).count()).toBe(0);
    const server = await table.myLeave();
    expect(server.leave).toEqual([expect.objectContaining({ id: leaveId, cancelledAt: expect.any(String) })]);
    for (const a of server.allowance) expect(a.used).toBe(0);
    await expect.poll(() => ada.locator('.leave-allowance li').evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.left)))).toEqual(server.allowance.map((a) => a.seconds));

    await bob.locator('.recent-moves li', { hasText: 'Ada cancelled their leave' }).waitFor();
    await bob.locator('.player-panel[data-seat="0"] .badge-leave').waitFor({ state: 'detached' });
    const view = await (await fetch(`${base}/v1/games/${gameId}`)).json();
    // Cancelled before it began, it is gone: the seat shows no leave.
    expect(view.seats[0].onLeave).toBeNull();
  });
});
