import type { Context } from '../context';
import { gameMail } from '../games';
import { messageId, subjectOf, threadRoot } from '../mail/compose';
import { p, type Block } from '../mail/doc';
import type { GatewayPlayer } from '../store';
import type { ReplyToken } from '../tokens/reply-token';
import type { GameView } from '../tricktable/types';
import type { InboundMail } from './read-mail';

/**
 * An answer to a player's reply, in the game's thread: to the player's own address (never to
 * whatever `From:` a mail claimed), `In-Reply-To` their mail. Its Message-ID comes from theirs, so
 * the answer to a mail delivered twice is one message to the mail client.
 */
export async function answer(
  ctx: Context,
  to: { player: GatewayPlayer; token: ReplyToken; mail: InboundMail; view: GameView },
  kind: string,
  blocks: Block[],
  replyTo: string | null,
): Promise<void> {
  const { player, token, mail, view } = to;
  const root = threadRoot(ctx, token.gameId);
  const theirs = mail.messageId ? [mail.messageId] : [];
  await ctx.send({
    to: player.address,
    subject: `Re: ${subjectOf(view, token.seat, gameMail(view.type).title)}`,
    blocks: [...blocks, p('-- Tricktable by email')],
    replyTo,
    messageId: messageId(ctx, kind, token.gameId, token.version, token.seat, `${mail.messageId ?? ''}/${kind}`),
    inReplyTo: theirs[0] ?? root,
    references: [root, ...theirs],
    facts: { game: token.gameId, version: view.version, seat: token.seat, kind },
    automatic: 'auto-replied',
  });
}
