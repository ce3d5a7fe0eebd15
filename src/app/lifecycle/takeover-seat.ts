import type { BotLevel } from '../../bots';
import { applyCommand, type Seat } from '../../engine';
import type { ActResult } from '../play';
import { botCanSee } from '../bots';
import { botSeats } from '../game';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import { hashToken, newToken } from '../tokens';
import { runEntry, type EntryInput } from './run-entry';

export interface TakeoverBody {
  /** The level of the bot that plays the seat from now on. */
  readonly bot: BotLevel;
}

/**
 * `POST /v1/games/{id}/seats/{seat}/bot` (admin): a held seat is handed to a bot for the rest of the
 * game (Board Game Arena's "zombie": its person vanished). A `takeover` log entry naming the level,
 * through the commit path every lifecycle entry takes: the version moves, streams and webhooks see
 * it, a replay reads it. The seat keeps its name; its credentials are revoked (its token, its
 * player: the key reads the game as a spectator from then on), the seat row names the bot — as a bot
 * join's does, with a token nobody is given. If the seat is to act, its bot plays in the same
 * commit (commit/commit.ts, within the bots' step budget). `…/seats/{seat}/reset` gives it back to a person.
 */
export function takeoverSeat(deps: AppDeps, id: string, seat: Seat, body: TakeoverBody, input: EntryInput): Promise<ActResult> {
  return runEntry(deps, id, input, 'takeover', { seat, ...body }, (loaded, caller) => {
    if (caller.kind !== 'admin') throw new AppError(caller.kind === 'spectator' ? 'unauthorized' : 'forbidden', "handing a seat to a bot needs the game's admin token");
    const current = botSeats(loaded)[seat];
    if (current) throw new AppError('already-bot', `seat ${seat} is already played by a bot (${current}); reset it first to seat another`);
    const command = { kind: 'takeover' as const, seat, bot: body.bot };
    const outcome = applyCommand(loaded.game, loaded.match, command, loaded.random);
    // The bot reads its seat's round from the log (bots/bot-turn.ts): a copy whose history starts too
    // late is judged again on the whole log, so that the bot plays in this very answer.
    if (outcome.ok && outcome.match.status.toAct.includes(seat) && !botCanSee(loaded)) return { fullHistory: true };
    const name = loaded.match.seats[seat] ?? '';
    return {
      write: {
        draft: { kind: 'takeover', seat, command, payload: { bot: body.bot } },
        outcome,
        extras: { seatChanges: [{ seat, to: { seat, name, tokenHash: hashToken(newToken('seat')), bot: body.bot } }] },
        reader: null,
      },
    };
  }, ({ result }) => result);
}
