import type { Context } from '../context';
import { gameMail, tableOf } from '../games';
import { messageId, replyAddress, subjectOf, threadRoot, when, type OutMail } from '../mail/compose';
import { p, rows } from '../mail/doc';
import { turnBlocks } from '../mail/turn-blocks';
import type { GatewayPlayer } from '../store';
import type { PlayerNotice } from '../tricktable/types';
import { resultLine } from './result';

/** The player notifications the gateway mails; `turn.reminder` too where the server has it (a server before reminders refuses the type). */
export const MAILED_EVENTS = ['turn.started', 'game.finished', 'rematch.offered', 'subscription.disabled'] as const;
export const OPTIONAL_EVENTS = ['turn.reminder'] as const;

/**
 * One player notification → at most one mail. The webhook carries facts, not the table: the gateway
 * reads the seat's view and legal moves with the player's key, and mails only if the notice is still
 * current (a late retry of an old turn mails nothing: a newer notice follows it).
 */
export async function mailNotice(ctx: Context, player: GatewayPlayer, notice: PlayerNotice, webhookId: string): Promise<'mailed' | 'skipped'> {
  switch (notice.type) {
    case 'turn.started':
    case 'turn.reminder':
      return mailTurn(ctx, player, notice, webhookId);
    case 'game.finished':
      return mailFinished(ctx, player, notice, webhookId);
    case 'rematch.offered':
      return mailRematch(ctx, player, notice, webhookId);
    case 'subscription.disabled':
      ctx.log({ event: 'subscription.disabled', player: player.id, ...notice.data });
      return 'skipped';
    default:
      ctx.log({ event: 'notice.ignored', player: player.id, type: notice.type });
      return 'skipped';
  }
}

async function mailTurn(ctx: Context, player: GatewayPlayer, notice: PlayerNotice, webhookId: string): Promise<'mailed' | 'skipped'> {
  const { gameId, seat, version } = notice.data;
  const [legal, view] = await Promise.all([ctx.api.legalMoves(player.key, gameId), ctx.api.view(player.key, gameId)]);
  if (legal.version !== version || view.version !== version || legal.seat !== seat || legal.moves.length === 0) {
    ctx.log({ event: 'notice.stale', player: player.id, type: notice.type, gameId, version, now: view.version });
    return 'skipped';
  }
  ctx.store.recordSeat(gameId, seat, player.id);
  const game = gameMail(view.type);
  const reminder = notice.type === 'turn.reminder';
  const deadline = notice.data.deadline ?? view.deadlines?.[seat] ?? null;
  const intro = reminder
    ? `Reminder: it is still your turn in ${game.title}, game ${gameId}${deadline ? `, and the server plays for you at ${when(deadline)}` : ''}.`
    : `It is your turn in ${game.title}, game ${gameId} (you are seat ${seat}; version ${version}).`;
  await ctx.send({
    ...thread(ctx, player, gameId),
    subject: subjectOf(view, seat, game.title),
    blocks: [p(`Hello ${player.name},`), p(intro), ...turnBlocks(ctx, view, legal, seat), p('-- Tricktable by email')],
    replyTo: replyAddress(ctx, { kind: 'turn', gameId, seat, version }),
    messageId: messageId(ctx, reminder ? 'reminder' : 'turn', gameId, version, seat, webhookId),
    facts: { game: gameId, version, seat, kind: reminder ? 'reminder' : 'turn' },
  });
  return 'mailed';
}

async function mailFinished(ctx: Context, player: GatewayPlayer, notice: PlayerNotice, webhookId: string): Promise<'mailed' | 'skipped'> {
  const { gameId, seat, version } = notice.data;
  const view = await ctx.api.view(player.key, gameId);
  ctx.store.recordSeat(gameId, seat, player.id);
  const game = gameMail(view.type);
  const t = tableOf(view, seat);
  const result = notice.data.result ?? view.result;
  const status = notice.data.status ?? view.status;
  await ctx.send({
    ...thread(ctx, player, gameId),
    subject: subjectOf(view, seat, game.title),
    blocks: [
      p(`Hello ${player.name},`),
      p(`Your ${game.title} game ${gameId} is over. ${resultLine(t, status, result)}`),
      rows(result ? ['Scores', result.scores.map((s, i) => `${t.who(i)} ${s}`).join(' · ')] : null, seedOf(result) ? ['Seed', `${seedOf(result)} (check the deal: npx tricktable verify ${ctx.config.api} ${gameId})`] : null),
      ...(status === 'finished' ? game.table(t) : []),
      { kind: 'codes', title: 'Reply to this mail with:', items: [{ code: 'rematch', note: 'ask for a rematch: the same seats and options' }] },
      p('-- Tricktable by email'),
    ],
    replyTo: replyAddress(ctx, { kind: 'finished', gameId, seat, version }),
    messageId: messageId(ctx, 'finished', gameId, version, seat, webhookId),
    facts: { game: gameId, version, seat, kind: 'finished' },
  });
  return 'mailed';
}

async function mailRematch(ctx: Context, player: GatewayPlayer, notice: PlayerNotice, webhookId: string): Promise<'mailed' | 'skipped'> {
  const { gameId, seat, version } = notice.data;
  const rematchId = notice.data.rematch?.gameId;
  if (!rematchId) return 'skipped';
  const view = await ctx.api.view(player.key, gameId);
  const game = gameMail(view.type);
  const t = tableOf(view, seat);
  const by = notice.data.by === null || notice.data.by === undefined ? 'Another player' : t.name(notice.data.by);
  ctx.store.recordSeat(rematchId, seat, player.id);
  await ctx.send({
    ...thread(ctx, player, gameId),
    subject: subjectOf(view, seat, game.title),
    blocks: [
      p(`Hello ${player.name},`),
      p(`${by} asks for a rematch of ${game.title} game ${gameId}: a new game, ${rematchId}, with the same seats and options. Your seat is kept for you.`),
      { kind: 'codes', title: 'Reply to this mail with:', items: [{ code: 'join', note: `take your seat in game ${rematchId}` }] },
      p('-- Tricktable by email'),
    ],
    replyTo: replyAddress(ctx, { kind: 'rematch', gameId: rematchId, seat, version: 0 }),
    messageId: messageId(ctx, 'rematch', gameId, version, seat, webhookId),
    facts: { game: gameId, version, seat, kind: 'rematch' },
  });
  return 'mailed';
}

const seedOf = (result: unknown): string | null => (result as { seed?: string } | null)?.seed ?? null;

const thread = (ctx: Context, player: GatewayPlayer, gameId: string): Pick<OutMail, 'to' | 'inReplyTo' | 'references' | 'automatic'> => {
  const root = threadRoot(ctx, gameId);
  return { to: player.address, inReplyTo: root, references: [root], automatic: 'auto-generated' };
};
