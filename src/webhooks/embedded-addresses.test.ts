import { describe, expect, it } from 'vitest';
import { addressGuard } from './address-guard';
import { checkWebhookUrl, internalAddressKind } from './url-policy';

/**
 * IPv6 addresses that embed an IPv4 one (issue 26, item 5): IPv4-compatible `::a.b.c.d`,
 * IPv4-mapped `::ffff:a.b.c.d`, IPv4-translated `::ffff:0:a.b.c.d`, NAT64 `64:ff9b::/96` and 6to4
 * `2002::/16` are judged by the IPv4 address they carry, in the dotted and in the hex spelling (WHATWG
 * URL turns `[::127.0.0.1]` into `[::7f00:1]`); the local-use NAT64 prefix `64:ff9b:1::/48` is
 * refused whole. Each row is checked where a URL is registered (production mode) and where a delivery
 * is about to go out (Node's guard, production mode), as a literal and as what a name resolves to.
 * Pure checks: the stand-in for DNS answers the row's address, nothing is contacted.
 */
const rows: ReadonlyArray<readonly [address: string, kind: string | null]> = [
  // IPv4-compatible (the spellings first)
  ['::127.0.0.1', 'loopback'],
  ['::7f00:1', 'loopback'],
  ['0:0:0:0:0:0:7f00:1', 'loopback'],
  ['::169.254.169.254', 'linkLocal'],
  ['::a9fe:a9fe', 'linkLocal'],
  ['::10.1.2.3', 'private'],
  ['::c0a8:101', 'private'],
  ['::100.64.0.1', 'carrierGradeNat'],
  ['::224.0.0.1', 'multicast'],
  ['::255.255.255.255', 'broadcast'],
  ['::0.0.0.2', 'unspecified'],
  // IPv4-mapped and IPv4-translated
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:7f00:1', 'loopback'],
  ['0:0:0:0:0:ffff:7f00:1', 'loopback'],
  ['::ffff:169.254.169.254', 'linkLocal'],
  ['::ffff:a9fe:a9fe', 'linkLocal'],
  ['::ffff:192.168.0.1', 'private'],
  ['::ffff:0:7f00:1', 'loopback'],
  ['::ffff:0:a9fe:a9fe', 'linkLocal'],
  // NAT64, well-known prefix (RFC 6052)
  ['64:ff9b::127.0.0.1', 'loopback'],
  ['64:ff9b::7f00:1', 'loopback'],
  ['64:ff9b::a9fe:a9fe', 'linkLocal'],
  ['64:ff9b::a00:1', 'private'],
  // NAT64, local-use prefix (RFC 8215): refused whatever it embeds, wherever
  ['64:ff9b:1::7f00:1', 'localNat64'],
  ['64:ff9b:1::a9fe:a9fe', 'localNat64'],
  ['64:ff9b:1:7f00:0:100::', 'localNat64'],
  ['64:ff9b:1::808:808', 'localNat64'],
  // 6to4 (RFC 3056): the IPv4 address is bytes 2–5
  ['2002:7f00:1::', 'loopback'],
  ['2002:7f00:1:1::1', 'loopback'],
  ['2002:a9fe:a9fe::1', 'linkLocal'],
  ['2002:c0a8:101::1', 'private'],
  ['2002:6440:1::1', 'carrierGradeNat'],
  // refused before this change, still refused
  ['::1', 'loopback'],
  ['::', 'unspecified'],
  ['fe80::1', 'linkLocal'],
  ['fc00::1', 'uniqueLocal'],
  ['2001::1', 'teredo'],
  // public addresses, embedded or not, pass
  ['::8.8.8.8', null],
  ['::808:808', null],
  ['::ffff:8.8.8.8', null],
  ['64:ff9b::808:808', null],
  ['2002:808:808::1', null],
  ['2606:4700:4700::1111', null],
];

describe('IPv6 addresses that embed an IPv4 address', () => {
  it.each(rows)('%s is judged as %s', (address, kind) => {
    expect(internalAddressKind(address)).toBe(kind);
  });

  it.each(rows)('registration in production mode: https://[%s]/ (%s)', (address, kind) => {
    const checked = checkWebhookUrl(`https://[${address}]/hook`, false);
    if (kind === null) expect(checked).toMatchObject({ ok: true });
    else expect(checked).toEqual({ ok: false, reason: expect.stringMatching(new RegExp(`^internal and private addresses are not allowed: \\S+ is a ${kind} address$`)) });
  });

  it.each(rows)('delivery in production mode: https://[%s]/ and a name resolving to it (%s)', async (address, kind) => {
    const guard = addressGuard({ localMode: false, lookup: async () => [{ address: '93.184.215.14' }, { address }] });
    const asName = await guard('https://hooks.example.com/hook');
    const asLiteral = await guard(`https://[${address}]/hook`);
    if (kind === null) {
      expect(asName).toBeNull();
      expect(asLiteral).toBeNull();
    } else {
      expect(asName).toBe(`refused: hooks.example.com resolves to ${address}, a ${kind} address`);
      expect(asLiteral).toMatch(new RegExp(`^refused: \\S+ resolves to \\S+, a ${kind} address$`));
    }
  });

  it('the issue\'s URLs are refused at registration, in both modes, over http and https', () => {
    for (const url of ['http://[::127.0.0.1]/', 'http://[::169.254.169.254]/', 'https://[::127.0.0.1]/', 'https://[::169.254.169.254]/', 'http://[::ffff:127.0.0.1]/', 'http://[64:ff9b::7f00:1]/']) {
      expect(checkWebhookUrl(url, false), url).toMatchObject({ ok: false });
      expect(checkWebhookUrl(url, true), url).toMatchObject({ ok: false });
    }
  });

  it('local mode at delivery: embedded loopback passes like 127.0.0.1 does there; every other embedded inward address is refused', async () => {
    const guard = addressGuard({ localMode: true, lookup: async () => [] });
    expect(await guard('https://[::7f00:1]/hook')).toBeNull(); // loopback: what local mode allows
    expect(await guard('https://[::a9fe:a9fe]/hook')).toMatch(/a linkLocal address$/);
    expect(await guard('https://[2002:c0a8:101::1]/hook')).toMatch(/a private address$/);
    expect(await guard('https://[64:ff9b:1::7f00:1]/hook')).toMatch(/a localNat64 address$/);
  });
});
