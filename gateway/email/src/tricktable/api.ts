import type { GameView, LegalMoves, Move, Problem } from './types';

/** A refusal or failure from the server: `problem` is its application/problem+json body, when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem | null,
    what: string,
  ) {
    super(`${what}: ${status} ${problem?.code ?? ''} ${problem?.detail ?? ''}`.trim());
  }
  /** The server is down or overloaded: try again later (a mail is then deferred, never dropped). */
  get temporary(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

export interface ActOutcome {
  readonly version: number;
  readonly events: Array<Record<string, unknown>>;
  readonly view: GameView;
  /** The server answered an earlier request with the same Idempotency-Key again: nothing new was played. */
  readonly replayed: boolean;
}

/**
 * The only way the gateway reaches Tricktable: its public HTTP API, with each player's key — the
 * same calls any client makes (README "Players", "Player webhooks").
 */
export class TricktableApi {
  readonly base: string;
  constructor(base: string) {
    this.base = base.replace(/\/+$/, '');
  }

  me(key: string) {
    return this.call<{ id: string; name: string }>('GET', '/v1/me', key);
  }
  createPlayer(name: string) {
    return this.call<{ id: string; name: string; key: string }>('POST', '/v1/players', undefined, { name });
  }
  subscribe(key: string, url: string, events: readonly string[]) {
    return this.call<{ id: string; secret: string; events: string[] }>('POST', '/v1/me/webhooks', key, { url, events });
  }
  webhooks(key: string) {
    return this.call<{ webhooks: Array<{ id: string; url: string; events: string[]; disabledAt: string | null }> }>('GET', '/v1/me/webhooks', key);
  }
  async unsubscribe(key: string, webhookId: string): Promise<void> {
    try {
      await this.call('DELETE', `/v1/me/webhooks/${encodeURIComponent(webhookId)}`, key);
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 404)) throw err;
    }
  }
  view(key: string, gameId: string) {
    return this.call<GameView>('GET', `/v1/games/${encodeURIComponent(gameId)}`, key);
  }
  legalMoves(key: string, gameId: string) {
    return this.call<LegalMoves>('GET', `/v1/games/${encodeURIComponent(gameId)}/legal-moves`, key);
  }
  /** The public log's entries after version `after` (at most `limit`): their kinds say what came since. */
  entriesAfter(key: string, gameId: string, after: number, limit = 100) {
    return this.call<{ events: Array<{ seq: number; kind: string }> }>('GET', `/v1/games/${encodeURIComponent(gameId)}/events?after=${after}&limit=${limit}`, key);
  }
  /** One move, only on `ifMatch` (the version the mail showed), keyed so that a second copy of a mail plays nothing. */
  async act(key: string, gameId: string, move: Move, options: { ifMatch: number; idempotencyKey: string }): Promise<ActOutcome> {
    const headers = { 'if-match': `"${options.ifMatch}"`, 'idempotency-key': options.idempotencyKey };
    const { body, response } = await this.send<Omit<ActOutcome, 'replayed'>>('POST', `/v1/games/${encodeURIComponent(gameId)}/actions`, key, move, headers);
    return { ...body, replayed: response.headers.get('idempotent-replayed') === 'true' };
  }
  rematch(key: string, gameId: string) {
    return this.call<{ id: string; created: boolean }>('POST', `/v1/games/${encodeURIComponent(gameId)}/rematch`, key);
  }
  join(key: string, gameId: string) {
    return this.call<{ gameId: string; seat: number; started: boolean; version: number }>('POST', `/v1/games/${encodeURIComponent(gameId)}/join`, key, {});
  }

  private async call<T>(method: string, path: string, key?: string, body?: unknown): Promise<T> {
    return (await this.send<T>(method, path, key, body)).body;
  }

  private async send<T>(method: string, path: string, key?: string, body?: unknown, extra: Record<string, string> = {}): Promise<{ body: T; response: Response }> {
    const headers: Record<string, string> = { accept: 'application/json', ...extra };
    if (key) headers.authorization = `Bearer ${key}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${this.base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    } catch (err) {
      throw new ApiError(0, null, `${method} ${path} (${err instanceof Error ? err.message : String(err)})`);
    }
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    if (!response.ok) throw new ApiError(response.status, (parsed as Problem | null) ?? null, `${method} ${path}`);
    return { body: parsed as T, response };
  }
}
