import type { Page } from 'playwright-core';
import { cardName } from '../../../web/src/cards/card-id';
import type { Player } from './table-driver';

/** The seat token this page's browser keeps for the game (web/src/api/seats.ts). */
export async function heldToken(page: Page, gameId: string): Promise<{ seat: number; token: string }> {
  const raw = await page.evaluate((id) => localStorage.getItem(`tricktable.game.${id}`), gameId);
  const held = JSON.parse(raw ?? 'null') as { seats: Record<string, { seat: number; token: string }> } | null;
  const seat = held && Object.values(held.seats)[0];
  if (!seat) throw new Error('this page holds no seat of the game');
  return seat;
}

async function viewOf(baseUrl: string, gameId: string, token: string): Promise<{ version: number; state: { hand?: string[] | null } }> {
  const res = await fetch(`${baseUrl}/v1/games/${gameId}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET view: ${res.status}`);
  return res.json() as never;
}

const mentions = (text: string, card: string) => new RegExp(`(^|[^\\w])${cardName(card).replace(/ /g, '\\s+')}(?![\\w])`, 'i').test(text);

/**
 * Item 5 of the issue: a page shows nothing but its reader's view. Every card drawn on it
 * (`data-card`) is a card of that reader's view, and no card of another player's hand that the
 * reader may not see is named anywhere on the page (text or labels). Returns how many it checked.
 */
export async function auditReaderViews(baseUrl: string, gameId: string, players: readonly Player[]): Promise<number> {
  const held = await Promise.all(players.map((p) => heldToken(p.page, gameId)));
  const views = await Promise.all(held.map((h) => viewOf(baseUrl, gameId, h.token)));
  let checked = 0;
  for (const [i, { page }] of players.entries()) {
    // Nobody moves meanwhile: the page catches up with the version read (from its stream).
    await page.waitForFunction((v) => Number(document.querySelector('main')?.dataset.version) === v, views[i]!.version);
    const visible = JSON.stringify(views[i]!.state);
    const drawn = await page.locator('[data-card]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.card!));
    for (const card of drawn) if (!visible.includes(`"${card}"`)) throw new Error(`seat ${held[i]!.seat}'s page draws ${card}, which its view does not hold`);
    const text = await page.evaluate(() => `${document.body.innerText}\n${[...document.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label')).join('\n')}`);
    for (const [j, other] of views.entries()) {
      if (j === i) continue;
      for (const card of other.state.hand ?? []) {
        if (visible.includes(`"${card}"`)) continue; // public (played, shown) as well
        if (mentions(text, card)) throw new Error(`seat ${held[i]!.seat}'s page names ${cardName(card)}, a card of seat ${held[j]!.seat}'s hidden hand`);
        checked++;
      }
    }
  }
  return checked;
}
