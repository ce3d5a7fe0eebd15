import { z } from 'zod';

/** `/v1/me/leave` (issue 27 item 2, README "Correspondence clocks"). */

const instant = (description: string, example: string) => z.iso.datetime({ offset: true }).meta({ description, example });

export const leaveInput = z
  .object({
    from: instant('When the leave begins (RFC 3339). At least the server\'s notice ahead (`LEAVE_MIN_NOTICE_SECONDS`, 1 hour by default); up to a minute in the past means now.', '2026-12-24T00:00:00Z'),
    until: instant('When it ends, after `from`: your clocks run again from then.', '2026-12-28T00:00:00Z'),
  })
  .strict()
  .meta({ id: 'LeaveInput' });

export const leaveSchema = z
  .object({
    id: z.string().meta({ example: 'lv_3kTz9QmWc1rBxY' }),
    from: z.string().meta({ example: '2026-12-24T00:00:00.000Z' }),
    until: z.string().meta({ description: 'When it ends (cut to the cancel\'s time when cancelled under way; equal to `from` when cancelled before it began)', example: '2026-12-28T00:00:00.000Z' }),
    games: z.array(z.string()).meta({ description: 'The games whose log holds its `declare-leave` entry: your clock stops there' }),
    excluded: z.array(z.string()).meta({ description: 'Your games whose creator forbade leave (`options.leave: false`): their clocks keep running' }),
    createdAt: z.string(),
    cancelledAt: z.string().nullable(),
  })
  .meta({ id: 'Leave', description: 'Declared leave: your clock does not run from `from` until `until` in every game listed in `games`' });

export const leaveAllowanceSchema = z
  .object({
    year: z.number().int().meta({ example: 2026 }),
    seconds: z.number().int().meta({ description: 'Leave a calendar year (UTC) allows (`LEAVE_DAYS_PER_YEAR`, 30 days by default)', example: 2592000 }),
    used: z.number().int().meta({ description: 'Seconds of that year your leave takes (declared ahead, under way or taken)', example: 345600 }),
    left: z.number().int().meta({ example: 2246400 }),
  })
  .meta({ id: 'LeaveAllowance' });

export const leaveAnswerSchema = z.object({ leave: leaveSchema, allowance: z.array(leaveAllowanceSchema) }).meta({ id: 'LeaveAnswer' });

export const leaveListSchema = z
  .object({ leave: z.array(leaveSchema).meta({ description: 'Every leave of yours, in `from` order' }), allowance: z.array(leaveAllowanceSchema).meta({ description: 'This year\'s allowance, and that of any year leave ahead touches' }) })
  .meta({ id: 'LeaveList' });
