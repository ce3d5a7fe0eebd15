import { describe, expect, it } from 'vitest';
import { nodeConfig, productionGaps } from './config';
import { isLoopbackHost, modeLine } from './node-mode-line';
import { serverMode } from './server-mode';

/** The choice of mode (issue 26, item 8); the modes at work: test/server-modes.test.ts. */
describe('server mode', () => {
  const url = 'postgres://u@127.0.0.1:5432/db';

  it('is local without DATABASE_URL and production with it, unless TRICKTABLE_MODE (or LOCAL_MODE=1) says', () => {
    expect(serverMode({})).toEqual({ mode: 'local', why: 'the default without DATABASE_URL' });
    expect(serverMode({ DATABASE_URL: url })).toEqual({ mode: 'production', why: 'the default with DATABASE_URL' });
    expect(serverMode({ DATABASE_URL: url, TRICKTABLE_MODE: 'local' }).mode).toBe('local');
    expect(serverMode({ TRICKTABLE_MODE: 'production' }).mode).toBe('production');
    expect(serverMode({ DATABASE_URL: url, LOCAL_MODE: '1' })).toEqual({ mode: 'local', why: 'LOCAL_MODE=1' });
    // The explicit setting wins over the older one; empty is unset.
    expect(serverMode({ DATABASE_URL: url, LOCAL_MODE: '1', TRICKTABLE_MODE: 'production' }).mode).toBe('production');
    expect(serverMode({ DATABASE_URL: url, TRICKTABLE_MODE: '' }).mode).toBe('production');
    expect(() => serverMode({ TRICKTABLE_MODE: 'prod' })).toThrow(/TRICKTABLE_MODE must be local or production/);
  });

  it('is a Node setting parsed at start: a bad value fails there', () => {
    expect(nodeConfig({ TRICKTABLE_MODE: 'production' }).TRICKTABLE_MODE).toBe('production');
    expect(nodeConfig({ TRICKTABLE_MODE: '' }).TRICKTABLE_MODE).toBeUndefined();
    expect(() => nodeConfig({ TRICKTABLE_MODE: 'dev' })).toThrow(/bad environment: TRICKTABLE_MODE/);
  });

  it('production on Node needs PostgreSQL and a TOKEN_SECRET of its own: no stand-ins', () => {
    expect(productionGaps(nodeConfig({}))).toEqual([expect.stringMatching(/^DATABASE_URL/), expect.stringMatching(/^TOKEN_SECRET/)]);
    expect(productionGaps(nodeConfig({ DATABASE_URL: url, TOKEN_SECRET: '' }))).toEqual([expect.stringMatching(/^TOKEN_SECRET/)]);
    expect(productionGaps(nodeConfig({ DATABASE_URL: url, TOKEN_SECRET: 'x'.repeat(32) }))).toEqual([]);
  });

  it('is printed with what it allows and why it was chosen', () => {
    expect(modeLine(serverMode({}))).toBe('mode: local (the default without DATABASE_URL; webhooks may go to http://127.0.0.1; TRICKTABLE_MODE=production for a deployment)');
    expect(modeLine(serverMode({ TRICKTABLE_MODE: 'production' }))).toBe('mode: production (TRICKTABLE_MODE=production; webhooks https to public hosts only)');
    expect(['127.0.0.1', '127.1.2.3', '::1', 'localhost'].every(isLoopbackHost)).toBe(true);
    expect(['0.0.0.0', '::', '192.168.1.2', '127.0.0.1.example.com'].some(isLoopbackHost)).toBe(false);
  });
});
