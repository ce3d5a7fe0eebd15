/** A small client for the tests: raw responses plus parsed JSON, nothing clever. */
export interface Reply<T = any> {
  readonly status: number;
  readonly headers: Headers;
  readonly body: T;
  readonly text: string;
}

export type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

export class Api {
  constructor(
    readonly baseUrl: string,
    private readonly fetcher: Fetcher = (url, init) => fetch(url, init),
  ) {}

  /** A raw request to the server under test, wherever it runs. */
  fetch(path: string, init: RequestInit = {}): Promise<Response> {
    return this.fetcher(`${this.baseUrl}${path}`, init);
  }

  async request<T = any>(method: string, path: string, opts: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | undefined;
    if (opts.raw !== undefined) body = opts.raw;
    else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await this.fetch(path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }

  create(type: string, options?: unknown) {
    return this.request('POST', '/v1/games', { body: options === undefined ? { type } : { type, options } });
  }
  join(id: string, body: { seat?: number; name?: string; entropy?: string } = {}, opts: { token?: string; headers?: Record<string, string> } = {}) {
    return this.request('POST', `/v1/games/${id}/join`, { body, ...opts });
  }
  view(id: string, token?: string) {
    return this.request('GET', `/v1/games/${id}`, { token });
  }
  legalMoves(id: string, token?: string) {
    return this.request('GET', `/v1/games/${id}/legal-moves`, { token });
  }
  act(id: string, token: string | undefined, action: unknown, headers?: Record<string, string>) {
    return this.request('POST', `/v1/games/${id}/actions`, { token, body: action, headers });
  }
  play(id: string, token: string | undefined, card: string, headers?: Record<string, string>) {
    return this.request('POST', `/v1/games/${id}/play`, { token, body: { card }, headers });
  }
  events(id: string, token?: string, after = 0, limit?: number) {
    const q = limit === undefined ? `after=${after}` : `after=${after}&limit=${limit}`;
    return this.request('GET', `/v1/games/${id}/events?${q}`, { token });
  }

  /** Creates a game and takes every seat: the id and the seat tokens, in seat order. */
  async seated(type: string, options?: unknown): Promise<{ id: string; tokens: string[]; adminToken: string }> {
    const created = await this.create(type, options);
    if (created.status !== 201) throw new Error(`create failed: ${created.text}`);
    const tokens: string[] = [];
    for (const _ of created.body.seats) {
      const joined = await this.join(created.body.id);
      if (joined.status !== 201) throw new Error(`join failed: ${joined.text}`);
      tokens[joined.body.seat] = joined.body.token;
    }
    return { id: created.body.id, tokens, adminToken: created.body.adminToken };
  }

  /**
   * A started Tango game where seat 0 acts first, with seat 0's legal moves at `version`. Forced moves
   * are not auto-played, so every accepted action is exactly one log entry.
   */
  async startedTango(): Promise<{ id: string; tokens: string[]; adminToken: string; version: number; moves: any[] }> {
    const g = await this.seated('tango', { firstDealer: 0, autoPlayForced: false });
    const { version, moves } = (await this.legalMoves(g.id, g.tokens[0])).body;
    return { ...g, version, moves };
  }
}
