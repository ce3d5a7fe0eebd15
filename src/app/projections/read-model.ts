import type { LobbyRow, NewGame, PlayerGameRow, Reservation, SeatName } from '../../store';
import { deadlineOf, fromStored, seatClocks, playerHolder, playerOfHolder, type LoadedGame } from '../game';
import { publicOptions } from '../catalogue';

/**
 * The read models of one game, as a pure function of the game as loaded (its log, its creation
 * record): what `commit` writes with every append, and what the rebuild writes for every game
 * (src/app/players/rebuild.ts). They serve "my games" and the lobby and never decide anything.
 */

const seatNames = (loaded: LoadedGame): SeatName[] => loaded.match.seats.map((name, seat) => ({ seat, name }));

/** When the game last changed: its last log entry, or its creation. */
const updatedAt = (loaded: LoadedGame): string => loaded.history.at(-1)?.at ?? loaded.record.createdAt;

const reservedPlayer = (r: Reservation | undefined): string | null => (r && 'player' in r ? r.player : null);

/** One row per seat a player holds, and per rematch seat kept for a player who has not taken it. */
export function playerGameRows(loaded: LoadedGame): PlayerGameRow[] {
  const { match, record } = loaded;
  const status = match.status;
  const base = { gameId: record.id, type: record.type, status: status.phase, version: match.version, updatedAt: updatedAt(loaded), players: seatNames(loaded) };
  const rows: PlayerGameRow[] = [];
  const clocks = seatClocks(loaded);
  match.holders.forEach((holder, seat) => {
    const playerId = playerOfHolder(holder);
    if (playerId === null) return;
    rows.push({ ...base, playerId, seat, yourTurn: status.toAct.includes(seat), deadline: deadlineOf(loaded, seat), joined: true, clocks });
  });
  (record.reservations ?? []).forEach((r, seat) => {
    const playerId = reservedPlayer(r);
    if (playerId === null || match.holders[seat] === playerHolder(playerId)) return;
    // Kept for this player and not taken yet: the game waits for them (until it is called off).
    rows.push({ ...base, playerId, seat, yourTurn: status.phase === 'waiting' && match.seats[seat] === null, deadline: null, joined: false, clocks });
  });
  return rows;
}

/** Whether the game has any "my games" row (cheaper than making them). */
function hasPlayerRows(loaded: LoadedGame): boolean {
  return loaded.match.holders.some((h) => playerOfHolder(h) !== null) || (loaded.record.reservations ?? []).some((r) => reservedPlayer(r) !== null);
}

/** The lobby row of a listed game while it waits for someone (a seat is free and it is not over). */
export function lobbyRow(loaded: LoadedGame): LobbyRow | null {
  const { match, record } = loaded;
  const phase = match.status.phase;
  if (!record.listed || (phase !== 'waiting' && phase !== 'active') || !match.seats.includes(null)) return null;
  return {
    gameId: record.id,
    type: record.type,
    options: publicOptions(match.options, record.settings),
    seats: seatNames(loaded),
    seatsTaken: match.seats.filter((n) => n !== null).length,
    seatCount: match.seats.length,
    status: phase,
    createdAt: record.createdAt,
  };
}

/** What an append from `before` to `after` writes to the read models (undefined: nothing to do). */
export function readModelChanges(before: LoadedGame, after: LoadedGame): { playerGames?: PlayerGameRow[]; lobby?: LobbyRow | null } {
  return {
    playerGames: hasPlayerRows(before) || hasPlayerRows(after) ? playerGameRows(after) : undefined,
    lobby: after.record.listed ? lobbyRow(after) : undefined,
  };
}

/** A game about to be created, as it will load: for its first read-model rows. */
export function loadedOfNew(game: NewGame): LoadedGame {
  return fromStored({ ...game, listed: game.listed ?? false, rematchOf: game.rematchOf ?? null, reservations: game.reservations ?? null, hooksVersion: 0, seats: [], webhooks: [], log: [] });
}
