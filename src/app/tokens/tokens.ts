import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A random id of `length` letters and digits (unbiased: bytes ≥ 248 are drawn again). Ids hold no
 * punctuation, so no part of an id can be read as a card id (`g_ab-G7-x` would hold "G7").
 */
export function randomId(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const b of crypto.getRandomValues(new Uint8Array(length))) {
      if (b < 248 && out.length < length) out += ALPHANUMERIC[b % 62];
    }
  }
  return out;
}

export type TokenKind = 'seat' | 'admin' | 'player' | 'invite';

function base64url(raw: Uint8Array): string {
  let b64 = '';
  for (let i = 0; i < raw.length; i += 3) {
    const n = (raw[i]! << 16) | ((raw[i + 1] ?? 0) << 8) | (raw[i + 2] ?? 0);
    b64 += BASE64URL[(n >> 18) & 63]! + BASE64URL[(n >> 12) & 63]! + BASE64URL[(n >> 6) & 63]! + BASE64URL[n & 63]!;
  }
  return b64.slice(0, Math.ceil((raw.length * 4) / 3));
}

/** A bearer secret: a prefix naming what it is, then 256 random bits (base64url). */
export function newToken(prefix: TokenKind): string {
  return `tt_${prefix}_${base64url(crypto.getRandomValues(new Uint8Array(32)))}`;
}

/**
 * A bearer secret the server can make again: HMAC-SHA256(server secret, `purpose`), shaped like
 * `newToken`. Only its hash is stored, and without the secret (an env var / Worker secret, never in
 * the database) nobody can make it from what is stored: README "Seats that are never lost".
 */
export function derivedToken(secret: string, prefix: TokenKind, purpose: string): string {
  return `tt_${prefix}_${base64url(hmac(sha256, utf8ToBytes(secret), utf8ToBytes(`tricktable/v1/${prefix}/${purpose}`)))}`;
}

/** What kind of token this is, by its prefix (a prefix proves nothing: the hash must still match). */
export function tokenKind(token: string): TokenKind | null {
  const m = /^tt_(seat|admin|player|invite)_/.exec(token);
  return m ? (m[1] as TokenKind) : null;
}

/** Tokens are stored as lowercase hex SHA-256, never in the clear. */
export function hashToken(token: string): string {
  return bytesToHex(sha256(utf8ToBytes(token)));
}

/** Compares two equal-length hex digests without an early exit. */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** Stable JSON (sorted keys), so equal bodies hash equal whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(value: unknown): string {
  return bytesToHex(sha256(utf8ToBytes(canonicalJson(value))));
}
