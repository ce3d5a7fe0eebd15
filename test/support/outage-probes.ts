import type { Api, Reply } from './api';
import { GqlClient } from './graphql/client';

/** A game to probe with: ids and every credential it has. */
export interface ProbedGame {
  readonly id: string;
  readonly tokens: readonly string[];
  readonly adminToken: string;
  readonly webhookId: string;
  readonly deliveryId: string;
}

/** What one route answered while the database was away. */
export interface ProbeAnswer {
  readonly route: string;
  readonly status: number;
  /** problem+json `code` (REST) or `extensions.code` of the first error (GraphQL). */
  readonly code: string | undefined;
  readonly retryAfter: string | null;
  readonly contentType: string | null;
}

/**
 * One request to every route that reads or writes the database (REST and GraphQL, reads and
 * writes, with and without tokens), for the outage suites of both runtimes (issue 19).
 */
export async function probeEveryRoute(api: Api, g: ProbedGame): Promise<ProbeAnswer[]> {
  const [seat] = g.tokens;
  const hooks = `/v1/games/${g.id}/webhooks`;
  const rest: Array<[string, () => Promise<Reply>]> = [
    ['POST /v1/games', () => api.request('POST', '/v1/games', { body: { type: 'tango' } })],
    ['POST /v1/games/{id}/join', () => api.join(g.id)],
    ['GET /v1/games/{id} (seat)', () => api.view(g.id, seat)],
    ['GET /v1/games/{id} (spectator)', () => api.view(g.id)],
    ['GET /v1/games/{id}/legal-moves', () => api.legalMoves(g.id, seat)],
    ['POST /v1/games/{id}/actions', () => api.act(g.id, seat, { type: 'pass' }, { 'idempotency-key': 'outage-probe' })],
    ['POST /v1/games/{id}/play', () => api.play(g.id, seat, 'G1')],
    ['GET /v1/games/{id}/events', () => api.events(g.id, seat)],
    ['GET …/webhooks', () => api.request('GET', hooks, { token: g.adminToken })],
    ['POST …/webhooks', () => api.request('POST', hooks, { token: g.adminToken, body: { url: 'http://127.0.0.1:9/hook' } })],
    ['DELETE …/webhooks/{webhookId}', () => api.request('DELETE', `${hooks}/${g.webhookId}`, { token: g.adminToken })],
    ['GET …/deliveries', () => api.request('GET', `${hooks}/${g.webhookId}/deliveries`, { token: g.adminToken })],
    ['POST …/redeliver', () => api.request('POST', `${hooks}/${g.webhookId}/deliveries/${g.deliveryId}/redeliver`, { token: g.adminToken })],
  ];
  const answers: ProbeAnswer[] = [];
  for (const [route, send] of rest) {
    const r = await send();
    answers.push({ route, status: r.status, code: r.body?.code, retryAfter: r.headers.get('retry-after'), contentType: r.headers.get('content-type') });
  }
  const gql = new GqlClient(api);
  const graphql: Array<[string, string, Record<string, unknown>]> = [
    ['graphql game', 'query($id: ID!) { game(id: $id) { version status } legalMoves(gameId: $id) { version } }', { id: g.id }],
    ['graphql act', 'mutation($id: ID!) { act(gameId: $id, action: {type: "pass"}) { version } }', { id: g.id }],
    ['graphql createGame', 'mutation { createGame(type: "tango") { id } }', {}],
  ];
  for (const [route, query, variables] of graphql) {
    const r = await gql.request(query, variables, { token: seat });
    answers.push({ route, status: r.status, code: r.errors?.[0]?.extensions.code, retryAfter: r.headers.get('retry-after'), contentType: r.headers.get('content-type') });
  }
  return answers;
}

/** The answers that are not what an outage must give: REST 503 problem+json, GraphQL the code. */
export function wrongOutageAnswers(answers: readonly ProbeAnswer[]): ProbeAnswer[] {
  return answers.filter((a) => {
    const retry = a.retryAfter !== null && /^\d+$/.test(a.retryAfter);
    if (a.route.startsWith('graphql')) return !(a.status === 200 && a.code === 'service-unavailable' && retry);
    return !(a.status === 503 && a.code === 'service-unavailable' && retry && a.contentType?.startsWith('application/problem+json'));
  });
}

/** A game set up for probing: seated, one action played, a subscription with a delivery. */
export async function probedGame(api: Api): Promise<ProbedGame> {
  const created = await api.request('POST', '/v1/games', { body: { type: 'tango', options: { firstDealer: 0, autoPlayForced: false }, webhooks: [{ url: 'http://127.0.0.1:9/hook' }] } });
  if (created.status !== 201) throw new Error(`create: ${created.text}`);
  const { id, adminToken } = created.body;
  const tokens = [(await api.join(id)).body.token, (await api.join(id)).body.token];
  const webhookId = created.body.webhooks[0].id;
  const deliveries = await api.request('GET', `/v1/games/${id}/webhooks/${webhookId}/deliveries`, { token: adminToken });
  return { id, tokens, adminToken, webhookId, deliveryId: deliveries.body.deliveries[0].id };
}
