import type { LobbyRow } from '../../store';
import type { AppDeps } from '../deps';
import { decodeCursor, encodeCursor, isId, isIsoTime } from './cursor';
import { playersOf } from './players';

export interface LobbyGame {
  readonly id: string;
  readonly type: string;
  readonly options: unknown;
  readonly status: LobbyRow['status'];
  readonly seats: LobbyRow['seats'];
  readonly seatsTaken: number;
  readonly seatCount: number;
  readonly createdAt: string;
}

export interface LobbyPage {
  readonly games: LobbyGame[];
  readonly next: string | null;
}

/** `GET /v1/lobby`: listed games with a free seat, the longest waiting first. Public. */
export async function listLobby(deps: AppDeps, q: { type?: string; cursor?: string; limit: number }): Promise<LobbyPage> {
  const after =
    q.cursor === undefined
      ? undefined
      : (([createdAt, gameId]) => ({ createdAt: createdAt as string, gameId: gameId as string }))(decodeCursor(q.cursor, (p) => p.length === 2 && isIsoTime(p[0]) && isId(p[1])));
  const rows = await playersOf(deps).listLobby({ type: q.type, after, limit: q.limit + 1 });
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    games: page.map((r) => ({ id: r.gameId, type: r.type, options: r.options, status: r.status, seats: r.seats, seatsTaken: r.seatsTaken, seatCount: r.seatCount, createdAt: r.createdAt })),
    next: rows.length > q.limit && last ? encodeCursor([last.createdAt, last.gameId]) : null,
  };
}
