import { z } from 'zod';
import { BOT_LEVELS } from '../../bots';
import { clockOfSettings, type ClockSettings } from '../../engine';
import type { Settings } from '../../store';
import { clockOption, settingsOfClock } from './clock-option';

/**
 * Options every game has, given in `options` next to the game's own (README "Turn clocks"):
 * `turnTimeout` seconds per turn (none by default), `autoPlayForced` (default true) and `hotSeat`
 * (default false: a player holds at most one seat of a game).
 */
export const settingsShape = {
  turnTimeout: z
    .number()
    .int()
    .min(5)
    .max(30 * 24 * 3600)
    .nullable()
    .optional()
    .meta({ description: 'Seconds each seat has to act; when it runs out the server plays for it (a `timeout` entry). None by default.', example: 86400 }),
  autoPlayForced: z
    .boolean()
    .optional()
    .meta({ description: 'When the seat to act has exactly one legal move, the server plays it at once (an `auto` entry). Default true.' }),
  hotSeat: z
    .boolean()
    .optional()
    .meta({ description: 'One player may hold several seats (hot-seat testing: one player key joins every seat). Default false: a player holds at most one seat, and joining again answers it.' }),
  onTimeout: z
    .enum(['first-legal', ...BOT_LEVELS.map((l) => l.level)])
    .optional()
    .meta({ description: 'Who plays a turn whose clock ran out: `first-legal` (the fixed cautious policy, the default) or a bot of that level, deciding from the seat\'s view only.', example: 'expert' }),
  clock: clockOption,
  leave: z
    .boolean()
    .optional()
    .meta({ description: "Whether a player's declared leave (`POST /v1/me/leave`) pauses their clock in this game. Default true; `false`: the clocks keep running through anyone's leave (README \"Correspondence clocks\")." }),
};

// `clock` and `turnTimeout` say the same thing two ways: a request gives one of them at most.
const settingsSchema = z.object(settingsShape).refine((s) => s.clock === undefined || s.turnTimeout === undefined, {
  path: ['clock'],
  message: 'give either `clock` or `turnTimeout`, not both (`turnTimeout: n` is `clock: { kind: "per-move", seconds: n }`)',
});

export function parseSettings(raw: Record<string, unknown>): { settings: Settings; rest: Record<string, unknown> } | { error: z.ZodError } {
  const { turnTimeout, autoPlayForced, hotSeat, onTimeout, clock, leave, ...rest } = raw;
  const parsed = settingsSchema.safeParse({ turnTimeout, autoPlayForced, hotSeat, onTimeout, clock, leave });
  if (!parsed.success) return { error: parsed.error };
  // `onTimeout` is kept only when a bot takes over, so older games' settings read the same.
  const bot = parsed.data.onTimeout !== undefined && parsed.data.onTimeout !== 'first-legal' ? { onTimeout: parsed.data.onTimeout } : {};
  // A per-move clock is stored as `turnTimeout`, as it always was; only a bank adds `clock`.
  const timing = parsed.data.clock ? settingsOfClock(parsed.data.clock) : { turnTimeout: parsed.data.turnTimeout ?? null };
  return {
    // Leave forbidden is kept as `leave: false`; allowed (the default) adds nothing.
    settings: { ...timing, autoPlayForced: parsed.data.autoPlayForced ?? true, hotSeat: parsed.data.hotSeat ?? false, ...bot, ...(parsed.data.leave === false ? { leave: false as const } : {}) },
    rest,
  };
}

/** The game's clock as the engine computes it (engine/clock/ `clockOfSettings`). */
export const clockSettingsOf = (settings: Settings): ClockSettings => clockOfSettings(settings);

/** What a client sees as `options`: the game's own and the table settings, together, with the clock
 * and whether leave pauses it always spelt out (`clock`, `leave`), whichever way the game was created. */
export function publicOptions(options: unknown, settings: Settings): Record<string, unknown> {
  return { ...(options as Record<string, unknown>), ...settings, clock: clockSettingsOf(settings), leave: leaveAllowed(settings) };
}

/** Whether declared leave pauses this game's clocks (`options.leave`, default true). */
export const leaveAllowed = (settings: Settings): boolean => settings.leave !== false;
