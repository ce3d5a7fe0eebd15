import { AppError } from '../app/errors';

/** True when a `Prefer` header asks for `return=minimal` (RFC 7240: preferences are comma-separated,
 * names case-insensitive, values optionally quoted; unknown ones are ignored). */
export function prefersMinimal(header: string | undefined): boolean {
  if (header === undefined) return false;
  return header.split(',').some((pref) => /^\s*return\s*=\s*"?minimal"?\s*(;.*)?$/i.test(pref));
}

/** `If-Match: "12"` (or W/"12", or 12); `*` matches any version. */
export function parseIfMatch(header: string | undefined): number | undefined {
  if (header === undefined || header.trim() === '*') return undefined;
  const m = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header);
  if (!m) throw new AppError('invalid-request', 'If-Match must be a version ETag such as "12"', { errors: [{ path: 'If-Match', message: 'not an ETag' }] });
  return Number(m[1]);
}
