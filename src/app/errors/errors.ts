/** Every failure the API reports, by stable machine-readable code (the problem+json `code`). */
export const ERROR_CODES = [
  'invalid-request',
  'unauthorized',
  'forbidden',
  'not-found',
  'seat-taken',
  'game-full',
  'game-not-started',
  'game-started',
  'game-over',
  'seat-free',
  'already-seated',
  'already-bot',
  'game-not-finished',
  'not-your-turn',
  'illegal-action',
  'version-conflict',
  'precondition-failed',
  'idempotency-key-reuse',
  'payload-too-large',
  'unsupported-media-type',
  'rate-limited',
  'too-many-sign-ups',
  'too-many-streams',
  'bots-need-a-player',
  'bot-budget-spent',
  'leave-in-the-past',
  'leave-notice-too-short',
  'leave-allowance-exceeded',
  'leave-overlaps',
  'leave-over',
  'internal',
  'service-unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorDetails {
  /** Rule id for `illegal-action` (`TANGO-8`). */
  readonly rule?: string;
  /** Stable sub-code of `illegal-action` (`must-follow-suit`). */
  readonly reason?: string;
  /** Field-level problems of `invalid-request`. */
  readonly errors?: ReadonlyArray<{ readonly path: string; readonly message: string }>;
  /** The current version, for conflicts and failed preconditions. */
  readonly version?: number;
  /** Seconds to wait, for `rate-limited`, `too-many-sign-ups`, `too-many-streams`, `bot-budget-spent` and `service-unavailable`. */
  readonly retryAfter?: number;
}

/** An expected failure: bad input, a rule, a conflict. Mapped to problem+json in one place (http). */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const fail = (code: ErrorCode, message: string, details?: ErrorDetails): never => {
  throw new AppError(code, message, details);
};
