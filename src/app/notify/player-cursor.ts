import { AppError } from '../errors';
import { decodeCursor, encodeCursor, isId, isIsoTime } from '../players';

/**
 * Where a player's stream stands (its SSE `id:`): for each of the player's games still going, the
 * log position delivered through — `version` (every entry up to it) and `done`, how many of the next
 * entry's events were sent already (an entry can bring two: game-started and turn-started) — and `t`,
 * the time of the latest entry delivered. Games that are over are left out to keep the id short:
 * everything in them up to `t` counts as delivered, and what they get later (a rematch offer) is
 * found by its time. A game missing from the cursor that is still going is new to the reader: all of
 * it is delivered. Positions come from each game's own log order, never from clocks, except for
 * those finished games (README: "Waiting for your turn").
 */
export interface PlayerCursor {
  readonly t: string;
  readonly games: ReadonlyMap<string, { readonly version: number; readonly done: number }>;
}

export function encodePlayerCursor(cursor: PlayerCursor): string {
  const games = [...cursor.games].map(([id, p]) => (p.done > 0 ? [id, p.version, p.done] : [id, p.version]));
  return encodeCursor([cursor.t, games]);
}

const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 2_147_483_647;
const isPosition = (p: unknown): boolean => Array.isArray(p) && (p.length === 2 || p.length === 3) && isId(p[0]) && isCount(p[1]) && (p.length === 2 || isCount(p[2]));

/** A cursor this server answered (as `Last-Event-ID` or `after`); anything else is `invalid-request`. */
export function decodePlayerCursor(text: string, path: string): PlayerCursor {
  let parts: unknown[];
  try {
    parts = decodeCursor(text, (p) => p.length === 2 && isIsoTime(p[0]) && Array.isArray(p[1]) && (p[1] as unknown[]).every(isPosition));
  } catch {
    throw new AppError('invalid-request', `${path} must be the id of an event of this stream`, { errors: [{ path, message: 'not a stream position' }] });
  }
  const games = new Map<string, { version: number; done: number }>();
  for (const [id, version, done] of parts[1] as Array<[string, number, number?]>) games.set(id, { version, done: done ?? 0 });
  return { t: new Date(parts[0] as string).toISOString(), games };
}
