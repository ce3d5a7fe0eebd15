/**
 * HMAC-SHA256 (RFC 2104, FIPS 180-4) for one fixed key and many short messages, as the deal streams
 * use it (random.ts). It answers exactly what `hmac(sha256, key, message)` of @noble/hashes answers
 * (random.test.ts checks), only faster: the key's inner and outer pad blocks are compressed once per
 * key, so a message of up to 55 bytes costs two compressions, and nothing is allocated per message.
 */

const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
  0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

const IV = new Int32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);

/** Message schedule scratch (one thread, no re-entrance: compress never calls out). */
const W = new Int32Array(64);

/**
 * One SHA-256 compression of the 16 big-endian words `block` into `state`, in place. The 64 rounds
 * run 8 at a time with the working variables renamed instead of shifted along (FIPS 180-4 6.2.2,
 * with Ch as g ^ (e & (f ^ g)) and Maj as (a & b) | (c & (a | b)), the same functions): about an
 * eighth faster than the textbook loop, and random.test.ts checks every answer against
 * @noble/hashes.
 */
function compress(state: Int32Array, block: Int32Array): void {
  const w = W;
  for (let i = 0; i < 16; i++) w[i] = block[i]!;
  for (let i = 16; i < 64; i++) {
    const w15 = w[i - 15]!;
    const w2 = w[i - 2]!;
    const s0 = ((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3);
    const s1 = ((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
  let a = state[0]!;
  let b = state[1]!;
  let c = state[2]!;
  let d = state[3]!;
  let e = state[4]!;
  let f = state[5]!;
  let g = state[6]!;
  let h = state[7]!;
  let t: number;
  for (let i = 0; i < 64; i += 8) {
    // Round i: T1 = h + Σ1(e) + Ch(e, f, g) + K + W; d += T1; h = T1 + Σ0(a) + Maj(a, b, c). The next
    // seven rounds are the same with the roles of the variables moved on by one each time.
    t = (h + (((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))) + (g ^ (e & (f ^ g))) + K[i]! + w[i]!) | 0;
    d = (d + t) | 0;
    h = (t + (((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))) + ((a & b) | (c & (a | b)))) | 0;
    t = (g + (((d >>> 6) | (d << 26)) ^ ((d >>> 11) | (d << 21)) ^ ((d >>> 25) | (d << 7))) + (f ^ (d & (e ^ f))) + K[i + 1]! + w[i + 1]!) | 0;
    c = (c + t) | 0;
    g = (t + (((h >>> 2) | (h << 30)) ^ ((h >>> 13) | (h << 19)) ^ ((h >>> 22) | (h << 10))) + ((h & a) | (b & (h | a)))) | 0;
    t = (f + (((c >>> 6) | (c << 26)) ^ ((c >>> 11) | (c << 21)) ^ ((c >>> 25) | (c << 7))) + (e ^ (c & (d ^ e))) + K[i + 2]! + w[i + 2]!) | 0;
    b = (b + t) | 0;
    f = (t + (((g >>> 2) | (g << 30)) ^ ((g >>> 13) | (g << 19)) ^ ((g >>> 22) | (g << 10))) + ((g & h) | (a & (g | h)))) | 0;
    t = (e + (((b >>> 6) | (b << 26)) ^ ((b >>> 11) | (b << 21)) ^ ((b >>> 25) | (b << 7))) + (d ^ (b & (c ^ d))) + K[i + 3]! + w[i + 3]!) | 0;
    a = (a + t) | 0;
    e = (t + (((f >>> 2) | (f << 30)) ^ ((f >>> 13) | (f << 19)) ^ ((f >>> 22) | (f << 10))) + ((f & g) | (h & (f | g)))) | 0;
    t = (d + (((a >>> 6) | (a << 26)) ^ ((a >>> 11) | (a << 21)) ^ ((a >>> 25) | (a << 7))) + (c ^ (a & (b ^ c))) + K[i + 4]! + w[i + 4]!) | 0;
    h = (h + t) | 0;
    d = (t + (((e >>> 2) | (e << 30)) ^ ((e >>> 13) | (e << 19)) ^ ((e >>> 22) | (e << 10))) + ((e & f) | (g & (e | f)))) | 0;
    t = (c + (((h >>> 6) | (h << 26)) ^ ((h >>> 11) | (h << 21)) ^ ((h >>> 25) | (h << 7))) + (b ^ (h & (a ^ b))) + K[i + 5]! + w[i + 5]!) | 0;
    g = (g + t) | 0;
    c = (t + (((d >>> 2) | (d << 30)) ^ ((d >>> 13) | (d << 19)) ^ ((d >>> 22) | (d << 10))) + ((d & e) | (f & (d | e)))) | 0;
    t = (b + (((g >>> 6) | (g << 26)) ^ ((g >>> 11) | (g << 21)) ^ ((g >>> 25) | (g << 7))) + (a ^ (g & (h ^ a))) + K[i + 6]! + w[i + 6]!) | 0;
    f = (f + t) | 0;
    b = (t + (((c >>> 2) | (c << 30)) ^ ((c >>> 13) | (c << 19)) ^ ((c >>> 22) | (c << 10))) + ((c & d) | (e & (c | d)))) | 0;
    t = (a + (((f >>> 6) | (f << 26)) ^ ((f >>> 11) | (f << 21)) ^ ((f >>> 25) | (f << 7))) + (h ^ (f & (g ^ h))) + K[i + 7]! + w[i + 7]!) | 0;
    e = (e + t) | 0;
    a = (t + (((b >>> 2) | (b << 30)) ^ ((b >>> 13) | (b << 19)) ^ ((b >>> 22) | (b << 10))) + ((b & c) | (d & (b | c)))) | 0;
  }
  state[0] = (state[0]! + a) | 0;
  state[1] = (state[1]! + b) | 0;
  state[2] = (state[2]! + c) | 0;
  state[3] = (state[3]! + d) | 0;
  state[4] = (state[4]! + e) | 0;
  state[5] = (state[5]! + f) | 0;
  state[6] = (state[6]! + g) | 0;
  state[7] = (state[7]! + h) | 0;
}

const encoder = new TextEncoder();

export class HmacSha256 {
  readonly #inner = new Int32Array(8);
  readonly #outer = new Int32Array(8);
  readonly #state = new Int32Array(8);
  readonly #block = new Int32Array(16);

  constructor(key: Uint8Array) {
    let k = key;
    if (k.length > 64) k = sha256Bytes(k);
    const ipad = new Int32Array(16);
    const opad = new Int32Array(16);
    for (let i = 0; i < 16; i++) {
      let w = 0;
      for (let j = 0; j < 4; j++) w = (w << 8) | (k[i * 4 + j] ?? 0);
      ipad[i] = w ^ 0x36363636;
      opad[i] = w ^ 0x5c5c5c5c;
    }
    this.#inner.set(IV);
    compress(this.#inner, ipad);
    this.#outer.set(IV);
    compress(this.#outer, opad);
  }

  /**
   * HMAC(key, message) as 8 big-endian 32-bit words written into `out` (as signed int32: read them
   * with `>>> 0`). `message` is UTF-8 encoded.
   */
  digestWords(message: string, out: Int32Array): void {
    let bytes = ascii;
    let length = asciiInto(message);
    if (length < 0) {
      bytes = encoder.encode(message);
      length = bytes.length;
    }
    const state = this.#state;
    const block = this.#block;
    state.set(this.#inner);
    hashTail(state, block, bytes, length, 64);
    // Outer: the 32-byte inner digest, then the padding of a 96-byte message (one block).
    for (let i = 0; i < 8; i++) block[i] = state[i]!;
    block[8] = 0x80000000 | 0;
    for (let i = 9; i < 15; i++) block[i] = 0;
    block[15] = (64 + 32) * 8;
    state.set(this.#outer);
    compress(state, block);
    out.set(state);
  }
}

/** Compresses `bytes[0..length)` and the SHA-256 padding into `state`, which has already absorbed
 * `before` bytes. */
function hashTail(state: Int32Array, block: Int32Array, bytes: Uint8Array, length: number, before: number): void {
  let p = 0;
  for (; length - p >= 64; p += 64) {
    for (let i = 0; i < 16; i++) {
      const q = p + i * 4;
      block[i] = (bytes[q]! << 24) | (bytes[q + 1]! << 16) | (bytes[q + 2]! << 8) | bytes[q + 3]!;
    }
    compress(state, block);
  }
  // The rest (0..63 bytes), the 0x80 byte, zeros, and the length in bits as a big-endian 64-bit
  // number in the last two words of the last block (a block more when the rest leaves no room).
  const rest = length - p;
  block.fill(0);
  for (let i = 0; i < rest; i++) block[i >> 2]! |= bytes[p + i]! << (24 - 8 * (i & 3));
  block[rest >> 2]! |= 0x80 << (24 - 8 * (rest & 3));
  if (rest >= 56) {
    compress(state, block);
    block.fill(0);
  }
  const bits = (before + length) * 8;
  block[14] = Math.floor(bits / 2 ** 32) | 0;
  block[15] = bits | 0;
  compress(state, block);
}

/** Plain SHA-256 (only for a key longer than a block). */
function sha256Bytes(bytes: Uint8Array): Uint8Array {
  const state = new Int32Array(IV);
  hashTail(state, new Int32Array(16), bytes, bytes.length, 0);
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++) out[i] = (state[i >> 2]! >>> (24 - 8 * (i & 3))) & 0xff;
  return out;
}

/** One shared buffer for ASCII messages (UTF-8 is ASCII there): no allocation per message. */
const ascii = new Uint8Array(256);

/** Writes an ASCII `s` of up to 256 characters into `ascii` and answers its length; -1 otherwise. */
function asciiInto(s: string): number {
  if (s.length > ascii.length) return -1;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x80) return -1;
    ascii[i] = c;
  }
  return s.length;
}
