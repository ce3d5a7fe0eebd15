import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** The TOKEN_SECRET of every server under test (test/support/server.ts uses the same). */
const TEST_TOKEN_SECRET = 'test-only-token-secret-0123456789abcdef';

// One graphql instance: load it as Node loads it for graphql-yoga (its CommonJS main), not as Vite
// would (its `module` file), or GraphQL refuses a schema "from another module or realm".
const oneGraphql = { find: /^graphql$/, replacement: 'graphql/index.js' };

/**
 * Two tiers. `node`: every rules, database and HTTP suite on Node (PGlite, plus PostgreSQL when
 * TEST_DATABASE_URL is set). `workers`: the HTTP suites again, inside workerd against src/worker.ts,
 * on PostgreSQL through Neon's HTTP driver and a local stand-in for Neon's HTTP endpoint
 * (NEON_HTTP_ENDPOINT, or one the global setup starts), with the WebSocket proxy for transactions;
 * it runs when TEST_DATABASE_URL and NEON_WS_PROXY are both set (.ci/run starts them).
 */
const workersTier = Boolean(process.env.TEST_DATABASE_URL && process.env.NEON_WS_PROXY);

if (!workersTier) console.log('(workers tier skipped: set TEST_DATABASE_URL and NEON_WS_PROXY, or run `bash .ci/run`)');
/** `browser`: the web client in a real Chromium (Debian's, `apt-get install chromium`; .ci/run installs it). */
const browserTier = existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
if (!browserTier) console.log('(browser tier skipped: no Chromium at /usr/bin/chromium — `apt-get install chromium`, or run `bash .ci/run`)');

export default defineConfig({
  test: {
    reporters: ['default', './test/support/summary-reporter.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      {
        resolve: { alias: [oneGraphql, { find: '#target', replacement: here('./test/support/target.node.ts') }] },
        test: { name: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'gateway/**/*.test.ts'], exclude: ['test/workers/**', 'test/browser/**', '**/node_modules/**'], testTimeout: 300_000, hookTimeout: 120_000,
          // Two files at once: vitest's default is one worker fewer than the cores, which on CI's two
          // cores ran every file alone, half the time loading modules with the other core idle. Each
          // file makes its own databases (PGlite, a scratch PostgreSQL database), so they never meet.
          // (vitest runs projects with different worker counts one after the other: say in which order.)
          maxWorkers: 2, sequence: { groupOrder: 0 } },
      },
      ...(browserTier
        ? [
            {
              resolve: { alias: [oneGraphql, { find: '#target', replacement: here('./test/support/target.node.ts') }] },
              test: {
                name: 'browser',
                include: ['test/browser/**/*.test.ts'],
                globalSetup: ['./test/browser/support/global-setup.ts'],
                // One Chromium at a time: each suite already drives several pages.
                fileParallelism: false,
                sequence: { groupOrder: 2 },
                testTimeout: 600_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
      ...(workersTier
        ? [
            {
              plugins: [
                cloudflareTest(({ inject }) => ({
                  main: './src/worker.ts',
                  wrangler: { configPath: './wrangler.toml' },
                  // WAIT_POLL_MS: waits and streams check every 100 ms, not every second, so that whole
                  // games played over streams stay quick (the polling path is the same).
                  miniflare: {
                    bindings: {
                      DATABASE_URL: inject('workersDatabaseUrl'),
                      NEON_WS_PROXY: inject('wsProxy'),
                      NEON_HTTP_ENDPOINT: inject('neonHttpEndpoint'),
                      LOCAL_MODE: '1',
                      RECEIVER_URL: inject('receiverUrl'),
                      WAIT_POLL_MS: '100',
                      TOKEN_SECRET: TEST_TOKEN_SECRET,
                    },
                  },
                })),
              ],
              resolve: { alias: [{ find: '#target', replacement: here('./test/support/target.workers.ts') }] },
              test: {
                name: 'workers',
                sequence: { groupOrder: 1 },
                include: ['test/http/**/*.test.ts', 'test/workers/**/*.test.ts', 'test/reliability/http/**/*.test.ts'],
                globalSetup: ['./test/support/workers-global-setup.ts', './test/support/web-assets-setup.ts', './test/support/workers-fault-setup.ts'],
                testTimeout: 300_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
    ],
  },
});
