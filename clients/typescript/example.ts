import { createClient, ProblemError, unwrap } from './index';

// `fetch` is for tests that reach a server without a socket; leave it out.

/** The README's example ("A typed client"): test/http/typed-client.test.ts runs it against a server. */
export async function firstMoves(baseUrl: string, fetch?: (request: Request) => Promise<Response>): Promise<string[]> {
  const api = createClient({ baseUrl, fetch });
  const log: string[] = [];

  // Requests and answers are typed by openapi/openapi.json: a wrong field is a compile error.
  const game = await unwrap(api.POST('/v1/games', { body: { type: 'tanni', options: { target: 20, firstDealer: 3 } } }));
  const seats = [];
  for (const name of ['Ada', 'Bob', 'Cy', 'Di']) {
    const joined = await unwrap(api.POST('/v1/games/{id}/join', { params: { path: { id: game.id } }, body: { name } }));
    seats.push(createClient({ baseUrl, fetch, token: joined.token! })); // a person's join: it has a token
  }

  // `game` narrows an answer to one game's shapes: here Tanni's state and Tanni's actions.
  const ada = seats[0]!;
  const view = await unwrap(ada.GET('/v1/games/{id}', { params: { path: { id: game.id } } }));
  if (view.game === 'tanni' && view.state) log.push(`phase ${view.state.phase}, opener ${view.state.auction?.opener}`);
  const moves = await unwrap(ada.GET('/v1/games/{id}/legal-moves', { params: { path: { id: game.id } } }));
  if (moves.game === 'tanni') {
    const bids = moves.moves.flatMap((m) => (m.type === 'bid' ? [m.value] : []));
    log.push(`bids from ${bids[0]} to ${bids.at(-1)}`);
  }

  // Every refusal is problem+json with a stable code: unwrap throws it as a ProblemError.
  try {
    await unwrap(ada.POST('/v1/games/{id}/actions', { params: { path: { id: game.id } }, body: { type: 'bid', value: 15.25 } }));
  } catch (err) {
    if (!(err instanceof ProblemError)) throw err;
    log.push(`${err.problem.status} ${err.code} ${err.reason} ${err.rule}`);
  }

  const played = await unwrap(ada.POST('/v1/games/{id}/actions', { params: { path: { id: game.id }, header: { 'if-match': `"${view.version}"` } }, body: { type: 'bid', value: 16 } }));
  log.push(`version ${played.version}: ${played.events.map((e) => e.type).join(', ')}`);
  return log;
}
