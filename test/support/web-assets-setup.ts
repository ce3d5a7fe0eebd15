import { buildIfChanged } from '../../scripts/build-assets';

/**
 * Vitest global setup of the suites that serve public/ (the browser suites, the Worker with its
 * `[assets]`): builds public/ when it is missing or its inputs changed since it was built (the
 * content hash in public/.build-hash, as `npm start` checks it; .ci/run builds it first, so there it
 * is up to date already).
 */
export default async function setup(): Promise<void> {
  await buildIfChanged();
}
