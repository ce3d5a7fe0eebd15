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

/**
 * The IPv4 address an IPv6 address stands for, when it embeds one (issue 26, item 5), by its bytes:
 * - IPv4-mapped `::ffff:a.b.c.d` and IPv4-translated `::ffff:0:a.b.c.d` (RFC 4291, 2765): the last 4;
 * - IPv4-compatible `::a.b.c.d` (RFC 4291 §2.5.5.1, deprecated): the last 4 (`::` and `::1` are
 *   judged as themselves). WHATWG URL writes `[::127.0.0.1]` as `[::7f00:1]`, so the bytes decide,
 *   never the spelling (ipaddr.js reads the dotted form as mapped but the hex form as unicast);
 * - NAT64 with the well-known prefix `64:ff9b::/96` (RFC 6052): the last 4;
 * - 6to4 `2002:AABB:CCDD::/48` (RFC 3056): bytes 2–5.
 * The local-use NAT64 prefix `64:ff9b:1::/48` (RFC 8215) is not here: where it embeds the address
 * depends on a length its operator chose, so internalAddressKind refuses all of it.
 */
function embeddedV4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const bytes = address.toByteArray();
  const v4At = (at: number) => new ipaddr.IPv4(bytes.slice(at, at + 4));
  switch (address.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
    case 'rfc6052':
      return v4At(12);
    case '6to4':
      return v4At(2);
    case 'unicast':
      return bytes.slice(0, 12).every((b) => b === 0) ? v4At(12) : null;
    default:
      return null;
  }
}

/** `64:ff9b:1::/48`, NAT64 for local use (RFC 8215): its translator is inside an operator's network. */
const LOCAL_NAT64 = ipaddr.parseCIDR('64:ff9b:1::/48');

/**
 * Why an IP address is not a public unicast one (`loopback`, `private`, `linkLocal`,
 * `carrierGradeNat`, `multicast`, `unspecified`, `reserved`…, ipaddr.js's range names, and
 * `localNat64`), or null when it is public. IPv6 addresses that embed an IPv4 address (mapped,
 * compatible, translated, NAT64, 6to4) are judged by that address.
 */
export function internalAddressKind(literal: string): string | null {
  if (!ipaddr.isValid(literal)) return 'not an IP address';
  let address = ipaddr.parse(literal);
  if (address.kind() === 'ipv6') {
    if (address.match(LOCAL_NAT64)) return 'localNat64';
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
