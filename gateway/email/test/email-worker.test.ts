import { readFileSync } from 'node:fs';
import { Miniflare } from 'miniflare';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailPlayer } from './support/email-player';
import { INBOUND_SECRET, logOf, startHarness, type Harness } from './support/harness';
import { codesOf } from './support/mail-sink';

/**
 * The Cloudflare Email Worker (worker/email-worker.ts) in the real Workers runtime (Miniflare's
 * workerd), its `email` handler triggered as Email Routing would, forwarding to the gateway: the
 * move is played, and what the gateway refuses is rejected to the sender with its reason.
 */
describe('the Cloudflare Email Worker', () => {
  let h: Harness;
  let mf: Miniflare;
  let ada: EmailPlayer;
  let bob: EmailPlayer;

  beforeAll(async () => {
    h = await startHarness();
    ada = await h.player('Ada');
    bob = await h.player('Bob');
    const source = readFileSync(new URL('../worker/email-worker.ts', import.meta.url), 'utf8');
    const script = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
    mf = new Miniflare({
      modules: true,
      script,
      compatibilityDate: '2025-01-01',
      unsafeTriggerHandlers: true,
      bindings: { GATEWAY_INBOUND_URL: `${h.gateway.httpUrl}/inbound`, INBOUND_SECRET, MAX_MESSAGE_BYTES: '65536' },
    });
  });
  afterAll(async () => {
    await mf?.dispose();
    await h?.close();
  });

  const route = (from: string, to: string, raw: Buffer) =>
    mf.dispatchFetch(`http://localhost/cdn-cgi/handler/email?${new URLSearchParams({ from, to })}`, { method: 'POST', body: new Uint8Array(raw) });

  it('forwards a reply to the gateway, which plays it', async () => {
    const id = await h.game('tango', { firstDealer: 0 }, [ada, bob]);
    const mail = await h.sink.take((m) => m.game === id && m.kind === 'turn', "Ada's turn");
    const code = codesOf(mail.text)[0]!;
    const reply = await ada.write(mail, code);
    const res = await route(reply.from, reply.to, reply.raw);
    expect(res.status, await res.text()).toBe(200);
    expect((await logOf(h.server, id)).filter((e) => e.kind === 'action').map((e) => e.events[0]!.card)).toEqual([code]);
    expect(h.logs.some((e) => e.event === 'reply.played' && e.via === 'http')).toBe(true);

    // A forged address: the Worker rejects the mail with the gateway's reason (the sender gets the bounce).
    const forged = await ada.write(mail, code, { to: mail.replyTo!.replace(/\+(.)/, (_, c: string) => `+${c === 'a' ? 'b' : 'a'}`) });
    const refused = await route(forged.from, forged.to, forged.raw);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('this reply address is not one this gateway wrote');
    // Too large for the gateway: refused by the Worker itself, before a byte is forwarded.
    const big = await ada.write(mail, code, { extra: 'x'.repeat(70_000) });
    const tooBig = await route(big.from, big.to, big.raw);
    expect(tooBig.status).toBe(400);
    expect(await tooBig.text()).toContain('a reply may be at most 65536 bytes');
    expect((await logOf(h.server, id)).filter((e) => e.kind === 'action')).toHaveLength(1);
  });
});
