import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PollingChanges } from '../../src/app/notify';
import { HubChanges } from '../../src/objects';
import worker from '../../src/worker';
import { eventually } from '../support/eventually';
import { targets } from '../support/target.workers';

const unlimited = { RATE_LIMIT_PER_TOKEN: 'off', RATE_LIMIT_PER_IP: 'off', RATE_LIMIT_SIGN_UPS_PER_IP: 'off', RATE_LIMIT_STREAMS_PER_TOKEN: 'off', RATE_LIMIT_STREAMS_PER_IP: 'off' };

/**
 * Inside workerd: a stream or a wait whose client goes away ends, its watch on the game's hub closes
 * (and any poller stops), and the request's
 * database client closes (Neon's HTTP path, and a WebSocket session if a transaction opened one) —
 * the execution context's waitUntil work all finishes.
 */
describe('Streams and waits inside workerd', () => {
  it('a stream the client leaves, and a wait the client abandons, end and close their database client', async () => {
    const server = await targets()[0]!.start();
    const g = await server.api.startedTango();
    const workerEnv = { ...env, ...unlimited };

    const streamCtx = createExecutionContext();
    const streamed = await worker.fetch(new Request(`http://tricktable.test/v1/games/${g.id}/stream`), workerEnv as never, streamCtx as never);
    const reader = streamed.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toMatch(/^event: view\n/);

    const abort = new AbortController();
    const waitCtx = createExecutionContext();
    const waiting = worker.fetch(
      new Request(`http://tricktable.test/v1/games/${g.id}`, { headers: { 'if-none-match': `"${g.version}"`, prefer: 'wait=60' }, signal: abort.signal }),
      workerEnv as never,
      waitCtx as never,
    );
    await eventually(() => HubChanges.watches >= 2, 'the stream and the wait to watch the game hub');

    await reader.cancel();
    abort.abort();
    expect((await waiting).status).toBe(304);
    await waitOnExecutionContext(streamCtx);
    await waitOnExecutionContext(waitCtx);
    await eventually(() => HubChanges.watches === 0 && PollingChanges.watches === 0 && PollingChanges.pendingTimers === 0, 'every watch to stop');
  });
});
