import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { callWorker } from '../support/target.workers';

/**
 * The Worker with `[assets]` (wrangler.toml): the platform serves every file of public/ itself, so
 * the Worker sees only what no file matches. For the web client's deep links (/play/g/{id}…) it
 * answers /play/index.html through its ASSETS binding; a missing file stays a 404 problem.
 */
describe('the web client on Workers', () => {
  const assets = (env as unknown as { ASSETS: { fetch(request: Request): Promise<Response> } }).ASSETS;

  it('the ASSETS binding holds the built web client (public/play/)', async () => {
    const res = await assets.fetch(new Request('http://tricktable.test/play/'));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="app"></div>');
  });

  it('a deep link reaching the Worker answers the app; a missing file under /play is a 404 problem', async () => {
    const app = await (await assets.fetch(new Request('http://tricktable.test/play/'))).text();
    for (const path of ['/play/g/g_x8Qk2M0aZp1s7YvB', '/play/g/g_x8Qk2M0aZp1s7YvB?seat=1']) {
      const res = await callWorker(`http://tricktable.test${path}`, {});
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(app);
    }
    const missing = await callWorker('http://tricktable.test/play/assets/nothing-12345678.js', {});
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'not-found' });
  });
});
