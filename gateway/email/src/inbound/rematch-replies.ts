import type { Context } from '../context';
import { p } from '../mail/doc';
import { normaliseLine } from '../moves/read-move';
import type { GatewayPlayer } from '../store';
import type { ReplyToken } from '../tokens/reply-token';
import { ApiError } from '../tricktable/api';
import { answer } from './answer';
import type { Outcome } from './outcome';
import type { InboundMail } from './read-mail';

interface To {
  readonly player: GatewayPlayer;
  readonly token: ReplyToken;
  readonly mail: InboundMail;
}

const said = (mail: InboundMail) => normaliseLine(mail.firstLine ?? '');

/** "rematch" to a finished game's mail: the rematch (`POST …/rematch`), and the asker's own seat in it. */
export async function askRematch(ctx: Context, to: To): Promise<Outcome> {
  const { player, token, mail } = to;
  const view = await ctx.api.view(player.key, token.gameId);
  if (!/^(rematch|again|yes)$/.test(said(mail))) {
    await answer(ctx, { ...to, view }, 'refused', [p(`"${mail.firstLine ?? ''}" is not a reply I can read. Reply "rematch" to ask for a rematch.`)], null);
    return { kind: 'refused', reason: 'unreadable', detail: `no rematch in ${JSON.stringify(mail.firstLine ?? '')}` };
  }
  try {
    const rematch = await ctx.api.rematch(player.key, token.gameId);
    const seat = await ctx.api.join(player.key, rematch.id);
    ctx.store.recordSeat(rematch.id, seat.seat, player.id);
    await answer(ctx, { ...to, view }, 'rematch', [
      p(`Rematch: game ${rematch.id}, with the same seats and options, and you have your seat in it. ${seat.started ? 'The cards are dealt: a mail comes at each of your turns.' : 'The others are asked to join; a mail comes at your first turn.'}`),
    ], null);
    return { kind: 'played', reason: 'rematch', detail: `rematch ${rematch.id} of ${token.gameId}` };
  } catch (err) {
    return refusedLifecycle(ctx, to, view, err, 'rematch');
  }
}

/** "join" to a rematch offer: the seat kept for the player (`POST …/join` with their key). */
export async function joinRematch(ctx: Context, to: To): Promise<Outcome> {
  const { player, token, mail } = to;
  const view = await ctx.api.view(player.key, token.gameId);
  if (!/^(join|yes|accept|ok)$/.test(said(mail))) {
    await answer(ctx, { ...to, view }, 'refused', [p(`"${mail.firstLine ?? ''}" is not a reply I can read. Reply "join" to take your seat in game ${token.gameId}.`)], null);
    return { kind: 'refused', reason: 'unreadable', detail: `no join in ${JSON.stringify(mail.firstLine ?? '')}` };
  }
  try {
    const seat = await ctx.api.join(player.key, token.gameId);
    ctx.store.recordSeat(token.gameId, seat.seat, player.id);
    await answer(ctx, { ...to, view }, 'joined', [
      p(`You have seat ${seat.seat} in game ${token.gameId}. ${seat.started ? 'Every seat is taken and the cards are dealt: a mail comes at each of your turns.' : 'The game starts when every seat is taken.'}`),
    ], null);
    return { kind: 'played', reason: 'join', detail: `joined ${token.gameId}` };
  } catch (err) {
    return refusedLifecycle(ctx, to, view, err, 'join');
  }
}

async function refusedLifecycle(ctx: Context, to: To, view: Parameters<typeof answer>[1]['view'], err: unknown, what: string): Promise<Outcome> {
  if (!(err instanceof ApiError) || err.temporary || err.problem === null) throw err;
  await answer(ctx, { ...to, view }, 'refused', [p(`That ${what} was not made: ${err.problem.detail ?? err.problem.code}.`)], null);
  return { kind: 'refused', reason: err.problem.code, detail: err.problem.detail ?? err.problem.code };
}
