import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { AppError, type ErrorCode } from '../app/errors';
import { answerToFailure } from '../app/errors';
import { issuesOf } from '../app/errors';
import type { z } from 'zod';

/**
 * Errors carry REST's stable codes in `extensions.code` (with `rule`/`reason`, `errors`, `version`
 * beside it), and GraphQL's usual `path` and `locations`. They are answered with status 200 and
 * `data` for the fields that worked: one request may hold several fields, each with its own error.
 */
function fromAppError(err: AppError, at?: GraphQLError): GraphQLError {
  return new GraphQLError(err.message, {
    nodes: at?.nodes,
    source: at?.source,
    positions: at?.positions,
    path: at?.path,
    // `http` is yoga's: a Retry-After header on the response (status stays 200; not in the body).
    extensions: { code: err.code, ...err.details, ...(err.details.retryAfter !== undefined ? { http: { headers: { 'retry-after': String(err.details.retryAfter) } } } : {}) },
  });
}

/** Everything a resolver throws passes here: expected errors keep their code, the rest is masked. */
export function maskError(error: unknown): Error {
  const original = error instanceof GraphQLError ? error.originalError : error;
  if (original instanceof AppError) return fromAppError(original, error instanceof GraphQLError ? error : undefined);
  if (error instanceof GraphQLError && (original === undefined || original instanceof GraphQLError)) return error;
  const at = error instanceof GraphQLError ? error : undefined;
  // A database outage keeps REST's code (`service-unavailable`, with `retryAfter`); the rest is `internal`.
  return fromAppError(answerToFailure(original, `graphql ${at?.path?.join('.') ?? ''}`.trim()), at);
}

/** Yoga's own refusals, by the HTTP status it gives them, as REST's codes. */
const BY_STATUS: Record<number, ErrorCode> = { 413: 'payload-too-large', 415: 'unsupported-media-type', 401: 'unauthorized', 403: 'forbidden', 404: 'not-found' };

function withCode(error: GraphQLError): GraphQLError {
  const code = error.extensions.code;
  if (typeof code === 'string' && code === code.toLowerCase()) return error;
  const status = (error.extensions.http as { status?: number } | undefined)?.status;
  // A syntax error, an unknown field, a wrong argument type: the request is not valid.
  const mapped: ErrorCode = code === 'INTERNAL_SERVER_ERROR' ? 'internal' : (status && BY_STATUS[status]) || 'invalid-request';
  return new GraphQLError(error.message, { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path, extensions: { ...error.extensions, code: mapped } });
}

/** Gives every error of every answer a code, including the parse and validation errors of GraphQL itself. */
export function useErrorCodes(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || !('errors' in result) || !result.errors?.length) return;
      setResult({ ...result, errors: result.errors.map(withCode) });
    },
  };
}

/** Checks an argument with the same Zod schema REST uses for it: `invalid-request` with field paths. */
export function validArg<T extends z.ZodType>(schema: T, value: unknown, path?: string): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new AppError('invalid-request', path ? `the argument ${path} is not valid` : `the arguments are not valid`, { errors: issuesOf(parsed.error, path) });
}
