import { expect } from 'vitest';
import type { Chooser } from '../../src/engine';
import { auditAnswerEvents, auditEventLog, leaked, readAllPages, loadInternal, secretsNow } from './leak-audit';
import type { TestServer } from './target';

export interface PlayedGame {
  readonly id: string;
  readonly tokens: string[];
  readonly final: any;
  readonly actions: number;
}

/**
 * Plays a whole game through the public API alone: each turn, the seat to act asks for its legal
 * moves and plays one of them with If-Match. Every `server.auditEvery * auditScale` actions, every reader (each seat and the
 * spectator) reads its view and legal moves, and at the end its whole event log,
 * and nothing it receives may name a card it may not know (leak-audit.ts).
 */
export async function playWholeGame(
  server: TestServer,
  type: string,
  options: unknown,
  choose: Chooser,
  { auditScale = 1, maxActions = 5000 }: { auditScale?: number; maxActions?: number } = {},
): Promise<PlayedGame> {
  const auditEvery = server.auditEvery * auditScale;
  const { api, store } = server;
  const { id, tokens } = await api.seated(type, options);
  const readers: Array<string | undefined> = [...tokens, undefined];
  let actions = 0;
  for (;;) {
    const view = await api.view(id);
    expect(view.status).toBe(200);
    if (view.body.status === 'finished') break;
    expect(view.body.status).toBe('active');
    const seat: number = view.body.toAct[choose(view.body.toAct.length)];
    const moves = await api.legalMoves(id, tokens[seat]);
    expect(moves.status).toBe(200);
    expect(moves.body.moves.length).toBeGreaterThan(0);
    const action = moves.body.moves[choose(moves.body.moves.length)];
    const res = await api.act(id, tokens[seat], action, { 'if-match': `"${view.body.version}"` });
    if (res.status !== 200) throw new Error(`action ${JSON.stringify(action)} by seat ${seat} refused: ${res.text}`);
    expect(res.body.version).toBeGreaterThan(view.body.version);
    expect(res.headers.get('etag')).toBe(`"${res.body.version}"`);
    actions++;
    if (actions > maxActions) throw new Error('the game did not end');
    if (auditEvery > 0 && actions % auditEvery === 0) {
      const loaded = await loadInternal(store, id);
      expect(leaked(res.body.view, secretsNow(loaded, seat))).toEqual([]);
      expect(auditAnswerEvents(loaded, view.body.version, res.body.version, res.body.events, seat)).toEqual([]);
      for (const [reader, token] of readers.entries()) {
        const who = token === undefined ? null : reader;
        const secrets = secretsNow(loaded, who);
        const seen = await api.view(id, token);
        expect(seen.body.you).toBe(who);
        expect(leaked(seen.body, secrets), `view of ${who}`).toEqual([]);
        if (token !== undefined) {
          const mine = await api.legalMoves(id, token);
          expect(leaked(mine.body, secrets), `legal moves of ${who}`).toEqual([]);
          if (!loaded.match.started || !view.body.toAct.includes(reader)) expect(mine.body.moves).toBeDefined();
        }
      }
    }
  }
  if (auditEvery > 0) {
    const loaded = await loadInternal(store, id);
    for (const [reader, token] of readers.entries()) {
      const who = token === undefined ? null : reader;
      const pages = await readAllPages(async (after) => {
        const page = await api.events(id, token, after, 1000);
        expect(page.status).toBe(200);
        return page.body;
      });
      expect(pages.map((p) => p.seq)).toEqual(loaded.history.map((h) => h.seq));
      expect(auditEventLog(loaded, pages, who)).toEqual([]);
    }
  }
  const final = await api.view(id);
  return { id, tokens, final: final.body, actions };
}
