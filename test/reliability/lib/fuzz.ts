import fc from 'fast-check';
import { ERROR_CODES } from '../../../src/app/errors';
import { PROBLEM_BASE, STATUS } from '../../../src/http/problem';
import type { Api } from '../../support/api';

/**
 * Hostile input (issue 8 §4): fast-check builds requests to every REST route and to /graphql —
 * malformed JSON, wrong types, huge and deeply nested bodies, unknown fields, unicode, bad, missing
 * and other games' tokens, odd `after`/`limit`, odd Content-Type, If-Match, Idempotency-Key and
 * Authorization headers — and each answer is checked: never a 5xx; a REST error is problem+json whose
 * `code` and `status` agree; a GraphQL error carries `extensions.code`; and a refused request leaves
 * every row of every table as it was.
 */
export interface FuzzGame {
  readonly id: string;
  readonly tokens: string[];
  readonly adminToken: string;
}

export interface FuzzContext {
  /** Two started Tango games and a Tanni game waiting for players. */
  readonly games: readonly FuzzGame[];
  /** Bodies that are valid now or were (legal moves when the context was made). */
  readonly moves: readonly unknown[];
}

export interface FuzzRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body?: string;
}

export async function fuzzContext(api: Api): Promise<FuzzContext> {
  const a = await api.seated('tango', { firstDealer: 0 });
  const b = await api.seated('tango', { firstDealer: 1 });
  const waiting = await api.create('tanni');
  const moves = [...(await api.legalMoves(a.id, a.tokens[0])).body.moves, ...(await api.legalMoves(b.id, b.tokens[1])).body.moves];
  return { games: [a, b, { id: waiting.body.id, tokens: [], adminToken: waiting.body.adminToken }], moves };
}

/** Printable Latin-1 (what an HTTP header value may carry through fetch), unicode for the rest. */
const latin1 = fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).filter((c) => c !== 0x7f).map((c) => String.fromCharCode(c)), maxLength: 40 });
const unicode = fc.string({ unit: 'binary', maxLength: 40 });
const nasty = fc.constantFrom('', ' ', '\u0000', '\ud800', '\udfff', '\u202e', '\ufeff', '𝔊', 'é', '../../etc/passwd', '%00', '<script>', "' OR 1=1 --", '${x}', 'null', 'undefined', '__proto__', 'constructor');
const anyString = fc.oneof(latin1, unicode, nasty, fc.string({ minLength: 100, maxLength: 300 }));
const numbers = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, -0, 1.5, 2 ** 31, 2 ** 53, 1e308, -1e308, Number.MAX_SAFE_INTEGER));

/** encodeURIComponent, which throws on a lone surrogate: those become U+FFFD in a URL. */
const enc = (s: string) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '\ufffd'));

function gameId(ctx: FuzzContext) {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...ctx.games.map((g) => g.id)) },
    { weight: 1, arbitrary: fc.constantFrom('g_AAAAAAAAAAAAAAAA', 'g_', 'x', '-', '%20', '%F0%9F%83%8F', '%00', '..', 'g_' + 'a'.repeat(70), "g_x'%3B--", '%ff%fe') },
    { weight: 1, arbitrary: anyString.filter((s) => s.length > 0).map(enc) },
  );
}

function authorization(ctx: FuzzContext) {
  const tokens = ctx.games.flatMap((g) => [...g.tokens, g.adminToken]);
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...tokens).map((t) => `Bearer ${t}`) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.constantFrom('Bearer', 'Bearer ', 'bearer tt_seat_x', 'Basic dXNlcjpwYXNz', 'Bearer  a b', 'Token abc', 'Bearer tt_seat_' + 'A'.repeat(43), 'Bearer ' + 'x'.repeat(300), ''),
        fc.constantFrom(...tokens).map((t) => `Bearer ${t.slice(0, -1)}`),
        fc.constantFrom(...tokens).map((t) => `bEaReR    ${t}   `),
        latin1.map((s) => `Bearer ${s}`),
      ),
    },
  );
}

function jsonBody(ctx: FuzzContext) {
  const valueish = fc.oneof(anyString, numbers, fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }));
  const action = fc.oneof(
    fc.constantFrom(...ctx.moves),
    fc.record({ type: fc.oneof(fc.constantFrom('play', 'swap-style', 'decline-swap', 'bid', 'pass', 'dance'), anyString), card: fc.oneof(anyString, numbers, fc.constantFrom('G1', 'ROSE', 'AS', 'R10')) }, { requiredKeys: [] }),
    fc.constantFrom(...ctx.moves).chain((m) => fc.dictionary(anyString, valueish, { maxKeys: 3 }).map((extra) => ({ ...extra, ...(m as object) }))),
  );
  const createBody = fc.record(
    { type: fc.oneof(fc.constantFrom('tango', 'tanni', 'tadpole', 'tantony', 'chess'), anyString), options: fc.oneof(fc.dictionary(anyString, valueish, { maxKeys: 3 }), fc.constantFrom({ variant: 'long' }, { firstDealer: 5 }, { target: -1 }), valueish) },
    { requiredKeys: [] },
  );
  const joinBody = fc.record({ seat: fc.oneof(numbers, anyString), name: fc.oneof(anyString, numbers) }, { requiredKeys: [] });
  const valid = fc.oneof(action, createBody, joinBody).map((v) => JSON.stringify(v));
  return fc.oneof(
    { weight: 6, arbitrary: valid },
    // Malformed: a valid body cut short, or with junk around it.
    { weight: 2, arbitrary: valid.chain((s) => fc.nat({ max: Math.max(0, s.length - 1) }).map((n) => s.slice(0, n))) },
    { weight: 1, arbitrary: valid.map((s) => `\ufeff${s}`) },
    { weight: 1, arbitrary: fc.constantFrom('{', '[', 'null', 'true', '1', '"x"', '{"type":"play","card":"\\ud800"}', '{"__proto__":{"type":"play","card":"G1"}}', '{"constructor":{"prototype":{"x":1}}}', '{"type":"play","card":"G1","type":"dance"}', '{"card":1e999}', '\u0000', 'type=play&card=G1') },
    { weight: 2, arbitrary: fc.json({ maxDepth: 4 }) },
    // Huge (over the 16 KiB limit, or just under), and deeply nested.
    { weight: 1, arbitrary: fc.constantFrom(16 * 1024 - 40, 16 * 1024 + 1, 200_000).map((n) => JSON.stringify({ type: 'play', card: 'x'.repeat(n) })) },
    { weight: 1, arbitrary: fc.constantFrom(100, 3000, 8000).map((d) => `${'['.repeat(d)}${']'.repeat(d)}`) },
    { weight: 1, arbitrary: fc.constantFrom(100, 1500).map((d) => `${'{"a":'.repeat(d)}1${'}'.repeat(d)}`) },
  );
}

const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(undefined, 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/problem+json', 'APPLICATION/JSON', 'application/json; charset=utf-8', 'application/json; charset=latin1', 'application/jsonx', 'application/graphql', ''),
  },
  { weight: 1, arbitrary: latin1 },
);

const ifMatch = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  { weight: 2, arbitrary: fc.nat({ max: 20 }).map((n) => `"${n}"`) },
  { weight: 2, arbitrary: fc.constantFrom('*', '3', 'W/"3"', '"-1"', '"99999999999"', '"1", "2"', '""', 'yesterday', '"3', ' "3" ', '"1e3"', '"\u00b3"') },
  { weight: 1, arbitrary: latin1 },
);

const idempotencyKey = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  { weight: 2, arbitrary: fc.constantFrom('k1', 'k2', 'move-1') },
  { weight: 2, arbitrary: fc.oneof(fc.constantFrom('', ' ', 'a b', 'x'.repeat(256), 'x'.repeat(255)), latin1) },
);

const query = fc.oneof(
  fc.constant(''),
  fc
    .record({ after: fc.oneof(numbers.map(String), fc.constantFrom('', 'abc', '0x10', ' 1', '١', '1e3', '-0', '2147483648', '9'.repeat(40))), limit: fc.oneof(numbers.map(String), fc.constantFrom('', '0', '1001', 'all')) }, { requiredKeys: [] })
    .map((q) => `?${new URLSearchParams(q as Record<string, string>)}`),
  fc.constantFrom('?after=1&after=2', '?after', '?limit=5&limit=x', '?%zz=1', '?after=%00'),
);

const extraHeaders = fc.dictionary(
  fc.constantFrom('accept', 'accept-encoding', 'x-forwarded-for', 'cf-connecting-ip', 'if-none-match', 'origin', 'x-http-method-override', 'cookie', 'range'),
  fc.oneof(latin1, fc.constantFrom('*/*', 'text/html', 'gzip, br', '1.2.3.4', '"2"', 'DELETE', 'bytes=0-1')),
  { maxKeys: 3 },
);

/** One request to a REST route (or near one: an unknown path or method). */
export function restRequest(ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const route = gameId(ctx).chain((id) =>
    fc.oneof(
      fc.constant({ method: 'GET', path: '/v1/games' }),
      fc.constant({ method: 'POST', path: '/v1/games' }),
      fc.constant({ method: 'POST', path: `/v1/games/${id}/join` }),
      fc.constant({ method: 'GET', path: `/v1/games/${id}` }),
      fc.constant({ method: 'GET', path: `/v1/games/${id}/legal-moves` }),
      fc.constant({ method: 'POST', path: `/v1/games/${id}/actions` }),
      fc.constant({ method: 'POST', path: `/v1/games/${id}/actions` }),
      fc.constant({ method: 'POST', path: `/v1/games/${id}/play` }),
      query.map((q) => ({ method: 'GET', path: `/v1/games/${id}/events${q}` })),
      fc.constantFrom('PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS').map((method) => ({ method, path: `/v1/games/${id}/actions` })),
      fc.constantFrom('/v1/games/', `/v1/games/${id}/actions/1`, '/v2/games', '/v1/games//join', '/%2e%2e/v1/games', '/v1/GAMES').map((path) => ({ method: 'POST', path })),
    ),
  );
  return fc
    .record({ route, auth: authorization(ctx), contentType, ifMatch, idempotencyKey, extra: extraHeaders, body: fc.option(jsonBody(ctx), { nil: undefined, freq: 4 }) })
    .map(({ route, auth, contentType, ifMatch, idempotencyKey, extra, body }) => {
      const headers: Record<string, string> = { ...extra };
      if (auth !== undefined) headers.authorization = auth;
      if (contentType !== undefined) headers['content-type'] = contentType;
      if (ifMatch !== undefined) headers['if-match'] = ifMatch;
      if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;
      const hasBody = route.method !== 'GET' && route.method !== 'HEAD' && body !== undefined;
      return { method: route.method, path: route.path, headers, ...(hasBody ? { body } : {}) };
    });
}

/** GraphQL documents, right and wrong, with arbitrary variables. */
const DOCUMENTS = [
  'query($id: ID!) { game(id: $id) { id version status toAct you state { __typename } result { seed } } }',
  'query($id: ID!, $after: Int, $limit: Int) { events(gameId: $id, after: $after, limit: $limit) { version next events { seq kind seat } } }',
  'query($id: ID!) { legalMoves(gameId: $id) { version seat moves { type } } }',
  'mutation($id: ID!, $action: ActionInput!, $v: Int, $k: String) { act(gameId: $id, action: $action, expectedVersion: $v, idempotencyKey: $k) { version replayed } }',
  'mutation($id: ID!, $card: String!) { playCard(gameId: $id, card: $card) { version } }',
  'mutation($id: ID!, $seat: Int, $name: String) { join(gameId: $id, seat: $seat, name: $name) { seat version } }',
  'mutation($type: String!, $options: JSON) { createGame(type: $type, options: $options) { id } }',
  '{ gameTypes { type seats actions } }',
  '{ __schema { types { name } } }',
  `{ ${Array.from({ length: 25 }, (_, i) => `t${i}: gameTypes { type }`).join(' ')} }`,
  '{ game(id: "g_AAAAAAAAAAAAAAAA") { id } }',
  '{ game(id: 7) { id } }',
  '{ game { id } }',
  '{ nope }',
  'query { game(id: ',
  'mutation { act(gameId: "x", action: {type: "play", card: "G1", bogus: 1}) { version } }',
  'subscription { game }',
  'query A { gameTypes { type } } query B { gameTypes { title } }',
  `{ ${'gameTypes { type } '.repeat(3)} }`,
  `query { ${'__typename '.repeat(1000)} }`,
];

export function graphqlRequest(ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const ids = gameId(ctx).map((id) => decodeURIComponentSafe(id));
  const variables = fc.record(
    {
      id: fc.oneof(ids, numbers, fc.constant(null)),
      after: fc.oneof(numbers, anyString, fc.constant(null)),
      limit: fc.oneof(numbers, fc.constant(null)),
      action: fc.oneof(fc.constantFrom(...ctx.moves), fc.json({ maxDepth: 2 }).map((j) => JSON.parse(j)), fc.record({ type: anyString, card: anyString, value: numbers }, { requiredKeys: [] })),
      v: fc.oneof(fc.nat({ max: 20 }), numbers, anyString),
      k: fc.oneof(fc.constantFrom('k1', 'k2'), anyString),
      card: fc.oneof(anyString, fc.constantFrom('G1', 'ROSE')),
      seat: fc.oneof(numbers, anyString),
      name: anyString,
      type: fc.oneof(fc.constantFrom('tango', 'tanni', 'tadpole', 'tantony', 'chess'), anyString),
      options: fc.json({ maxDepth: 2 }).map((j) => JSON.parse(j)),
    },
    { requiredKeys: [] },
  );
  const document = fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...DOCUMENTS) }, { weight: 1, arbitrary: anyString });
  const envelope = fc.oneof(
    { weight: 8, arbitrary: fc.record({ query: document, variables }).map((e) => JSON.stringify(e)) },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.record({ query: document, variables: fc.oneof(anyString, numbers, fc.constant([])) }).map((e) => JSON.stringify(e)),
        fc.record({ query: document, operationName: anyString }).map((e) => JSON.stringify(e)),
        fc.constantFrom('[]', '[{"query":"{ gameTypes { type } }"}]', '{}', '{"query":7}', '{"query":null}', '{', 'null', '"{ gameTypes { type } }"'),
        fc.constant(JSON.stringify({ query: `{ gameTypes { type } } # ${'x'.repeat(17 * 1024)}` })),
      ),
    },
  );
  return fc.record({ envelope, auth: authorization(ctx), contentType, get: fc.boolean(), doc: document }).map(({ envelope, auth, contentType, get, doc }) => {
    const headers: Record<string, string> = {};
    if (auth !== undefined) headers.authorization = auth;
    if (get) return { method: 'GET', path: `/graphql?query=${enc(doc)}`, headers };
    if (contentType !== undefined) headers['content-type'] = contentType;
    return { method: 'POST', path: '/graphql', headers, body: envelope };
  });
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export interface Answer {
  readonly status: number;
  readonly contentType: string;
  readonly text: string;
}

export async function send(api: Api, req: FuzzRequest): Promise<Answer> {
  const res = await api.fetch(req.path, { method: req.method, headers: req.headers, body: req.body });
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text() };
}

const parse = (text: string): any => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const STACK = /\bat [\w.<>]+ \(|\.ts:\d+|node_modules/;

/** What is wrong with a REST answer (empty: nothing). */
export function restProblems(answer: Answer, req: FuzzRequest): string[] {
  const out: string[] = [];
  if (answer.status >= 500) out.push(`status ${answer.status}`);
  if (STACK.test(answer.text)) out.push('a stack trace in the body');
  if (answer.status >= 400) {
    const body = parse(answer.text);
    if (!answer.contentType.startsWith('application/problem+json')) out.push(`content-type ${answer.contentType} for ${answer.status}`);
    else if (req.method === 'HEAD') return out;
    else if (!body || typeof body.code !== 'string' || !(ERROR_CODES as readonly string[]).includes(body.code)) out.push(`no known code: ${answer.text.slice(0, 200)}`);
    else {
      if (body.status !== answer.status || STATUS[body.code as keyof typeof STATUS] !== answer.status) out.push(`code ${body.code} with status ${answer.status}`);
      if (body.type !== `${PROBLEM_BASE}${body.code}` || typeof body.title !== 'string' || typeof body.detail !== 'string') out.push(`not a problem: ${answer.text.slice(0, 200)}`);
    }
  }
  return out;
}

/** What is wrong with a /graphql answer: errors must carry a known `extensions.code`. */
export function graphqlProblems(answer: Answer): string[] {
  const out: string[] = [];
  if (answer.status >= 500) out.push(`status ${answer.status}`);
  if (STACK.test(answer.text)) out.push('a stack trace in the body');
  const body = parse(answer.text);
  if (!body || typeof body !== 'object') {
    out.push(`not JSON (${answer.status}): ${answer.text.slice(0, 200)}`);
    return out;
  }
  const errors = (body as { errors?: unknown }).errors;
  if (errors !== undefined) {
    if (!Array.isArray(errors) || errors.length === 0) out.push('errors is not a non-empty list');
    else
      for (const e of errors) {
        const code = e?.extensions?.code;
        if (typeof e?.message !== 'string' || typeof code !== 'string' || !(ERROR_CODES as readonly string[]).includes(code)) out.push(`an error without a known code: ${JSON.stringify(e).slice(0, 200)}`);
        if (code === 'internal') out.push(`an internal error: ${JSON.stringify(e).slice(0, 200)}`);
      }
  } else if (answer.status >= 400) out.push(`status ${answer.status} without errors`);
  return out;
}

/** True when a /graphql answer wrote nothing it could have: no root field came back with data. */
export function graphqlRefused(answer: Answer): boolean {
  const body = parse(answer.text);
  const data = body?.data;
  return !data || Object.values(data).every((v) => v === null);
}

export interface FuzzStats {
  requests: number;
  byStatus: Record<string, number>;
  /** Refused requests whose "nothing changed" was checked against a snapshot of every table. */
  snapshotsCompared: number;
}

/**
 * Sends `runs` generated requests of `kind`, one at a time, checking each; throws (with the request,
 * shrunk by fast-check) at the first bad answer.
 */
export async function fuzz(api: Api, snapshot: () => Promise<string>, ctx: FuzzContext, kind: 'rest' | 'graphql', runs: number, seed: number, stats: FuzzStats): Promise<void> {
  let before = await snapshot();
  const arbitrary = kind === 'rest' ? restRequest(ctx) : graphqlRequest(ctx);
  await fc.assert(
    fc.asyncProperty(arbitrary, async (req) => {
      const answer = await send(api, req);
      stats.requests++;
      stats.byStatus[answer.status] = (stats.byStatus[answer.status] ?? 0) + 1;
      const problems = kind === 'rest' ? restProblems(answer, req) : graphqlProblems(answer);
      const after = await snapshot();
      const refused = kind === 'rest' ? answer.status >= 400 : graphqlRefused(answer);
      if (refused) {
        stats.snapshotsCompared++;
        if (after !== before) problems.push('a refused request changed the database');
      }
      before = after;
      if (problems.length > 0) throw new Error(`${problems.join('; ')}\nrequest: ${JSON.stringify(req).slice(0, 1500)}\nanswer: ${answer.status} ${answer.text.slice(0, 500)}`);
    }),
    { numRuns: runs, seed, endOnFailure: false, verbose: 0 },
  );
}
