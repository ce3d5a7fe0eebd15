/**
 * A game's clock, as chosen at creation (`options.clock`, README "Correspondence clocks"). Seconds,
 * like `turnTimeout`: `per-move` gives every turn the same time (today's `turnTimeout`); `bank` gives
 * each seat `initial` seconds for the whole game, adds `increment` after each of that seat's moves
 * (Fischer) and never holds more than `max`; `none` never runs out.
 */
export type ClockSettings =
  | { readonly kind: 'none' }
  | { readonly kind: 'per-move'; readonly seconds: number }
  | { readonly kind: 'bank'; readonly initial: number; readonly increment: number; readonly max?: number };

/** A game's stored table settings as far as the clock goes: a bank (`clock`), else `turnTimeout`. */
export interface ClockFields {
  readonly turnTimeout: number | null;
  readonly clock?: Extract<ClockSettings, { kind: 'bank' }>;
}

/** The clock a game's settings give: a bank when it was created with one, else `turnTimeout` per move,
 * else none — so a game stored before clock kinds (issue 27) reads as it always did. */
export function clockOfSettings(settings: ClockFields): ClockSettings {
  if (settings.clock) return settings.clock;
  return settings.turnTimeout === null ? { kind: 'none' } : { kind: 'per-move', seconds: settings.turnTimeout };
}

/**
 * One log entry as a clock sees it: when it was written, by which seat, whether it is a move of that
 * seat (an action the seat took or the server took for it: action, auto, timeout, bot), and which
 * seats the game awaits after it (the rules' `toAct`).
 */
export interface ClockEntry {
  readonly at: string;
  readonly seat: number | null;
  readonly move: boolean;
  readonly toAct: readonly number[];
  /** A leave entry (README "Correspondence clocks", issue 27 item 2): a seat's leave declared or
   * cancelled. Such an entry is no move and starts no turn (its `seat` is null here). */
  readonly leave?: LeaveChange;
}

/** A seat's declared leave: its clock does not run in [from, until). ISO times. */
export interface LeaveSpan {
  readonly id: string;
  readonly from: string;
  readonly until: string;
}

/** What a leave entry does to a seat's leave: adds a span, or cancels one (at the entry's time:
 * a span not begun goes, one in progress ends then). */
export type LeaveChange =
  | { readonly kind: 'declared'; readonly seat: number; readonly id: string; readonly from: string; readonly until: string }
  | { readonly kind: 'cancelled'; readonly seat: number; readonly id: string };

/**
 * Each seat's clock after some entries: when its current turn began (null: not awaited) and, with a
 * bank clock, the milliseconds it had left when that turn began (or now, while it is not awaited);
 * null for the other kinds, whose time does not carry from turn to turn. `leaves`: each seat's leave
 * spans, in the order declared (cancelled ones gone, cut short ones ending where they were cut).
 */
export interface ClockState {
  readonly starts: readonly (string | null)[];
  readonly banks: readonly number[] | null;
  readonly leaves: readonly (readonly LeaveSpan[])[];
}

