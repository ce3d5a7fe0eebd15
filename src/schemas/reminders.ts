import { z } from 'zod';

/** `/v1/me/reminders` (issue 27 item 3, README "Reminders"). */

const threshold = z.number().int().meta({ description: 'Seconds left before a deadline, from 60 to 2592000 (30 days)', example: 3600 });

export const remindersInput = z
  .object({
    thresholds: z
      .array(threshold)
      .max(4)
      .nullable()
      .meta({ description: 'Up to 4 thresholds, no two alike (any order: kept largest first); `[]`: no reminders; null: back to the server\'s default', example: [86400, 3600] }),
  })
  .strict()
  .meta({ id: 'RemindersInput' });

export const remindersSchema = z
  .object({
    thresholds: z.array(threshold).meta({ description: 'Largest first: at each, while it is your turn in a game whose clock runs, a `turn.reminder` is sent', example: [86400, 3600] }),
    default: z.boolean().meta({ description: "True: you chose none, these are the server's (`REMINDER_THRESHOLDS`)" }),
  })
  .meta({ id: 'Reminders', description: 'When you are reminded of a turn whose time runs short' });
