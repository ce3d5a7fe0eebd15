import { lookup as dnsLookup } from 'node:dns/promises';
import { internalAddressKind, normalisedHost } from './url-policy';

/** Every address a name resolves to (as getaddrinfo answers it, /etc/hosts included). */
export type Lookup = (host: string) => Promise<ReadonlyArray<{ readonly address: string }>>;

const systemLookup: Lookup = (host) => dnsLookup(host, { all: true, verbatim: true });

/**
 * Node only (Workers cannot reach private networks at all): resolves a webhook's host right before
 * each delivery and refuses it when any address it resolves to is private, loopback, link-local,
 * CGNAT, multicast, unspecified or reserved (v4 and v6, v4-mapped included), so a public-looking
 * name that points inward is never sent to. In local mode loopback is allowed (http to 127.0.0.1 is
 * how a developer receives webhooks). Answers the refusal, recorded as the attempt's error, or null.
 */
export function addressGuard({ localMode, lookup = systemLookup }: { localMode: boolean; lookup?: Lookup }): (url: string) => Promise<string | null> {
  return async (raw) => {
    const host = normalisedHost(new URL(raw));
    let addresses: ReadonlyArray<{ readonly address: string }>;
    try {
      addresses = internalAddressKind(host) === 'not an IP address' ? await lookup(host) : [{ address: host }];
    } catch (err) {
      return `could not resolve ${host}: ${(err as { code?: string }).code ?? String(err)}`;
    }
    if (addresses.length === 0) return `could not resolve ${host}: no address`;
    for (const { address } of addresses) {
      const kind = internalAddressKind(address);
      if (kind && !(localMode && kind === 'loopback')) return `refused: ${host} resolves to ${address}, a ${kind} address`;
    }
    return null;
  };
}
