import type { TadpoleState, TangoState, TanniState, TantonyState } from '../api/types';

/**
 * The round sheets, as pure functions of a view's state: each row one round, and `totals` what the
 * rows add up to per seat — which is each seat's final score when the game is over (test/web-round-
 * sheets.test.ts plays every game and variant out, including a Tadpole game that ends mid-round).
 */
export interface Sheet {
  /** One row per round: the round number, then per seat what it scored in that round. */
  readonly rows: ReadonlyArray<{ readonly round: number; readonly perSeat: readonly number[]; readonly partial?: boolean }>;
  /** Per seat, what the rows add up to, as the game scores it. */
  readonly totals: readonly number[];
}

const sum = (rows: Sheet['rows'], seats: number) => Array.from({ length: seats }, (_, s) => rows.reduce((a, r) => a + (r.perSeat[s] ?? 0), 0));

/** Tango: the rose each round gave (TANGO-13, 14); a seat's final score is its roses. */
export function tangoSheet(state: TangoState): Sheet {
  const rows = state.rounds.map((r) => ({ round: r.round, perSeat: [0, 1].map((s) => (r.roseTo === s ? 1 : 0)) }));
  return { rows, totals: sum(rows, 2) };
}

/** Tanni: the match points each round gave its team (TANNI-13, 14); a seat's final score is its team's. */
export function tanniSheet(state: TanniState): Sheet {
  const rows = state.rounds.map((r) => ({ round: r.round, perSeat: [0, 1, 2, 3].map((s) => (s % 2 === r.scoringTeam ? r.gained : 0)) }));
  return { rows, totals: sum(rows, 4) };
}

/**
 * Tadpole: the tricks each seat won in each round (TADPOLE-10), and when the game ends in the
 * middle of a round (TADPOLE-14), that round too: its tricks so far, which the sheet must not drop.
 */
export function tadpoleSheet(state: TadpoleState): Sheet {
  const seats = state.players.length;
  const rows: Array<Sheet['rows'][number]> = state.rounds.map((r) => ({ round: r.round, perSeat: r.tricksWon }));
  // While the game goes on, the round in play is not on the sheet (its row appears once scored, and
  // "a round is scored" is what a reader waits for); only a game over mid-round shows it, as partial.
  const open = state.phase === 'finished' && state.rounds.at(-1)?.round !== state.round && state.tricks.length > 0;
  if (open) rows.push({ round: state.round, perSeat: Array.from({ length: seats }, (_, s) => state.tricks.filter((x) => x.winner === s).length), partial: true });
  return { rows, totals: sum(rows, seats) };
}

/**
 * Tantony: each seat's round scores (TANTONY-10, 13). Its final score is its own total, its team's
 * total (teams) or its total and the total of the seat before it (split partners, TANTONY-12).
 */
export function tantonySheet(state: TantonyState): Sheet {
  const seats = state.players.length;
  const rows = state.history.map((h) => ({ round: h.round, perSeat: h.scores }));
  const own = sum(rows, seats);
  const totals =
    state.variant === 'teams'
      ? own.map((_, s) => own[s]! + own[(s + 2) % 4]!)
      : state.variant === 'split-partner'
        ? own.map((_, s) => own[s]! + own[(s + seats - 1) % seats]!)
        : own;
  return { rows, totals };
}

/** In split partners, whose total a seat adds to its own: the seat before it in play order (TANTONY-12). */
export const splitPartnerOf = (seat: number, seats: number): number => (seat + seats - 1) % seats;
