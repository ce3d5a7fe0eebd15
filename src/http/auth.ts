import type { Context } from 'hono';
import { AppError } from '../app/errors';

const TOKEN = /^[\x21-\x7e]{1,200}$/;

/** The bearer token of a request, or undefined without an Authorization header. */
export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization');
  if (header === undefined) return undefined;
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  if (!match || !TOKEN.test(match[1]!)) {
    throw new AppError('unauthorized', 'the Authorization header must be: Bearer <token>');
  }
  return match[1];
}
