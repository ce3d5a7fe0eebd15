import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** A short digest of a JSON value: enough to tell two event lists or views apart in a fixture. */
export const digest = (value: unknown): string => bytesToHex(sha256(utf8ToBytes(JSON.stringify(value)))).slice(0, 16);
