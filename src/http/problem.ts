import { z } from 'zod';
import type { Context } from 'hono';
import { AppError, ERROR_CODES, type ErrorCode } from '../app/errors';
import { REFUSAL_REASONS } from '../schemas/refusal-reasons';

/** The HTTP status of each error code: the one mapping from failures to responses. */
export const STATUS: Record<ErrorCode, 400 | 401 | 403 | 404 | 409 | 412 | 413 | 415 | 422 | 429 | 500 | 503> = {
  'invalid-request': 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  'seat-taken': 409,
  'game-full': 409,
  'game-not-started': 409,
  'game-started': 409,
  'game-over': 409,
  'seat-free': 409,
  'already-seated': 409,
  'already-bot': 409,
  'game-not-finished': 409,
  'not-your-turn': 409,
  'version-conflict': 409,
  'precondition-failed': 412,
  'payload-too-large': 413,
  'unsupported-media-type': 415,
  'illegal-action': 422,
  'idempotency-key-reuse': 422,
  'rate-limited': 429,
  'too-many-sign-ups': 429,
  'too-many-streams': 429,
  'bots-need-a-player': 403,
  'bot-budget-spent': 429,
  'leave-in-the-past': 422,
  'leave-notice-too-short': 422,
  'leave-allowance-exceeded': 422,
  'leave-overlaps': 409,
  'leave-over': 409,
  internal: 500,
  'service-unavailable': 503,
};

const TITLES: Record<ErrorCode, string> = {
  'invalid-request': 'The request is not valid',
  unauthorized: 'A valid token is needed',
  forbidden: 'This token may not do that',
  'not-found': 'Not found',
  'seat-taken': 'That seat is taken',
  'game-full': 'Every seat is taken',
  'game-not-started': 'The game has not started',
  'game-started': 'The game has started',
  'game-over': 'The game is over',
  'seat-free': 'That seat is free',
  'already-seated': 'That player already holds a seat of this game',
  'already-bot': 'A bot already plays that seat',
  'game-not-finished': 'The game is not finished yet',
  'not-your-turn': 'It is not your turn',
  'version-conflict': 'The game changed meanwhile',
  'precondition-failed': 'The game is not at the expected version',
  'payload-too-large': 'The request body is too large',
  'unsupported-media-type': 'The request body must be JSON',
  'illegal-action': 'That action breaks a rule',
  'idempotency-key-reuse': 'The Idempotency-Key was used for another request',
  'rate-limited': 'Too many requests',
  'too-many-sign-ups': 'Too many new players from this address',
  'too-many-streams': 'Too many streams and waits open at once',
  'bots-need-a-player': 'Bots that play each other need a player key to pay for them',
  'bot-budget-spent': "The player's bot budget is spent for now",
  'leave-in-the-past': 'Leave cannot begin in the past',
  'leave-notice-too-short': 'Leave must be declared with more notice',
  'leave-allowance-exceeded': "That leave is more than the year's allowance left",
  'leave-overlaps': 'That leave overlaps leave already declared',
  'leave-over': 'That leave is over (or was cancelled)',
  internal: 'Internal error',
  'service-unavailable': 'The service is unavailable for a moment',
};

export const PROBLEM_BASE = 'https://tricktable.dev/problems/';

export { REFUSAL_REASONS };

export const problemSchema = z
  .object({
    type: z.string().meta({ example: `${PROBLEM_BASE}illegal-action` }),
    title: z.string().meta({ example: TITLES['illegal-action'] }),
    status: z.number().int().meta({ example: 422 }),
    detail: z.string().meta({ example: 'must follow green: you hold G3' }),
    code: z.enum(ERROR_CODES).meta({ description: 'Stable, machine-readable: switch on this' }),
    instance: z.string().optional().meta({ example: '/v1/games/g_x8Qk2M0aZp1s7YvB/actions' }),
    rule: z.string().optional().meta({ example: 'TANGO-8', description: 'The rule an illegal action breaks, or (`not-your-turn`) the rule of turn order; each game\'s page lists them' }),
    reason: z.enum(REFUSAL_REASONS).optional().meta({ example: 'must-follow-suit', description: 'Stable sub-code of illegal-action: what the rules refused (each game\'s page lists its own)' }),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional().meta({ description: 'Field-level problems of invalid-request' }),
    version: z.number().int().optional().meta({ description: 'The current game version (conflicts)' }),
    retryAfter: z.number().int().optional(),
  })
  .meta({ id: 'Problem', description: 'RFC 9457 problem details, `application/problem+json`' });

export type Problem = z.infer<typeof problemSchema>;

export function toProblem(err: AppError, instance?: string): Problem {
  return {
    type: `${PROBLEM_BASE}${err.code}`,
    title: TITLES[err.code],
    status: STATUS[err.code],
    detail: err.message,
    code: err.code,
    ...(instance ? { instance } : {}),
    ...(err.details as Omit<Problem, 'type' | 'title' | 'status' | 'detail' | 'code'>),
  };
}

export function problemResponse(c: Context, err: AppError): Response {
  const body = toProblem(err, new URL(c.req.url).pathname);
  const headers: Record<string, string> = { 'content-type': 'application/problem+json' };
  if (err.details.retryAfter !== undefined) headers['retry-after'] = String(err.details.retryAfter);
  return new Response(JSON.stringify(body), { status: body.status, headers });
}

/** The error responses of a route for its OpenAPI description, grouped by status. */
export function problemResponses(...codes: ErrorCode[]) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of [...codes, 'invalid-request', 'rate-limited', 'service-unavailable'] as ErrorCode[]) {
    const list = byStatus.get(STATUS[code]) ?? [];
    if (!list.includes(code)) list.push(code);
    byStatus.set(STATUS[code], list);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      status,
      {
        description: list.map((code) => `\`${code}\`: ${TITLES[code]}`).join('; '),
        content: { 'application/problem+json': { schema: problemSchema } },
      },
    ]),
  );
}
