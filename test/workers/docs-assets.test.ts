import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

/**
 * On the Worker, /docs and GraphiQL load only files the deployment itself serves: the pinned
 * bundles in public/ (`npm run build`), served as static assets (`[assets]` in wrangler.toml) before
 * the Worker runs. The test reads them through the `ASSETS` binding of that same `[assets]` (the
 * pool's SELF does not route through the asset layer as a deployment does).
 */
const assets = (env as unknown as { ASSETS: { fetch(url: string): Promise<Response> } }).ASSETS;
// What a page loads: every `src`, and the `href` of its <link> tags (stylesheets, icons); an <a href>
// is a link the reader may follow (the pre-rendered reference has hundreds), not a file loaded.
const assetsOf = (html: string) =>
  [...html.matchAll(/\ssrc="([^"]+)"/g), ...html.matchAll(/<link\b[^>]*\shref="([^"]+)"/g)].map((m) => m[1]!).filter((u) => !u.startsWith('data:'));

describe('docs pages on the Worker', () => {
  it('/docs and GraphiQL refer only to same-origin files, and the Worker serves each of them', async () => {
    const docs = await SELF.fetch('http://tricktable.test/docs');
    const graphiql = await SELF.fetch('http://tricktable.test/graphql', { headers: { accept: 'text/html' } });
    expect(docs.status).toBe(200);
    expect(graphiql.status).toBe(200);
    expect(graphiql.headers.get('content-type')).toMatch(/text\/html/);
    const files = [...assetsOf(await docs.text()), ...assetsOf(await graphiql.text())];
    expect(files.sort()).toEqual(['/docs-assets/graphiql/graphiql.css', '/docs-assets/graphiql/graphiql.js', '/docs-assets/redoc/redoc.standalone.js', '/docs-assets/reference/hydrate.js']);
    // The pre-rendered reference hydrates from its own state file, served the same way (issue 30, item 8).
    for (const path of [...files, '/docs-assets/reference/state.json']) {
      const res = await assets.fetch(`http://tricktable.test${path}`);
      expect(res.status, path).toBe(200);
      expect((await res.arrayBuffer()).byteLength, path).toBeGreaterThan(100);
    }
    // The spec Redoc renders comes from the Worker too.
    expect((await SELF.fetch('http://tricktable.test/openapi.json')).status).toBe(200);
  });
});
