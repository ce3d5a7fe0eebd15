import { z } from 'zod';

/** Request parts (headers, query, short bodies) that REST and GraphQL both check the same way. */

export const ifMatchHeader = z.string().max(100).optional().meta({
  description: 'Apply only if the game is at this version (the ETag you saw): `"12"`. A mismatch is `412 precondition-failed`, never a retry.',
  example: '"12"',
});

export const idempotencyKeySchema = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces')
  .meta({ description: 'A retry with the same key and body returns the first answer and appends nothing', example: 'c0a8f5e2-move-17' });

export const preferHeader = z.string().max(1000).optional().meta({
  description:
    '`return=minimal` (RFC 7240): answer the version and events without `view` (then `Preference-Applied: return=minimal`). ' +
    'For clients that only need the acknowledgement: the view is the part of the answer that grows with the game.',
  example: 'return=minimal',
});

export const actionHeaders = z.object({
  'if-match': ifMatchHeader,
  'idempotency-key': idempotencyKeySchema.optional(),
  prefer: preferHeader,
});

export const eventsQuery = z.object({
  after: z.coerce.number().int().min(0).max(2_147_483_647).default(0).meta({ description: 'Entries with seq greater than this', example: 0 }),
  limit: z.coerce.number().int().min(1).max(1000).default(200).meta({ example: 200 }),
});

export const legalMovesQuery = z.object({
  explain: z
    .enum(['1', 'true', '0', 'false'])
    .optional()
    .meta({ description: '`1`: also say why each other move you might try now is refused (`refusals`), as a real attempt would be answered', example: '1' }),
});

export const cardSchema = z.string().min(1).max(10).meta({ example: 'G7' });

export const playCardBody = z.object({ card: cardSchema }).strict().meta({ id: 'PlayCard' });
