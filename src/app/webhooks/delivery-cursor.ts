import type { DeliveryCursor } from '../../store';
import { AppError } from '../errors';

/**
 * The delivery log's page cursor as clients see it: opaque (base64url of `d.<position>`), so the
 * order it encodes may change without breaking anyone who just passes it back.
 */
export function encodeDeliveryCursor(cursor: DeliveryCursor): string {
  return btoa(`d.${cursor.position}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeDeliveryCursor(text: string): DeliveryCursor {
  let plain = '';
  try {
    plain = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    // not base64: refused below
  }
  const m = /^d\.(\d{1,15})$/.exec(plain);
  if (!m) throw new AppError('invalid-request', 'cursor is not one this server gave: pass `next` from the previous page as it is', { errors: [{ path: 'cursor', message: 'unknown cursor' }] });
  return { position: Number(m[1]) };
}
