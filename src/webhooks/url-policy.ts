const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);

/** IPv4/IPv6 literals of private, loopback, link-local (cloud metadata) and unspecified ranges. */
function isInternalAddress(host: string): boolean {
  const h = host.toLowerCase();
  if (LOOPBACK.has(h) || h.endsWith('.localhost') || h.endsWith('.local') || h.endsWith('.internal') || h === '0.0.0.0') return true;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(h);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return a === 10 || a === 127 || a === 0 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127);
  }
  if (h.startsWith('[')) return /^\[(::|::1|f[cd]|fe[89ab]|::ffff:)/.test(h);
  return !h.includes('.'); // a bare name resolves inside some network, never on the internet
}

/**
 * Where webhooks may be sent, so the service cannot be aimed at internal addresses: https to a public
 * host name or address; plain http only to loopback, and only when the server runs in local mode
 * (Node on a developer's machine). No credentials in the URL.
 */
export function checkWebhookUrl(raw: string, localMode: boolean): { ok: true; url: string } | { ok: false; reason: string } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'not a valid absolute URL' };
  }
  if (url.username || url.password) return { ok: false, reason: 'no credentials in the URL; the signature authenticates' };
  if (url.protocol === 'http:') {
    if (localMode && LOOPBACK.has(url.hostname)) return { ok: true, url: url.toString() };
    return { ok: false, reason: localMode ? 'http is allowed only to 127.0.0.1 or localhost' : 'https is required' };
  }
  if (url.protocol !== 'https:') return { ok: false, reason: 'https is required' };
  if (isInternalAddress(url.hostname)) return { ok: false, reason: 'internal and private addresses are not allowed' };
  return { ok: true, url: url.toString() };
}
