import type { Context } from 'hono';
import { z } from 'zod';
import { MAX_WAIT_S, type WaitOptions } from '../app/notify';
import { AppError } from '../app/errors';
import { holdConnection } from './stream-cap';

/** Request headers of the reads that can wait (`GET /v1/games/{id}`, `…/legal-moves`, `…/events`). */
export const waitingReadHeaders = z.object({
  'if-none-match': z.string().max(1000).optional().meta({
    description: 'The version you hold, as its ETag (`"12"`): unchanged, the answer is `304` — at once, or after waiting with `Prefer: wait`.',
    example: '"12"',
  }),
  prefer: z.string().max(1000).optional().meta({
    description: `\`wait=<seconds>\` (RFC 7240, at most ${MAX_WAIT_S}): when the game is still at the version you hold, answer as soon as it moves past it, else \`304\` when the wait runs out (\`Preference-Applied: wait=<seconds>\` says the wait was applied). A wait counts as an open stream: at most 8 per token and 64 per client address by default, past them \`429 too-many-streams\`.`,
    example: 'wait=30',
  }),
});

export const preferenceAppliedHeader = {
  'Preference-Applied': { description: '`wait=<seconds>` when the request waited (or could have) for a change', schema: { type: 'string' as const } },
};

/**
 * The seconds of a `Prefer: wait=<s>` (RFC 7240: preferences are comma-separated, names
 * case-insensitive, values optionally quoted, parameters after `;`), at most MAX_WAIT_S; null when
 * absent or not a number (a preference a server cannot read is ignored, never an error).
 */
export function preferredWait(header: string | undefined): number | null {
  if (header === undefined) return null;
  for (const pref of header.split(',')) {
    const m = /^\s*wait\s*=\s*"?(\d{1,9})"?\s*(;.*)?$/i.exec(pref);
    if (m) return Math.min(Number(m[1]), MAX_WAIT_S);
  }
  return null;
}

/** The versions of an `If-None-Match` list (`"12"`, `W/"12"`, `"12", "13"`); `*` and other tags match none. */
export function etagVersions(header: string | undefined): number[] {
  if (header === undefined) return [];
  return header.split(',').flatMap((tag) => {
    const m = /^\s*(?:W\/)?"(\d{1,9})"\s*$/.exec(tag);
    return m ? [Number(m[1])] : [];
  });
}

/** The entity tags of an `If-None-Match` list, as sent (`"…"`, `W/"…"` compares as `"…"`); `*` matches none. */
export function entityTags(header: string | undefined): string[] {
  if (header === undefined) return [];
  return header.split(',').flatMap((tag) => {
    const m = /^\s*(?:W\/)?("[\x21\x23-\x7e]*")\s*$/.exec(tag);
    return m ? [m[1]!] : [];
  });
}

/**
 * The wait a request asked for, bound to the request: it ends when the client goes away (the
 * request's signal: Node aborts it on a closed connection; Workers with `enable_request_signal`).
 * Sets `Preference-Applied` and adds `Prefer` to `Vary`. Undefined when the request asked for no wait, or the
 * server cannot wait (no notifier). A wait holds its connection as a stream does: it takes a slot of
 * the stream cap (429 too-many-streams past it), given back when the request ends.
 */
export function waitOf(c: Context, canWait: boolean): WaitOptions | undefined {
  c.header('vary', 'Prefer', { append: true });
  const seconds = preferredWait(c.req.header('prefer'));
  if (seconds === null || seconds === 0 || !canWait) return undefined;
  holdConnection(c);
  c.header('preference-applied', `wait=${seconds}`);
  return { timeoutMs: seconds * 1000, signal: c.req.raw.signal };
}

/** `Last-Event-ID` (SSE resume) as a version; a malformed one is refused rather than ignored. */
export function lastEventId(header: string | undefined): number | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const m = /^\s*(\d{1,9})\s*$/.exec(header);
  if (!m) throw new AppError('invalid-request', 'Last-Event-ID must be a version (the id of the last event received)', { errors: [{ path: 'Last-Event-ID', message: 'not a version' }] });
  return Number(m[1]);
}
