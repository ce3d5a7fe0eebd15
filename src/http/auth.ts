import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Context } from 'hono';
import { bearerTokenOf } from '../schemas';

/** The bearer token of a request, or undefined without an Authorization header. */
export const bearerToken = (c: Context): string | undefined => bearerTokenOf(c.req.header('authorization'));

const BEARER = /^Bearer[ ]+(\S{1,200})\s*$/i;

/**
 * The credential a request's limits count it under (rate limit, open streams): its bearer token —
 * a player key, a seat, admin or invite token alike — hashed, so no limit's memory ever holds a
 * usable token. Null without one, or when it is not well formed (the request counts for its client
 * IP only, and the route refuses it anyway).
 */
export function credentialKey(header: string | undefined): string | null {
  const m = header === undefined ? null : BEARER.exec(header);
  return m ? bytesToHex(sha256(utf8ToBytes(m[1]!))).slice(0, 32) : null;
}
