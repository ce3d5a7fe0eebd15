import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';

/**
 * The Node server serves the built web client from public/ (the directory the Worker's `[assets]`
 * uploads): the app at /play and at every deep link under it, the bundles with long-lived caching,
 * and a 404 problem for a missing file, never the app in its place.
 */
describe('the web client, served by Node', () => {
  const base = inject('browserBaseUrl');
  const index = readFileSync('public/play/index.html', 'utf8');
  const get = (path: string, init?: RequestInit) => fetch(`${base}${path}`, { redirect: 'manual', ...init });

  it('/play redirects to /play/, which is the app (revalidated on every load)', async () => {
    const bare = await get('/play?x=1');
    expect(bare.status).toBe(307);
    expect(bare.headers.get('location')).toBe('/play/?x=1');
    const app = await get('/play/');
    expect(app.status).toBe(200);
    expect(app.headers.get('content-type')).toMatch(/^text\/html/);
    expect(app.headers.get('cache-control')).toBe('no-cache');
    expect(await app.text()).toBe(index);
  });

  it('a deep link to a game (with its seat) answers the app, which routes in the browser', async () => {
    for (const path of ['/play/g/g_x8Qk2M0aZp1s7YvB', '/play/g/g_x8Qk2M0aZp1s7YvB?seat=2', '/play/g/g_x8Qk2M0aZp1s7YvB/']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(index);
    }
  });

  it('the bundles it names are served, hashed names cached for a year; a missing file is a 404 problem', async () => {
    const assets = [...index.matchAll(/(?:src|href)="(\/play\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(2);
    for (const path of assets) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('content-type')).toMatch(path.endsWith('.js') ? /javascript/ : /^text\/css/);
    }
    const missing = await get('/play/assets/nothing-12345678.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await missing.json()).toMatchObject({ code: 'not-found' });
  });

  it('nothing outside public/ is reachable; the API beside it is unchanged', async () => {
    for (const path of ['/play/..%2f..%2fpackage.json', '/play/%2e%2e/%2e%2e/package.json', '/play/assets/../../package.json']) {
      const res = await get(path);
      const body = await res.text();
      expect(body, path).not.toContain('"devDependencies"');
    }
    const games = await get('/v1/games');
    expect(games.status).toBe(200);
    expect(((await games.json()) as { gameTypes: unknown[] }).gameTypes).toHaveLength(4);
    expect((await get('/')).headers.get('content-type')).toMatch(/^application\/json/);
  });
});
