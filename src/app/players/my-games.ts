import type { PlayerGameRow, PlayerGamesCursor } from '../../store';
import type { AppDeps } from '../deps';
import { decodeCursor, encodeCursor, isId, isIsoTime } from './cursor';
import { playersOf, requirePlayer } from './players';

export interface MyGamesQuery {
  readonly status?: PlayerGameRow['status'];
  /** `turn=mine`: only the games awaiting you. */
  readonly turn?: 'mine';
  readonly type?: string;
  readonly cursor?: string;
  readonly limit: number;
}

export interface MyGame {
  readonly id: string;
  readonly type: string;
  readonly seat: number;
  readonly status: PlayerGameRow['status'];
  readonly yourTurn: boolean;
  readonly deadline: string | null;
  readonly version: number;
  readonly updatedAt: string;
  /** False: a rematch seat kept for you; join the game to take it. */
  readonly joined: boolean;
  readonly players: PlayerGameRow['players'];
  /** Every seat's clock (remaining seconds, deadline); null without one. */
  readonly clocks: PlayerGameRow['clocks'];
}

export interface MyGamesPage {
  readonly games: MyGame[];
  /** Pass as `cursor` for the next page; null on the last. */
  readonly next: string | null;
}

const cursorOf = (r: PlayerGameRow): string => encodeCursor([r.yourTurn ? 0 : 1, r.deadline, r.updatedAt, r.gameId, r.seat]);

function parseCursor(cursor: string): PlayerGamesCursor {
  const [rank, deadline, updatedAt, gameId, seat] = decodeCursor(
    cursor,
    (p) => p.length === 5 && (p[0] === 0 || p[0] === 1) && (p[1] === null || isIsoTime(p[1])) && isIsoTime(p[2]) && isId(p[3]) && Number.isInteger(p[4]),
  );
  return { yourTurn: rank === 0, deadline: deadline as string | null, updatedAt: updatedAt as string, gameId: gameId as string, seat: seat as number };
}

/**
 * `GET /v1/me/games`: every seat the player holds (or is invited to), most urgent first — the games
 * awaiting you, soonest deadline first, then the longest unchanged — from the read model and its
 * indexes (one index scan a page: test/my-games-plan.test.ts).
 */
export async function listMyGames(deps: AppDeps, token: string | undefined, q: MyGamesQuery): Promise<MyGamesPage> {
  return listMyGamesOf(deps, await requirePlayer(deps, token), q);
}

/** `listMyGames` for a player already identified (a wait reads the page again and again). */
export async function listMyGamesOf(deps: AppDeps, player: { readonly id: string }, q: MyGamesQuery): Promise<MyGamesPage> {
  const rows = await playersOf(deps).listPlayerGames({
    playerId: player.id,
    status: q.status,
    yourTurn: q.turn === 'mine' ? true : undefined,
    type: q.type,
    after: q.cursor === undefined ? undefined : parseCursor(q.cursor),
    limit: q.limit + 1,
  });
  const page = rows.slice(0, q.limit);
  return {
    games: page.map((r) => ({
      id: r.gameId,
      type: r.type,
      seat: r.seat,
      status: r.status,
      yourTurn: r.yourTurn,
      deadline: r.deadline,
      version: r.version,
      updatedAt: r.updatedAt,
      joined: r.joined,
      players: r.players,
      clocks: r.clocks,
    })),
    next: rows.length > q.limit ? cursorOf(page.at(-1)!) : null,
  };
}
