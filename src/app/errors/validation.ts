import type { z } from 'zod';

/** Zod issues as `{ path, message }` pairs a client can show next to a field. */
export function issuesOf(error: z.ZodError, prefix?: string): Array<{ path: string; message: string }> {
  return error.issues.map((issue) => {
    const path = [prefix, ...issue.path.map(String)].filter((p) => p !== undefined && p !== '').join('.');
    return { path: path || '(body)', message: issue.message };
  });
}
