import type { Context, MiddlewareHandler } from 'hono';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { AppError } from '../app/errors';

/** Where the reference web client lives: `npm run build` writes it to `public/play/`. */
export const WEB_CLIENT_PATH = '/play';

/** The top-level folders of `public/` (the one static-assets directory of Node and the Worker). */
export const STATIC_FOLDERS = ['play', 'docs-assets'] as const;

/**
 * How an entry point reaches the built static assets. On Workers the platform serves every file of
 * `public/` before the Worker runs (`[assets]` in wrangler.toml), so only the deep links reach the
 * app; on Node, `files` serves them.
 */
export interface StaticAssets {
  /** Serves the file of `public/` the request names, or calls `next()` when there is none (Node). */
  readonly files?: MiddlewareHandler;
  /** `public/play/index.html`, the app itself; undefined when the web client is not built. */
  index(c: Context): Promise<Response | undefined>;
  /** `public/docs-assets/reference/index.html`, GET /docs rendered at build time; undefined when not built. */
  reference?(c: Context): Promise<Response | undefined>;
}

/** A path whose last segment has an extension names a file: a missing one is a 404, never the app. */
const namesFile = (path: string) => /\.[A-Za-z0-9]+$/.test(path.slice(path.lastIndexOf('/') + 1));

/**
 * `/play` and its deep links (`/play/g/{id}?seat=1`): a single-page app, so every path under
 * `/play/` that is no file answers the app, which routes in the browser.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function registerWebClient(app: OpenAPIHono<any>, assets: StaticAssets): void {
  // As Workers' `html_handling = "auto-trailing-slash"` does for a folder with an index.html.
  app.get(WEB_CLIENT_PATH, (c) => c.redirect(`${WEB_CLIENT_PATH}/${new URL(c.req.url).search}`, 307));
  if (assets.files) for (const folder of STATIC_FOLDERS) app.use(`/${folder}/*`, assets.files);
  app.get(`${WEB_CLIENT_PATH}/*`, async (c) => {
    const path = new URL(c.req.url).pathname;
    if (namesFile(path)) throw new AppError('not-found', `no file ${path}`);
    const index = await assets.index(c);
    if (!index) throw new AppError('not-found', 'the web client is not built: run `npm run build`');
    const page = new Response(index.body, index);
    page.headers.set('cache-control', 'no-cache');
    return page;
  });
}
