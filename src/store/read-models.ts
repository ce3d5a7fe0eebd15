/**
 * The read models' rows (schema/players.ts): derived from the log by the app (src/app/players/),
 * written by the append that changes the game, in the same statement. They never decide anything.
 */

export interface SeatName {
  readonly seat: number;
  readonly name: string | null;
}

/** One seat a player holds (or is invited to) in one game: a row of "my games". */
export interface PlayerGameRow {
  readonly playerId: string;
  readonly gameId: string;
  readonly seat: number;
  readonly type: string;
  readonly status: 'waiting' | 'active' | 'finished' | 'aborted';
  /** The game awaits this seat: its turn, or an invitation to take it. */
  readonly yourTurn: boolean;
  readonly deadline: string | null;
  readonly version: number;
  readonly updatedAt: string;
  readonly joined: boolean;
  readonly players: readonly SeatName[];
  /** Every seat's clock (seconds, deadline); null when the game has none, or for a row written
   * before clocks were kept here (migration 0010) until the game changes or the read models are rebuilt. */
  readonly clocks: readonly SeatClockRow[] | null;
}

/** One seat's clock as "my games" keeps it (app/game/turn-clock.ts `SeatClockView`). */
export interface SeatClockRow {
  readonly remaining: number;
  readonly deadline: string | null;
}

/** A listed game with a free seat. */
export interface LobbyRow {
  readonly gameId: string;
  readonly type: string;
  readonly options: unknown;
  readonly seats: readonly SeatName[];
  readonly seatsTaken: number;
  readonly seatCount: number;
  readonly status: 'waiting' | 'active';
  readonly createdAt: string;
}

/** Where a page of "my games" starts: just after this row, in urgency order. */
export interface PlayerGamesCursor {
  readonly yourTurn: boolean;
  readonly deadline: string | null;
  readonly updatedAt: string;
  readonly gameId: string;
  readonly seat: number;
}

export interface PlayerGamesQuery {
  readonly playerId: string;
  readonly status?: PlayerGameRow['status'];
  /** true: only the games awaiting this player (`turn=mine`). */
  readonly yourTurn?: boolean;
  readonly type?: string;
  readonly after?: PlayerGamesCursor;
  readonly limit: number;
}

export interface LobbyCursor {
  readonly createdAt: string;
  readonly gameId: string;
}

export interface LobbyQuery {
  readonly type?: string;
  readonly after?: LobbyCursor;
  readonly limit: number;
}
