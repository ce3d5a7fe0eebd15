import type { Context, Hono } from 'hono';
import { createYoga } from 'graphql-yoga';
import type { AppDeps } from '../app';
import type { ErrorCode } from '../app/errors';
import { bearerTokenOf } from '../schemas';
import { graphqlContext, type GraphqlContext } from './context';
import { maskError, useErrorCodes } from './errors';
import { graphiqlPage } from './graphiql-page';
import { useLimits } from './limits';
import { graphqlSchema } from './schema';

export interface GraphqlOptions {
  /** Serve GraphiQL on `GET /graphql` from a browser (its assets: public/docs-assets/graphiql/). */
  readonly graphiql: boolean;
  /** Largest request body, as for REST. */
  readonly maxBodySize: number;
  /** Spends one sign-up of the request's client (`createPlayer`), throwing when there is none left:
   * the HTTP edge's sign-up limit (src/http/rate-limit.ts), the same bucket REST spends from. */
  readonly spendSignUp?: (c: Context) => Promise<void>;
  /** Takes a slot for a subscription's open connection, throwing `too-many-streams` past the cap,
   * and answers the function that gives it back: the HTTP edge's stream cap (src/http/stream-cap.ts),
   * the same counts REST's streams hold. */
  readonly holdConnection?: (c: Context) => () => void;
}

const EXAMPLE = `# Tricktable GraphQL: the same games, auth, redaction and error codes as REST.
# Put a seat token in Headers as {"Authorization": "Bearer tt_seat_…"} to read your hand.
query Catalogue {
  gameTypes { type title seats actions }
}
`;

/**
 * Mounts `/graphql` (GraphQL over HTTP: POST JSON, or GET for queries) on the Hono app. The yoga
 * server is built once; deps come per request from the Hono context, as for REST (on Workers the
 * database client lives one request).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function mountGraphql(app: Hono<any>, depsOf: (c: Context) => AppDeps, options: GraphqlOptions): void {
  const yoga = createYoga<GraphqlContext>({
    schema: graphqlSchema(),
    graphqlEndpoint: '/graphql',
    graphiql: options.graphiql ? { title: 'Tricktable GraphQL', defaultQuery: EXAMPLE } : false,
    // Our own page, on the pinned bundle the app serves (yoga's default loads GraphiQL from a CDN).
    renderGraphiQL: () => graphiqlPage({ title: 'Tricktable GraphQL', endpoint: '/graphql', defaultQuery: EXAMPLE }),
    landingPage: false,
    // The Hono app answers CORS for every route (Authorization, preflight) already.
    cors: false,
    multipart: false,
    maxRequestBodySize: options.maxBodySize,
    // Expected errors are answers, not incidents; unexpected ones are logged by maskError.
    logging: false,
    maskedErrors: { maskError },
    plugins: [useLimits(), useErrorCodes()],
  });
  app.on(['GET', 'POST'], '/graphql', async (c) => {
    const request = c.req.raw;
    const context = graphqlContext(depsOf(c), () => bearerTokenOf(c.req.header('authorization')), request.signal, {
      signUp: async () => options.spendSignUp?.(c),
      holdConnection: () => options.holdConnection?.(c) ?? (() => {}),
    });
    const response = await yoga.fetch(request, context);
    // Yoga answers a body it cannot read with an empty 415: say why, with REST's code.
    if (response.status === 415) return c.json(refusal('unsupported-media-type', 'send the body as JSON with Content-Type: application/json'), 415);
    return response;
  });
}

const refusal = (code: ErrorCode, message: string) => ({ errors: [{ message, extensions: { code } }] });
