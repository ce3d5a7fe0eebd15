import createFetchClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, paths } from './schema.js';

export type Schemas = components['schemas'];
export type TricktableClient = Client<paths>;

/** An `application/problem+json` answer (RFC 9457), as the server sends every refusal: switch on
 * `code` (and on `reason` for `illegal-action`); `rule` names the rule broken. */
export type Problem = Schemas['Problem'];

/** What `unwrap` reports for an answer that is no problem+json (a proxy's error page, a network cut). */
export type UnexpectedAnswer = { readonly type: 'about:blank'; readonly title: string; readonly status: number; readonly detail: string; readonly code: 'unexpected' };

/** Thrown by `unwrap` for a refusal: switch on `code` (a `Problem['code']`, or `unexpected`). */
export class ProblemError extends Error {
  constructor(readonly problem: Problem | UnexpectedAnswer) {
    super(problem.detail || problem.title);
    this.name = 'ProblemError';
  }

  get code(): Problem['code'] | 'unexpected' {
    return this.problem.code;
  }

  /** The `reason` of an `illegal-action` (`must-follow-suit`), else undefined. */
  get reason(): Problem['reason'] {
    return this.problem.code === 'unexpected' ? undefined : this.problem.reason;
  }

  /** The rule an illegal action breaks (`TANNI-5`), or the turn rule of `not-your-turn`. */
  get rule(): string | undefined {
    return this.problem.code === 'unexpected' ? undefined : this.problem.rule;
  }
}

export interface ClientOptions {
  /** The server, e.g. `http://127.0.0.1:8787` (no trailing path). */
  readonly baseUrl: string;
  /** A seat token, player key or admin token, sent as `Authorization: Bearer …`; changeable later. */
  token?: string;
  /** A fetch of your own (tests, a Worker's service binding). */
  readonly fetch?: ((request: Request) => Promise<Response>) | undefined;
}

/**
 * A typed client of the Tricktable API: `openapi-fetch` over the types generated from
 * `openapi/openapi.json`. Every path, parameter, body and answer is typed by the document itself.
 */
export function createClient(options: ClientOptions): TricktableClient & { setToken(token: string | undefined): void } {
  let token = options.token;
  const auth: Middleware = {
    onRequest({ request }) {
      if (token !== undefined && !request.headers.has('authorization')) request.headers.set('authorization', `Bearer ${token}`);
      return request;
    },
  };
  const client = createFetchClient<paths>({ baseUrl: options.baseUrl, ...(options.fetch ? { fetch: options.fetch } : {}) });
  client.use(auth);
  return Object.assign(client, { setToken: (next: string | undefined) => void (token = next) });
}

/** The data of a successful answer, or a `ProblemError` for a refusal. */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (response.ok && data !== undefined) return data;
  if (response.ok && response.status === 204) return undefined as T;
  if (error && typeof error === 'object' && 'code' in error && 'status' in error) throw new ProblemError(error as Problem);
  throw new ProblemError({ type: 'about:blank', title: response.statusText, status: response.status, detail: `HTTP ${response.status}`, code: 'unexpected' });
}
