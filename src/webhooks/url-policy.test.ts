import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, internalAddressKind } from './url-policy';

/**
 * The webhook URL policy (issue 19, item 3): names are normalised (trailing dots, case, IDNA, legacy
 * IPv4 spellings) before they are judged. Pure string checks: nothing here is ever contacted.
 */
const production = (url: string) => checkWebhookUrl(url, false);

describe('webhook URLs in production mode', () => {
  it('refuses every spelling of an inward name the attack found, and their relatives', () => {
    const refused = [
      // the attack's spellings
      'https://localhost./x', 'https://LocalHost./x', 'https://foo.localhost./x', 'https://vm./x', 'https://localhost.localdomain/x',
      // case, trailing dots, IDNA (full-width letters and the ideographic full stop), percent-encoding
      'https://LOCALHOST/x', 'https://localhost../x', 'https://ｌｏｃａｌｈｏｓｔ/x', 'https://foo。localhost/x', 'https://local%68ost/x',
      // single labels and internal suffixes
      'https://intranet/x', 'https://printer.local/x', 'https://db.internal./x', 'https://nas.lan/x', 'https://router.home.arpa/x',
      'https://box.localdomain/x', 'https://git.corp/x', 'https://KUBERNETES.Default.SVC.Internal/x',
      // IP literals in every spelling URL accepts (all loopback, unspecified or link-local)
      'https://127.0.0.1/x', 'https://127.1/x', 'https://0x7f.1/x', 'https://2130706433/x', 'https://0177.0.0.1/x', 'https://0.0.0.0/x',
      'https://[::1]/x', 'https://[::]/x', 'https://[::ffff:127.0.0.1]/x', 'https://[::ffff:7f00:1]/x', 'https://[64:ff9b::7f00:1]/x',
      'https://[2002:7f00:1::]/x', 'https://[fe80::1]/x', 'https://169.254.169.254/latest',
    ];
    for (const url of refused) expect(production(url), url).toMatchObject({ ok: false });
  });

  it('accepts public names, also with a trailing dot or in capitals; never http', () => {
    for (const url of ['https://hooks.example.com/x', 'https://Hooks.Example.COM./x', 'https://xn--bcher-kva.example/x', 'https://localhost.example.com/x']) {
      expect(production(url), url).toMatchObject({ ok: true });
    }
    expect(production('http://hooks.example.com/x')).toEqual({ ok: false, reason: 'https is required' });
    expect(production('https://user:pw@hooks.example.com/x')).toMatchObject({ ok: false });
  });

  it('in local mode, http to loopback only (any case, a trailing dot), and https still not inward', () => {
    for (const url of ['http://127.0.0.1:8080/x', 'http://localhost:8080/x', 'http://LOCALHOST.:8080/x', 'http://[::1]:8080/x']) expect(checkWebhookUrl(url, true), url).toMatchObject({ ok: true });
    for (const url of ['http://foo.localhost/x', 'http://vm./x', 'https://localhost./x']) expect(checkWebhookUrl(url, true), url).toMatchObject({ ok: false });
  });
});

describe('addresses', () => {
  it('only public unicast passes; v6 forms that embed a v4 address are judged by it', () => {
    const internal: Record<string, string> = {
      '127.0.0.1': 'loopback', '127.255.0.9': 'loopback', '::1': 'loopback', '::ffff:127.0.0.1': 'loopback', '64:ff9b::7f00:1': 'loopback',
      '0.0.0.0': 'unspecified', '::': 'unspecified', '10.1.2.3': 'private', '172.16.0.1': 'private', '192.168.1.1': 'private',
      '::ffff:10.0.0.1': 'private', '100.64.0.1': 'carrierGradeNat', '169.254.169.254': 'linkLocal', 'fe80::1': 'linkLocal',
      'fc00::1': 'uniqueLocal', '224.0.0.1': 'multicast', 'ff02::1': 'multicast', '255.255.255.255': 'broadcast',
    };
    for (const [address, kind] of Object.entries(internal)) expect(internalAddressKind(address), address).toBe(kind);
  });
});
