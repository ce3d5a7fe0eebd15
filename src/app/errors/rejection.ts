import type { Rejection } from '../../engine';
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
    case 'game-started':
    case 'game-over':
    case 'game-not-finished':
    case 'seat-free':
      return new AppError(rejection.code, rejection.message);
    case 'rematch-exists':
      // The app answers an existing rematch before asking the engine; reaching this is a lost race.
      return new AppError('version-conflict', rejection.message);
    default: {
      const never: never = rejection.code;
      throw new Error(`unknown rejection ${String(never)}`);
    }
  }
}
