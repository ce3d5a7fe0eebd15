import ipaddr from 'ipaddr.js';

/**
 * Where webhooks may be sent, so the service cannot be aimed inward (SSRF; issue 19). Names are
 * normalised first — WHATWG URL parsing lowercases, applies IDNA (UTS #46: full-width letters and
 * dots become ASCII) and reads IPv4 in every legacy spelling (`0x7f.1`, `2130706433`); trailing
 * dots are dropped here — and then judged. On Node the name is also resolved before every delivery
 * (address-guard.ts) and each address it resolves to is judged like a literal.
 */

/** Names that are internal by definition or by wide convention (RFC 6761, 6762 appendix G, 8375). */
const INTERNAL_SUFFIXES = ['localhost', 'localdomain', 'local', 'internal', 'lan', 'home.arpa', 'home', 'intranet', 'corp', 'private'];

/** The hostname of a URL as it is judged: lowercase ASCII (URL did that), no trailing dots, no brackets. */
export function normalisedHost(url: URL): string {
  return url.hostname.replace(/\.+$/, '').replace(/^\[(.*)\]$/, '$1');
}

/** The address an IPv6 address stands for when it embeds an IPv4 one (mapped, NAT64, 6to4). */
function embeddedV4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  if (address.isIPv4MappedAddress()) return address.toIPv4Address();
  const range = address.range();
  const bytes = address.toByteArray();
  if (range === 'rfc6052' || range === 'rfc6145') return new ipaddr.IPv4(bytes.slice(12, 16));
  if (range === '6to4') return new ipaddr.IPv4(bytes.slice(2, 6));
  return null;
}

/**
 * Why an IP address is not a public unicast one (`loopback`, `private`, `linkLocal`,
 * `carrierGradeNat`, `multicast`, `unspecified`, `reserved`…, ipaddr.js's range names), or null
 * when it is public. IPv6 addresses that embed an IPv4 address are judged by that address.
 */
export function internalAddressKind(literal: string): string | null {
  if (!ipaddr.isValid(literal)) return 'not an IP address';
  let address = ipaddr.parse(literal);
  if (address.kind() === 'ipv6') {
    const v4 = embeddedV4(address as ipaddr.IPv6);
    if (v4) address = v4;
  }
  const range = address.range();
  return range === 'unicast' ? null : range;
}

/** Why a host (normalised) may not receive production webhooks, or null. */
export function internalHostReason(host: string): string | null {
  if (ipaddr.isValid(host)) {
    const kind = internalAddressKind(host);
    return kind ? `${host} is a ${kind} address` : null;
  }
  if (!host.includes('.')) return `${host} is a single-label name (it resolves inside some network, never on the internet)`;
  const suffix = INTERNAL_SUFFIXES.find((s) => host === s || host.endsWith(`.${s}`));
  return suffix ? `names under .${suffix} are internal` : null;
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1']);

/**
 * https to a public host only; plain http only to loopback (127.0.0.1, localhost, [::1]), and only
 * when the server runs in local mode (Node on a developer's machine). No credentials in the URL.
 */
export function checkWebhookUrl(raw: string, localMode: boolean): { ok: true; url: string } | { ok: false; reason: string } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'not a valid absolute URL' };
  }
  if (url.username || url.password) return { ok: false, reason: 'no credentials in the URL; the signature authenticates' };
  const host = normalisedHost(url);
  if (url.protocol === 'http:') {
    if (localMode && LOOPBACK_NAMES.has(host)) return { ok: true, url: url.toString() };
    return { ok: false, reason: localMode ? 'http is allowed only to 127.0.0.1 or localhost' : 'https is required' };
  }
  if (url.protocol !== 'https:') return { ok: false, reason: 'https is required' };
  const internal = internalHostReason(host);
  if (internal) return { ok: false, reason: `internal and private addresses are not allowed: ${internal}` };
  return { ok: true, url: url.toString() };
}
