import type { Rejection } from '../engine';
import { AppError } from './errors';

/** An engine rejection as the error a client receives. */
export function rejectionError(rejection: Rejection): AppError {
  switch (rejection.code) {
    case 'no-such-seat':
      return new AppError('invalid-request', rejection.message, { errors: [{ path: 'seat', message: rejection.message }] });
    case 'illegal-action':
      return new AppError('illegal-action', rejection.message, { rule: rejection.violation?.rule, reason: rejection.violation?.code });
    case 'not-your-turn':
      return new AppError(rejection.code, rejection.message, rejection.rule === undefined ? {} : { rule: rejection.rule });
    case 'seat-taken':
    case 'game-full':
    case 'game-not-started':
    case 'game-over':
      return new AppError(rejection.code, rejection.message);
    default: {
      const never: never = rejection.code;
      throw new Error(`unknown rejection ${String(never)}`);
    }
  }
}
