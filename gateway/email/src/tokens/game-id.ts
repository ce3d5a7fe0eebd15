/**
 * A game id in few bytes. Tricktable's ids today are `g_` and 16 letters or digits: that is a number
 * below 62^16 < 2^96, so 12 bytes (flag 0). Any other id is carried as it is (flag = its UTF-8
 * length), so a server with another id format still works — with a longer address.
 */
const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const COMPACT = /^g_[A-Za-z0-9]{16}$/;
const COMPACT_BYTES = 12;

export function encodeGameId(id: string): Buffer {
  if (COMPACT.test(id)) {
    let n = 0n;
    for (const ch of id.slice(2)) n = n * 62n + BigInt(DIGITS.indexOf(ch));
    const out = Buffer.alloc(1 + COMPACT_BYTES);
    for (let i = COMPACT_BYTES; i >= 1; i--) {
      out[i] = Number(n & 0xffn);
      n >>= 8n;
    }
    return out;
  }
  const raw = Buffer.from(id, 'utf8');
  if (raw.length === 0 || raw.length > 255) throw new Error(`game id ${JSON.stringify(id)} does not fit a token`);
  return Buffer.concat([Buffer.from([raw.length]), raw]);
}

/** The id at `offset` and where it ends, or null when the bytes are no id. */
export function decodeGameId(bytes: Buffer, offset: number): { id: string; end: number } | null {
  const flag = bytes[offset];
  if (flag === undefined) return null;
  if (flag === 0) {
    const end = offset + 1 + COMPACT_BYTES;
    if (bytes.length < end) return null;
    let n = 0n;
    for (let i = offset + 1; i < end; i++) n = (n << 8n) | BigInt(bytes[i]!);
    let id = '';
    for (let i = 0; i < 16; i++) {
      id = DIGITS[Number(n % 62n)]! + id;
      n /= 62n;
    }
    return n === 0n ? { id: `g_${id}`, end } : null;
  }
  const end = offset + 1 + flag;
  return bytes.length < end ? null : { id: bytes.subarray(offset + 1, end).toString('utf8'), end };
}
