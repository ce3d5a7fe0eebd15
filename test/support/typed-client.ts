import { createClient } from '../../clients/typescript/index';
import type { TestServer } from './target';

/** The repository's typed client (clients/typescript), talking to the server under test wherever it
 * runs: requests go through the suite's own fetcher (a socket on Node, the Worker's fetch in workerd). */
export function typedClient(server: TestServer, token?: string) {
  return createClient({ baseUrl: server.api.baseUrl, token, fetch: fetchVia(server) });
}

/** A fetch that sends each request to the server under test through the suite's own fetcher. */
export function fetchVia(server: TestServer): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    return server.api.fetch(`${url.pathname}${url.search}`, { method: request.method, headers: request.headers, body });
  };
}
