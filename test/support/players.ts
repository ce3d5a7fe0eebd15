import { expect } from 'vitest';
import type { Api, Reply } from './api';

/** Test support for players and the lifecycle: players, whole games played by any credentials, lost answers. */

export interface TestPlayer {
  readonly id: string;
  readonly name: string;
  readonly key: string;
}

export async function newPlayer(api: Api, name: string): Promise<TestPlayer> {
  const made = await api.request('POST', '/v1/players', { body: { name } });
  if (made.status !== 201) throw new Error(`createPlayer failed: ${made.text}`);
  return made.body;
}

export const myGames = (api: Api, key: string, query = '') => api.request('GET', `/v1/me/games${query ? `?${query}` : ''}`, { token: key });

/** A lifecycle request (`resign`, `abort`, `leave`, `rematch`) with the caller's credential. */
export const lifecycle = (api: Api, id: string, what: string, token?: string, headers?: Record<string, string>): Promise<Reply> =>
  api.request('POST', `/v1/games/${id}/${what}`, { token, headers });

/**
 * Plays a started game through the public API: the seat to act asks its legal moves with
 * `credentialOf(seat)` and plays one, with If-Match; the next turn is read from the action's answer.
 * To its end, or for `maxActions` actions. The last view (the spectator's when the game is over).
 */
export async function playToEnd(api: Api, id: string, credentialOf: (seat: number) => string, maxActions = 3000): Promise<any> {
  let view = (await api.view(id)).body;
  for (let n = 0; n < maxActions && view.status === 'active'; n++) {
    const seat = view.toAct[0];
    const moves = await api.legalMoves(id, credentialOf(seat));
    expect(moves.status, moves.text).toBe(200);
    expect(moves.body.seat).toBe(seat);
    const done = await api.act(id, credentialOf(seat), moves.body.moves[n % moves.body.moves.length], { 'if-match': `"${view.version}"` });
    expect(done.status, done.text).toBe(200);
    view = done.body.view;
  }
  if (view.status === 'active' && maxActions >= 3000) throw new Error('the game did not end');
  return view.status === 'active' ? view : (await api.view(id)).body;
}

/** One action of whoever is to act, to move a game on (its version grows by at least one). */
export async function actOnce(api: Api, id: string, credentialOf: (seat: number) => string): Promise<void> {
  const view = (await api.view(id)).body;
  const seat = view.toAct[0];
  const moves = await api.legalMoves(id, credentialOf(seat));
  const done = await api.act(id, credentialOf(seat), moves.body.moves[0]);
  expect(done.status, done.text).toBe(200);
}

/**
 * Sends a request and loses its answer: on Node, over a real socket destroyed once the request is
 * written, before a byte of the answer is read; in workerd (no sockets: the Worker's `fetch` is
 * called directly), the answer is produced and thrown away unread.
 */
export async function sendAndLose(api: Api, path: string, headers: Record<string, string>, body: string): Promise<void> {
  if (!api.baseUrl.startsWith('http://127.0.0.1')) {
    const response = await api.fetch(path, { method: 'POST', headers, body });
    await response.body?.cancel();
    return;
  }
  const { request } = await import('node:http');
  await new Promise<void>((resolve) => {
    const req = request(new URL(path, api.baseUrl), { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } });
    req.on('error', () => resolve());
    req.end(body, () => {
      req.destroy();
      resolve();
    });
  });
}

/** Waits until `check` holds (the server finishing a request whose client left), up to ~2 s. */
export async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 80; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A Tango game the players join by key in order (seat 0 first, to act first; nothing auto-played): its id. */
export async function tangoOfPlayers(api: Api, ...players: TestPlayer[]): Promise<string> {
  const created = await api.create('tango', { firstDealer: 0, autoPlayForced: false });
  const id: string = created.body.id;
  for (const [seat, p] of players.entries()) expect((await api.join(id, {}, { token: p.key })).body.seat).toBe(seat);
  return id;
}

/**
 * The spectator's view once the bots have played game `id` to its end: long-polls from version to
 * version (the bots play from the server's queue after the answer; a read does not play them), at
 * most `maxReads` reads (a bound, not a timing).
 */
export async function viewWhenFinished(api: Api, id: string, maxReads = 3000): Promise<any> {
  let view = (await api.view(id)).body;
  for (let n = 0; n < maxReads && view.status !== 'finished'; n++) {
    const next = await api.request('GET', `/v1/games/${id}`, { headers: { 'if-none-match': `"${view.version}"`, prefer: 'wait=10' } });
    if (next.status === 200) view = next.body;
  }
  return view;
}
