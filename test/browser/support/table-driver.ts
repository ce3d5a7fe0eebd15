import type { Browser, Page } from 'playwright-core';

/**
 * Plays through the UI the way a person does: creates a game in the lobby, opens each invite link
 * in its own browser context, and on whichever page says "Your turn" clicks one of the highlighted
 * legal moves. Nothing here calls the API: every request is the web client's own.
 */
export interface Player {
  readonly name: string;
  readonly page: Page;
}

export interface NewGame {
  readonly game: 'Tango' | 'Tanni' | 'Tadpole' | 'Tantony';
  readonly variant?: string;
  readonly target?: number;
  readonly turnClock?: string;
}

const NAMES = ['Ada', 'Bob', 'Cy', 'Dee'];

/** A page of its own browser context (its own localStorage: its own seat tokens). */
export async function newPlayerPage(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (err) => console.error(`page error: ${err.message}`));
  return page;
}

/** Creates the game in the lobby as the first player, then every other player joins by their link. */
export async function startGameThroughUi(browser: Browser, baseUrl: string, options: NewGame, seats: number): Promise<{ players: Player[]; gameUrl: string }> {
  const host = await newPlayerPage(browser);
  await host.goto(`${baseUrl}/play`);
  await host.getByRole('radio', { name: new RegExp(`^${options.game}\\b`) }).check();
  if (options.variant) await host.getByLabel('Variant').selectOption({ label: options.variant });
  if (options.target) await host.getByLabel('Match points to win').fill(String(options.target));
  if (options.turnClock) await host.getByLabel('Turn clock').selectOption({ label: options.turnClock });
  await host.getByLabel('Your name').fill(NAMES[0]!);
  await host.getByRole('button', { name: 'Create the game' }).click();
  await host.waitForURL(/\/play\/g\/g_[^?]+\?seat=0$/);
  const players: Player[] = [{ name: NAMES[0]!, page: host }];
  for (let seat = 1; seat < seats; seat++) {
    const link = await host.getByLabel(`Invite link for seat ${seat + 1}`).inputValue();
    const page = await newPlayerPage(browser);
    await page.goto(link);
    await page.getByLabel('Your name').fill(NAMES[seat]!);
    await page.getByRole('button', { name: `Take seat ${seat + 1}` }).click();
    await page.locator(`main[data-you="${seat}"]`).waitFor();
    players.push({ name: NAMES[seat]!, page });
  }
  return { players, gameUrl: host.url().replace(/\?.*$/, '') };
}

/** The moves the page offers now: highlighted cards and move buttons (a bid's own picker included). */
async function offeredMoves(page: Page) {
  return page.locator('.mine button.card-legal:enabled, .mine .controls button:enabled').all();
}

/** Prefers the moves that keep a game short (pass, keep the Style card); otherwise varies the choice. */
async function chooseMove(page: Page, turn: number) {
  const moves = await offeredMoves(page);
  if (moves.length === 0) return undefined;
  for (const move of moves) {
    const type = await move.getAttribute('data-move');
    if (type === 'pass' || type === 'decline-swap') return move;
  }
  // Tanni's opener must bid: the lowest bid (the picker's default), not a bidding war.
  const cards = [];
  for (const move of moves) if ((await move.getAttribute('data-move')) !== 'call-tanni') cards.push(move);
  return cards[(turn * 7) % cards.length] ?? moves[0];
}

const versionOf = async (page: Page) => Number(await page.locator('main[data-version]').getAttribute('data-version'));

const finishedOn = async (page: Page) => (await page.locator('main[data-status="finished"]').count()) > 0;
const roundScoredOn = async (page: Page) => (await page.locator('.scores caption', { hasText: 'Round sheet' }).count()) > 0;

/**
 * One move on the page whose turn it is; resolves once that page shows the new version. Answers
 * 'done' as soon as `done()` holds, 'stuck' when no page offers a move within `timeoutMs`.
 */
export async function playOneMove(players: readonly Player[], turn: number, done: () => Promise<boolean>, timeoutMs = 20_000): Promise<'moved' | 'done' | 'stuck'> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await done()) return 'done';
    for (const { page } of players) {
      if ((await page.locator('[data-your-turn="true"]').count()) === 0) continue;
      const before = await versionOf(page);
      const move = await chooseMove(page, turn);
      if (!move) continue;
      await move.click();
      await page.waitForFunction((v) => Number(document.querySelector('main')?.dataset.version) > v || document.querySelector('[data-testid="problem"]') !== null, before);
      const problem = page.locator('[data-testid="problem"]');
      if ((await problem.count()) > 0) throw new Error(`a move was refused: ${await problem.innerText()}`);
      return 'moved';
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return 'stuck';
}

/**
 * Plays until every page shows the game over (`game-over`), or until a round is scored or the game
 * is over (`one-round`). Answers the number of moves made.
 */
export async function playUntil(players: readonly Player[], goal: 'game-over' | 'one-round', maxMoves = 2000): Promise<number> {
  const host = players[0]!.page;
  const done = async () => (await finishedOn(host)) || (goal === 'one-round' && (await roundScoredOn(host)));
  for (let turn = 0; turn < maxMoves; turn++) {
    const outcome = await playOneMove(players, turn, done);
    if (outcome === 'stuck') throw new Error(`no page offered a move for 20 s after ${turn} moves`);
    if (outcome === 'done') {
      if (goal === 'game-over') for (const { page } of players) await page.locator('main[data-status="finished"]').waitFor();
      return turn;
    }
  }
  throw new Error(`the game did not end within ${maxMoves} moves`);
}
