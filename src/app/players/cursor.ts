import { AppError } from '../errors';

/** Opaque page cursors: base64url of a JSON array. A cursor that does not decode is `invalid-request`. */
export function encodeCursor(parts: readonly unknown[]): string {
  return btoa(JSON.stringify(parts)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeCursor(cursor: string, check: (parts: unknown[]) => boolean): unknown[] {
  let parts: unknown;
  try {
    parts = JSON.parse(atob(cursor.replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    parts = null;
  }
  if (!Array.isArray(parts) || !check(parts)) {
    throw new AppError('invalid-request', 'the cursor is not one this server answered', { errors: [{ path: 'query.cursor', message: 'not a valid cursor' }] });
  }
  return parts;
}

export const isIsoTime = (v: unknown): v is string => typeof v === 'string' && v.length <= 40 && !Number.isNaN(Date.parse(v));
export const isId = (v: unknown): v is string => typeof v === 'string' && /^[\x21-\x7e]{1,64}$/.test(v);
