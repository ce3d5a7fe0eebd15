/**
 * What this browser holds for each game, in localStorage: the seat tokens it joined with (one per
 * seat it took, so several tabs can play several seats) and the admin token of games it created.
 * Tokens are shown once by the server, so this is the only copy.
 */
export interface HeldSeat {
  readonly seat: number;
  readonly token: string;
  readonly name: string;
}
export interface HeldGame {
  readonly id: string;
  readonly type: string;
  readonly seats: Readonly<Record<number, HeldSeat>>;
  readonly adminToken?: string;
  readonly savedAt: string;
}

const PREFIX = 'tricktable.game.';
const NAME_KEY = 'tricktable.name';

function read(id: string): HeldGame | undefined {
  try {
    const raw = localStorage.getItem(PREFIX + id);
    return raw ? (JSON.parse(raw) as HeldGame) : undefined;
  } catch {
    return undefined;
  }
}

function write(game: HeldGame): void {
  localStorage.setItem(PREFIX + game.id, JSON.stringify(game));
}

export const heldGame = read;

/** The seat to show: the one the link names when this browser holds it, else the first held one. */
export function seatToShow(id: string, wanted: number | undefined): HeldSeat | undefined {
  const game = read(id);
  if (!game) return undefined;
  if (wanted !== undefined) return game.seats[wanted];
  return Object.values(game.seats).sort((a, b) => a.seat - b.seat)[0];
}

export function holdSeat(id: string, type: string, seat: HeldSeat): void {
  const game = read(id) ?? { id, type, seats: {}, savedAt: new Date().toISOString() };
  write({ ...game, seats: { ...game.seats, [seat.seat]: seat }, savedAt: new Date().toISOString() });
  localStorage.setItem(NAME_KEY, seat.name);
}

export function holdAdmin(id: string, type: string, adminToken: string): void {
  const game = read(id) ?? { id, type, seats: {}, savedAt: new Date().toISOString() };
  write({ ...game, adminToken });
}

/** Every game this browser holds a seat in, newest first. */
export function heldGames(): HeldGame[] {
  const games: HeldGame[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(PREFIX)) {
      const game = read(key.slice(PREFIX.length));
      if (game && Object.keys(game.seats).length > 0) games.push(game);
    }
  }
  return games.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

export function forgetGame(id: string): void {
  localStorage.removeItem(PREFIX + id);
}

export const lastName = (): string => localStorage.getItem(NAME_KEY) ?? '';
