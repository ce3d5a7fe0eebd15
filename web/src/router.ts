import { isRulesGame, type RulesGame } from './rules/load-rules';
import { useEffect, useState } from 'preact/hooks';

/** The pages: `/play` (the lobby), `/play/g/{id}?seat=n` (a game, as seat n when held) and
 * `/play/rules/<game>` (its rules; `/play/rules` lists them). */
export type Route =
  | { readonly page: 'lobby' }
  | { readonly page: 'game'; readonly id: string; readonly seat?: number }
  | { readonly page: 'rules'; readonly game?: RulesGame };

export const BASE = '/play';

export function parseRoute(location: { pathname: string; search: string }): Route {
  const rules = /^\/play\/rules(?:\/([a-z]+))?\/?$/.exec(location.pathname);
  if (rules) return { page: 'rules', game: rules[1] && isRulesGame(rules[1]) ? rules[1] : undefined };
  const game = /^\/play\/g\/([A-Za-z0-9_-]+)\/?$/.exec(location.pathname);
  if (!game) return { page: 'lobby' };
  const seat = new URLSearchParams(location.search).get('seat');
  return { page: 'game', id: game[1]!, seat: seat !== null && /^\d+$/.test(seat) ? Number(seat) : undefined };
}

export const gamePath = (id: string, seat?: number): string => `${BASE}/g/${id}${seat === undefined ? '' : `?seat=${seat}`}`;

/** The invite link of one seat: opening it joins that seat (with a player here, as that player). */
export const inviteLink = (id: string, seat: number): string => new URL(gamePath(id, seat), location.origin).href;

export const rulesPath = (game?: string, rule?: string): string => `${BASE}/rules${game ? `/${game}` : ''}${rule ? `#${rule}` : ''}`;

export function navigate(path: string): void {
  history.pushState(null, '', path);
  // A new page opens at its top, as a real navigation does (a quick start clicked low in the lobby
  // must not open the table scrolled); a link to a rule (`#TANGO-9`) scrolls to it itself.
  if (!path.includes('#')) scrollTo(0, 0);
  dispatchEvent(new PopStateEvent('popstate'));
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location));
  useEffect(() => {
    const onPop = () => setRoute(parseRoute(location));
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
  return route;
}

/** A link that navigates inside the app (and still works with a middle click or "open in new tab"). */
export function onLinkClick(event: MouseEvent): void {
  const anchor = event.currentTarget as HTMLAnchorElement;
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigate(anchor.pathname + anchor.search + anchor.hash);
}
