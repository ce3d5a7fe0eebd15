import { bytesToHex } from '../../engine';

/**
 * A player's entropy as sent at join (README "Fair deals"): 16 to 64 bytes, as hex or as base64url
 * (RFC 4648 §5, unpadded). A string of hex digits of even length is hex; any other is base64url.
 */
export const ENTROPY_BYTES = { min: 16, max: 64 } as const;

const HEX = /^(?:[0-9a-fA-F]{2})+$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The bytes of an entropy string, or null when it is neither encoding or out of the size range. */
export function decodeEntropy(text: string): Uint8Array | null {
  let bytes: Uint8Array;
  if (HEX.test(text)) bytes = Uint8Array.from(text.match(/../g)!, (h) => parseInt(h, 16));
  else if (BASE64URL.test(text) && text.length % 4 !== 1) {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  } else return null;
  return bytes.length >= ENTROPY_BYTES.min && bytes.length <= ENTROPY_BYTES.max ? bytes : null;
}

/** The canonical form kept in the log and shown in views: lowercase hex. Assumes a valid string. */
export function entropyHex(text: string): string {
  const bytes = decodeEntropy(text);
  if (!bytes) throw new Error('entropy was not validated');
  return bytesToHex(bytes);
}
