import type { z } from 'zod';
import { AppError } from '../app/errors';
import { issuesOf } from '../app/errors';
import { games } from '../games/registry';

const TARGETS: Record<string, string | undefined> = { json: undefined, query: 'query', param: 'path', header: 'header' };

/**
 * Why an action body was refused, as precisely as the body allows: the `Action` schema is a union
 * over every game, whose own error ("invalid input") would not help a client.
 */
function explainAction(body: unknown): AppError | null {
  const type = (body as { type?: unknown } | null)?.type;
  if (typeof type !== 'string') return null;
  const owners = games.filter((g) => g.actionTypes.includes(type));
  if (owners.length === 0) {
    const known = [...new Set(games.flatMap((g) => g.actionTypes))].join(', ');
    return new AppError('invalid-request', `unknown action type ${JSON.stringify(type)}: one of ${known}`, { errors: [{ path: 'type', message: 'unknown action type' }] });
  }
  const parsed = owners[0]!.schemas.action.safeParse(body);
  return parsed.success ? null : new AppError('invalid-request', `invalid ${JSON.stringify(type)} action`, { errors: issuesOf(parsed.error) });
}

/** Every request the route schemas refuse becomes `400 invalid-request` with field-level errors. */
export async function validationHook(
  result: { target: string } & ({ success: true; data: unknown } | { success: false; error: z.ZodError }),
  c: { req: { path: string; json: () => Promise<unknown> } },
): Promise<void> {
  if (result.success) return;
  if (result.target === 'json' && c.req.path.endsWith('/actions')) {
    const explained = explainAction(await c.req.json().catch(() => null));
    if (explained) throw explained;
  }
  const where = TARGETS[result.target];
  throw new AppError('invalid-request', `the request ${where ?? 'body'} is not valid`, { errors: issuesOf(result.error, where) });
}
