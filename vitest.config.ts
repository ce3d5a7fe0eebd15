import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One graphql instance: load it as Node loads it for graphql-yoga (its CommonJS main), not as
    // Vite would (its `module` file), or GraphQL refuses a schema "from another module or realm".
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    reporters: ['default', './test/support/summary-reporter.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
