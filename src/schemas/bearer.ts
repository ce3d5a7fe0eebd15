import { AppError } from '../app/errors';

const TOKEN = /^[\x21-\x7e]{1,200}$/;

/** The token of an `Authorization: Bearer <token>` header, or undefined without the header. */
export function bearerTokenOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  if (!match || !TOKEN.test(match[1]!)) {
    throw new AppError('unauthorized', 'the Authorization header must be: Bearer <token>');
  }
  return match[1];
}
