import type { TestProject } from 'vitest/node';
import buildAssets from '../../support/web-assets-setup';
import { startNodeServer } from './node-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Node server the browser suites share (`npm start`'s code path), e.g. http://127.0.0.1:41234. */
    browserBaseUrl: string;
  }
}

/**
 * Global setup of the browser tier: the web client built, then one Node server for all its suites
 * (starting one — PGlite, migrations — takes seconds on a loaded machine). Every suite makes its own
 * games, so they share it safely.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await buildAssets();
  const server = await startNodeServer();
  project.provide('browserBaseUrl', server.baseUrl);
  return () => server.stop();
}
