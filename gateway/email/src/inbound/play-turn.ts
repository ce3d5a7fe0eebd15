import type { Context } from '../context';
import { gameMail, tableOf } from '../games';
import { p } from '../mail/doc';
import { currentTurn } from '../mail/turn-blocks';
import { readMove } from '../moves/read-move';
import type { GatewayPlayer } from '../store';
import type { ReplyToken } from '../tokens/reply-token';
import { ApiError } from '../tricktable/api';
import type { Problem } from '../tricktable/types';
import { answer } from './answer';
import type { Outcome } from './outcome';
import type { InboundMail } from './read-mail';

interface To {
  readonly player: GatewayPlayer;
  readonly token: ReplyToken;
  readonly mail: InboundMail;
}

/** Entries that leave the turn as it was: a reminder of it, a seat's leave declared or cancelled. */
const SAME_TURN = new Set(['remind', 'declare-leave', 'cancel-leave']);

/**
 * The version a reply to the mail of `version` plays on: that one, or the current one when all that
 * came since leaves the turn as it was (a reminder — whose own mail the player may not answer — or
 * leave), so that answering the turn's first mail after its reminder still plays.
 */
async function sameTurnVersion(ctx: Context, key: string, gameId: string, version: number, now: number): Promise<number> {
  if (now <= version || now - version > 20) return version;
  const since = await ctx.api.entriesAfter(key, gameId, version, now - version);
  return since.events.length === now - version && since.events.every((e) => SAME_TURN.has(e.kind)) ? now : version;
}

/**
 * A reply to a turn mail. The move goes to the server only on the token's version (If-Match) — or
 * on the current one when only reminders or leave came since (the same turn): a reply to an old
 * turn is refused by the server, not guessed at here, and so is a move that breaks a rule — the
 * answer by mail carries the server's own reason and rule, and the moves as they are now.
 */
export async function playTurn(ctx: Context, to: To, idempotencyKey: string): Promise<Outcome> {
  const { player, mail } = to;
  const [view, legal] = await Promise.all([ctx.api.view(player.key, to.token.gameId), ctx.api.legalMoves(player.key, to.token.gameId)]);
  const token = { ...to.token, version: await sameTurnVersion(ctx, player.key, to.token.gameId, to.token.version, legal.version) };
  const game = gameMail(view.type);
  const table = tableOf(view, token.seat);
  if (view.you !== token.seat) {
    await answer(ctx, { ...to, view }, 'refused', [p(`You no longer hold seat ${token.seat} of game ${token.gameId}: nothing was played.`)], null);
    return { kind: 'refused', reason: 'seat-lost', detail: `the player no longer holds seat ${token.seat}` };
  }
  const move = mail.firstLine === null ? null : readMove(mail.firstLine, legal.version === token.version ? legal.moves : [], game, table);
  if (!move) {
    const now = await currentTurn(ctx, player.key, token.gameId, token.seat);
    const said = mail.firstLine === null ? 'Your reply had nothing above the quoted mail, so no move was played.' : `"${mail.firstLine}" is no move I can read, so nothing was played.`;
    await answer(ctx, { ...to, view }, 'refused', [p(`${said} Write your move alone on the first line of your reply.`), ...now.blocks], now.replyTo);
    return { kind: 'refused', reason: 'unreadable', detail: `no move in ${JSON.stringify(mail.firstLine ?? '')}` };
  }
  const code = game.code(move, table);
  let done;
  try {
    done = await ctx.api.act(player.key, token.gameId, move, { ifMatch: token.version, idempotencyKey });
  } catch (err) {
    if (!(err instanceof ApiError) || err.temporary || err.problem === null) throw err;
    return refused(ctx, to, code, err.problem, view.version);
  }
  if (done.replayed) return { kind: 'duplicate', reason: 'replayed', detail: `${code} was played by an earlier copy of this mail` };
  const after = tableOf(done.view, token.seat);
  const next =
    done.view.status !== 'active'
      ? 'That ended the game: the result follows in another mail.'
      : done.view.toAct.includes(token.seat)
        ? 'It is your turn again: the next mail shows your moves.'
        : `Now it is ${done.view.toAct.map((s) => after.who(s)).join(' and ')}'s turn.`;
  await answer(ctx, { ...to, view: done.view }, 'played', [p(`Played ${code} (version ${done.version}). ${next}`)], null);
  return { kind: 'played', reason: 'played', detail: `${code} in ${token.gameId} at version ${token.version}` };
}

async function refused(ctx: Context, to: To, code: string, problem: Problem, version: number): Promise<Outcome> {
  const { player, token } = to;
  const now = await currentTurn(ctx, player.key, token.gameId, token.seat);
  const why = reasonOf(problem, token, code, version);
  await answer(ctx, { ...to, view: now.view }, 'refused', [p(why), ...now.blocks], now.replyTo);
  const reason = problem.code === 'precondition-failed' ? 'old-turn' : problem.reason ? `${problem.code}/${problem.reason}` : problem.code;
  return { kind: 'refused', reason, detail: problem.detail ?? problem.code };
}

/** The server's reason in a sentence, with its rule: what the player reads first. */
function reasonOf(problem: Problem, token: ReplyToken, code: string, version: number): string {
  const rule = problem.rule ? ` (rule ${problem.rule}${problem.reason ? `, ${problem.reason}` : ''})` : '';
  switch (problem.code) {
    case 'precondition-failed':
      return `Your reply (${code}) answered the mail of version ${token.version}, but the game has moved on since (it is at version ${problem.version ?? version}): that turn is over, and nothing was played.`;
    case 'not-your-turn':
      return `${code} was not played: it is not your turn${rule}.`;
    case 'game-over':
      return `${code} was not played: the game is over.`;
    case 'idempotency-key-reuse':
      return `${code} was not played: this mail (its Message-ID) was already used for another move.`;
    default:
      return `${code} was not played: ${problem.detail ?? problem.title ?? problem.code}${rule}.`;
  }
}
