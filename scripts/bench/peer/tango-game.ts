import { INVALID_MOVE } from 'boardgame.io/core';
import type { Game } from 'boardgame.io';
import { applyCommand, hexToBytes, matchStatus, newMatch, seededRandom, type Match, type Seat, type Typed } from '../../../src/engine';
import { gameOf } from '../logs';

/**
 * Tango for boardgame.io 0.50.2, the bench's peer (issue 29): the same pure rules Tricktable replays
 * (src/games/tango), so both servers spend the same CPU on the rules and the difference is the
 * server around them. As a boardgame.io author would write it:
 * - G is the engine's match (plain data); the deal's seed comes from boardgame.io's own seeded
 *   random plugin in `setup`, and both seats are seated there (the lobby's join only hands out
 *   credentials);
 * - one move, `act`, runs on the server only (`client: false`: a client holds a redacted view, not
 *   the state); after it the server plays the forced moves, as Tricktable's autoPlayForced does;
 * - every seat may move when the rules await it (`activePlayers: ALL`, checked against the rules'
 *   own `toAct`), which is how Tango's simultaneous phases fit boardgame.io's turns;
 * - `playerView` is the rules' view of that seat plus its legal moves: what Tricktable answers to a
 *   GET of the view and of legal-moves, computed by the server in both.
 */
export interface TangoG {
  readonly seed: string;
  readonly match: Match;
}

export interface TangoPlayerView {
  readonly view: unknown;
  readonly version: number;
  readonly toAct: readonly number[];
  readonly legal: readonly Typed[];
  readonly over: boolean;
}

const tango = gameOf('tango');
export const TANGO_OPTIONS = { variant: 'roses' } as const;

function apply(seed: string, match: Match, command: Parameters<typeof applyCommand>[2]): Match | null {
  const outcome = applyCommand(tango, match, command, seededRandom(hexToBytes(seed)));
  return outcome.ok ? outcome.match : null;
}

/** The forced moves after a move (one seat awaited, one legal move), as the Tricktable server plays them. */
function playForced(seed: string, match: Match): Match {
  for (;;) {
    const status = matchStatus(tango, match);
    if (status.phase !== 'active' || status.toAct.length !== 1) return match;
    const moves = tango.legalActions(match.state, status.toAct[0]!) as Typed[];
    if (moves.length !== 1) return match;
    match = apply(seed, match, { kind: 'action', seat: status.toAct[0]!, action: moves[0]! })!;
  }
}

export const TangoGame: Game<TangoG> = {
  name: 'tango',
  minPlayers: 2,
  maxPlayers: 2,
  setup: ({ random }) => {
    let seed = '';
    for (let i = 0; i < 32; i++) seed += (random.Die(256) - 1).toString(16).padStart(2, '0');
    let match = newMatch(tango, tango.schemas.options.parse(TANGO_OPTIONS));
    for (const seat of [0, 1] as Seat[]) match = apply(seed, match, { kind: 'join', seat, name: `Player ${seat + 1}` })!;
    return { seed, match: playForced(seed, match) };
  },
  turn: { activePlayers: { all: 'play' }, stages: { play: {} } },
  moves: {
    act: {
      client: false,
      move: ({ G, playerID }, action: Typed) => {
        const seat = Number(playerID) as Seat;
        const match = G.match as Match;
        if (!matchStatus(tango, match).toAct.includes(seat)) return INVALID_MOVE;
        const next = apply(G.seed, match, { kind: 'action', seat, action });
        if (next === null) return INVALID_MOVE;
        return { seed: G.seed, match: playForced(G.seed, next) };
      },
    },
  },
  endIf: ({ G }) => (matchStatus(tango, G.match).phase === 'finished' ? { over: true } : undefined),
  playerView: ({ G, playerID }) => {
    const seat = playerID === null || playerID === undefined ? null : (Number(playerID) as Seat);
    const status = matchStatus(tango, G.match);
    const view: TangoPlayerView = {
      view: tango.view(G.match.state, seat),
      version: G.match.version,
      toAct: status.phase === 'active' ? status.toAct : [],
      legal: seat !== null && status.phase === 'active' && status.toAct.includes(seat) ? (tango.legalActions(G.match.state, seat) as Typed[]) : [],
      over: status.phase === 'finished',
    };
    return view as unknown as TangoG;
  },
};
