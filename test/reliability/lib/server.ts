import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppOptions } from '../../../src/http/app';
import type { RateLimitSettings } from '../../../src/http/rate-limit';
import type { DatabaseKind } from '../../support/databases';
import { startServer, type NodeTestServer } from '../../support/server';

/** As test/support/server.ts, with app options (a rate limit, with an optional clock for it). */
export function startServerWith(kind: DatabaseKind, options: AppOptions = {}): Promise<NodeTestServer> {
  return startServer(kind, { app: options });
}

/** Rate-limit options as src/node.ts builds them, with given settings and clock. */
export function nodeRateLimit(settings: RateLimitSettings, now?: () => number): AppOptions['rateLimit'] {
  return { settings, now, clientIp: (c) => getConnInfo(c).remote.address };
}
