import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PollingChanges } from '../../src/app/notify';
import { HubChanges } from '../../src/objects';
import worker from '../../src/worker';
import { eventually } from '../support/eventually';
import { newPlayer } from '../support/players';
import { targets } from '../support/target.workers';

const unlimited = { RATE_LIMIT_PER_TOKEN: 'off', RATE_LIMIT_PER_IP: 'off', RATE_LIMIT_SIGN_UPS_PER_IP: 'off', RATE_LIMIT_STREAMS_PER_TOKEN: 'off', RATE_LIMIT_STREAMS_PER_IP: 'off' };

/**
 * Inside workerd: a player's stream or wait whose client goes away ends, its watch on the player's
 * hub closes (and any poller stops), and the request's database client closes — the execution context's
 * waitUntil work all finishes.
 */
describe('Player streams and waits inside workerd', () => {
  it('a player stream the client leaves, and a player wait the client abandons, end and close their database client', async () => {
    const server = await targets()[0]!.start();
    const bob = await newPlayer(server.api, 'Bob');
    const workerEnv = { ...env, ...unlimited };
    const auth = { authorization: `Bearer ${bob.key}` };

    const streamCtx = createExecutionContext();
    const streamed = await worker.fetch(new Request('http://tricktable.test/v1/me/stream', { headers: auth }), workerEnv as never, streamCtx as never);
    const reader = streamed.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toMatch(/^event: ready\n/);

    const abort = new AbortController();
    const waitCtx = createExecutionContext();
    const waiting = worker.fetch(new Request('http://tricktable.test/v1/me/games?turn=mine', { headers: { ...auth, prefer: 'wait=60' }, signal: abort.signal }), workerEnv as never, waitCtx as never);
    await eventually(() => HubChanges.watches >= 2, "the stream and the wait to watch the player's hub");

    await reader.cancel();
    abort.abort();
    const res = await waiting;
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ games: [] });
    await waitOnExecutionContext(streamCtx);
    await waitOnExecutionContext(waitCtx);
    await eventually(() => HubChanges.watches === 0 && PollingChanges.watches === 0 && PollingChanges.pendingTimers === 0, 'every watch to stop');
  });
});
