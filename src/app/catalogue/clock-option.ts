import { z } from 'zod';
import type { ClockSettings } from '../../engine';
import type { Settings } from '../../store';

/** The longest time one turn may have, and a bank may hold, in seconds (README "Correspondence clocks"). */
const MAX_TURN = 30 * 24 * 3600;
const MAX_BANK = 365 * 24 * 3600;

const seconds = (min: number, max: number, description: string, example: number) => z.number().int().min(min).max(max).meta({ description, example });

const perMove = z
  .object({ kind: z.literal('per-move'), seconds: seconds(5, MAX_TURN, 'Seconds every turn has (what `turnTimeout` gives)', 86400) })
  .meta({ id: 'PerMoveClock', description: 'The same time for every turn' });

export const bankClockSchema = z
  .object({
    kind: z.literal('bank'),
    initial: seconds(5, MAX_BANK, "Seconds each seat's bank holds at the start", 604800),
    increment: seconds(0, MAX_TURN, "Seconds added to a seat's bank after each of its moves (Fischer)", 86400),
    max: seconds(5, MAX_BANK, 'The most a bank may hold after an increment; absent: no cap', 1209600).optional(),
  })
  .refine((b) => b.max === undefined || b.max >= b.initial, { path: ['max'], message: 'max must be at least initial' })
  .meta({ id: 'BankClock', description: 'A time bank per seat for the whole game, plus an increment after each move of that seat, capped by `max`' });

const none = z.object({ kind: z.literal('none') }).meta({ id: 'NoClock', description: 'No clock: a turn never runs out' });

/** `options.clock` at creation (issue 27); the same shape answers show in `options.clock`. */
export const clockSchema = z.discriminatedUnion('kind', [perMove, bankClockSchema, none]).meta({
  id: 'Clock',
  description: "The game's clock: `per-move` (as `turnTimeout`), `bank` (a bank per seat plus an increment per move, capped) or `none`. When a seat's time runs out the server plays for it (`onTimeout`).",
});

export const clockOption = clockSchema.optional().meta({
  description:
    "The game's clock (README \"Correspondence clocks\"): `{ kind: 'per-move', seconds }`, `{ kind: 'bank', initial, increment, max? }` or `{ kind: 'none' }`, in seconds. Give it or `turnTimeout`, not both; neither: no clock.",
});

/** How a chosen clock is stored: per move as `turnTimeout` (as it always was), a bank as `clock`. */
export function settingsOfClock(clock: ClockSettings): Pick<Settings, 'turnTimeout' | 'clock'> {
  switch (clock.kind) {
    case 'per-move':
      return { turnTimeout: clock.seconds };
    case 'bank':
      return { turnTimeout: null, clock: { kind: 'bank', initial: clock.initial, increment: clock.increment, ...(clock.max === undefined ? {} : { max: clock.max }) } };
    case 'none':
      return { turnTimeout: null };
    default: {
      const never: never = clock;
      throw new Error(`unknown clock ${JSON.stringify(never)}`);
    }
  }
}
