import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromBase32, toBase32 } from '../src/tokens/base32';
import { verifyToken } from '../src/tokens/reply-token';
import { deliver, type EmailPlayer } from './support/email-player';
import { INBOUND_SECRET, MAX_BYTES, TOKEN_SECRET, TOKEN_TTL, logOf, startHarness, type Harness } from './support/harness';
import { codesOf, type SunkMail } from './support/mail-sink';

/** The token of a reply address, and the address with another token. */
const tokenOf = (address: string) => address.split('@')[0]!.split('+')[1]!;
const withToken = (address: string, token: string) => `turn+${token}@${address.split('@')[1]}`;

/**
 * Replies the gateway must not play: a forged or changed reply address, none at all (a `From:`
 * alone), another sender, an oversized message, an expired address. Each plays nothing and is
 * logged; where the reply is a known player's, the player is told by mail, at their own address.
 */
describe('replies the gateway refuses', () => {
  let h: Harness;
  let ada: EmailPlayer;
  let bob: EmailPlayer;
  let now = Date.parse('2026-12-01T09:00:00Z');
  let id: string;
  let adas: SunkMail;

  beforeAll(async () => {
    // The gateway's clock (token expiry only) is the test's; the server keeps its own.
    h = await startHarness({ clock: () => new Date(now) });
    ada = await h.player('Ada');
    bob = await h.player('Bob');
    id = await h.game('tango', { firstDealer: 0, autoPlayForced: false }, [ada, bob]);
    adas = await h.sink.take((m) => m.game === id && m.kind === 'turn' && m.seat === 0, "Ada's turn");
  });
  afterAll(async () => h?.close());

  const nothingPlayed = async () => expect((await logOf(h.server, id)).filter((e) => e.kind === 'action')).toEqual([]);
  const rejectedLogs = (reason: string) => h.logs.filter((e) => e.event === 'reply.rejected' && e.reason === reason);

  it('plays nothing from a reply address whose token was changed: a character, or the seat', async () => {
    const token = tokenOf(adas.replyTo!);
    expect(verifyToken(token, TOKEN_SECRET)).toMatchObject({ ok: true, token: { kind: 'turn', gameId: id, seat: 0, version: adas.version } });
    const flipped = token.slice(0, 20) + (token[20] === 'a' ? 'b' : 'a') + token.slice(21);
    // Bob's seat in Ada's token, the signature kept: what a forger who read the format would try.
    const bytes = fromBase32(token)!;
    bytes[14] = 1;
    const reseated = toBase32(bytes);
    for (const [forged, door] of [
      [flipped, 'smtp'],
      [flipped, 'http'],
      [reseated, 'smtp'],
      [reseated, 'http'],
    ] as const) {
      const reply = await ada.write(adas, codesOf(adas.text)[0]!, { to: withToken(adas.replyTo!, forged) });
      const delivered = await deliver(h.doors, reply, door);
      // SMTP refuses it at RCPT TO (the sending server bounces our reason); HTTP answers 403.
      expect(delivered, `${forged} over ${door}`).toMatchObject(door === 'smtp' ? { ok: false, status: 550 } : { ok: false, status: 403, outcome: 'rejected' });
      expect(delivered.text).toContain('this reply address is not one this gateway wrote');
    }
    expect(rejectedLogs('forged-token')).toHaveLength(4);
    await nothingPlayed();
  });

  it('plays nothing from the From: header alone, nor from another sender with a real token', async () => {
    // No token: mail to the gateway's plain address from Ada's own address.
    const bare = await ada.write(adas, codesOf(adas.text)[0]!, { to: 'turn@mail.test' });
    expect(await deliver(h.doors, bare, 'smtp')).toMatchObject({ ok: false, status: 550 });
    expect(await deliver(h.doors, bare, 'http')).toMatchObject({ ok: false, status: 422, outcome: 'rejected' });
    expect(rejectedLogs('no-token')).toHaveLength(2);
    // Ada's real reply address, but from Bob's address: refused, and Ada is told at her own address.
    const other = await ada.write(adas, codesOf(adas.text)[0]!, { from: bob.address });
    const delivered = await deliver(h.doors, other, 'smtp');
    expect(delivered).toMatchObject({ ok: false, status: 550 });
    expect(delivered.text).toContain("only from the player's own address");
    const [told] = h.sink.all((m) => m.inReplyTo === other.messageId);
    expect(told!.to).toBe(ada.address);
    expect(told!.text.replace(/\s+/g, ' ')).toContain(`came from ${bob.address}, not from your address ${ada.address}: nothing was played`);
    expect(rejectedLogs('sender-mismatch')).toHaveLength(1);
    // Another domain altogether: the gateway is no relay.
    const relay = await ada.write(adas, 'G1', { to: 'someone@elsewhere.test' });
    expect(await deliver(h.doors, relay, 'smtp')).toMatchObject({ ok: false, status: 550 });
    await nothingPlayed();
  });

  it('refuses a reply over the size limit over SMTP and over HTTP, and logs it', async () => {
    const big = await ada.write(adas, codesOf(adas.text)[0]!, { extra: `\n${'x'.repeat(76)}\n`.repeat(Math.ceil(MAX_BYTES / 78) + 10) });
    expect(big.raw.length).toBeGreaterThan(MAX_BYTES);
    const smtp = await deliver(h.doors, big, 'smtp');
    expect(smtp).toMatchObject({ ok: false, status: 552, outcome: 'too-large' });
    const http = await deliver(h.doors, big, 'http');
    expect(http).toMatchObject({ ok: false, status: 413, outcome: 'too-large' });
    expect(h.logs.filter((e) => e.event === 'reply.too-large').map((e) => e.via)).toEqual(['smtp', 'http']);
    await nothingPlayed();
  });

  it('takes HTTP inbound mail only with the inbound secret', async () => {
    const reply = await ada.write(adas, codesOf(adas.text)[0]!);
    const res = await fetch(`${h.doors.httpUrl}/inbound`, { method: 'POST', headers: { authorization: 'Bearer not-the-secret', 'x-envelope-to': reply.to }, body: new Uint8Array(reply.raw) });
    expect(res.status).toBe(401);
    expect(INBOUND_SECRET).not.toBe('not-the-secret');
    await nothingPlayed();
  });

  it('answers a reply after its address expired politely, with a fresh address that plays', async () => {
    now += (TOKEN_TTL + 60) * 1000;
    const late = await ada.reply(h.doors, adas, codesOf(adas.text)[0]!, 'http');
    expect(late).toMatchObject({ outcome: 'refused', status: 200 });
    const [answer] = h.sink.all((m) => m.inReplyTo === late.messageId);
    expect(answer!.to).toBe(ada.address);
    expect(answer!.text.replace(/\s+/g, ' ')).toContain('The reply address of that mail expired at 2026-12-08 09:00 UTC: nothing was played.');
    await nothingPlayed();
    // The game waited: the answer is a turn mail again, with a new address.
    expect(codesOf(answer!.text)).toEqual(codesOf(adas.text));
    expect(answer!.replyTo).not.toBe(adas.replyTo);
    const again = await ada.reply(h.doors, answer!, codesOf(answer!.text)[0]!, 'smtp');
    expect(again.outcome, again.text).toBe('played');
    expect(h.logs.some((e) => e.event === 'reply.refused' && e.reason === 'expired')).toBe(true);
  });
});
