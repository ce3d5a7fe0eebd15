import { createHash } from 'node:crypto';
import type { Context } from '../context';
import { when } from '../mail/compose';
import { p } from '../mail/doc';
import { currentTurn } from '../mail/turn-blocks';
import { ApiError } from '../tricktable/api';
import type { Outcome } from './outcome';
import { answer } from './answer';
import { playTurn } from './play-turn';
import { readMail, type InboundMail } from './read-mail';
import { checkRecipient, ourAddresses } from './recipient';
import { askRematch, joinRematch } from './rematch-replies';

/** A reply as it arrived: the raw MIME message and its envelope (SMTP's, or the HTTP forwarder's). */
export interface Reply {
  readonly raw: Buffer;
  readonly envelopeTo: readonly string[];
  /** `MAIL FROM`; `''` is the null sender of bounces and other automatic mail. */
  readonly envelopeFrom: string | null;
  readonly via: 'smtp' | 'http';
}

/**
 * One reply, start to end. The token in the address it was sent to decides what it may do; the
 * sender must be the player too (unless configured off); then the first line is the move, played
 * with If-Match on the token's version and an Idempotency-Key from the Message-ID. Every outcome is
 * logged; every refusal of a known player is answered by mail, to their own address.
 */
export async function handleReply(ctx: Context, reply: Reply): Promise<Outcome> {
  const outcome = await judge(ctx, reply).catch((err: unknown): Outcome => {
    if (err instanceof ApiError) return { kind: err.temporary ? 'deferred' : 'rejected', reason: err.temporary ? 'tricktable-unavailable' : 'tricktable-refused', detail: err.message };
    return { kind: 'deferred', reason: 'internal', detail: `the reply could not be handled now (${err instanceof Error ? err.message : String(err)}): it will be tried again` };
  });
  ctx.log({ event: `reply.${outcome.kind}`, reason: outcome.reason, detail: outcome.detail, via: reply.via, from: reply.envelopeFrom, to: reply.envelopeTo });
  return outcome;
}

async function judge(ctx: Context, reply: Reply): Promise<Outcome> {
  let mail: InboundMail;
  try {
    mail = await readMail(reply.raw);
  } catch (err) {
    return { kind: 'rejected', reason: 'unparsable', detail: `this is no mail message (${err instanceof Error ? err.message : String(err)})` };
  }
  const ours = ourAddresses(ctx, reply.envelopeTo.length > 0 ? reply.envelopeTo : mail.recipients);
  if (ours.length === 0) return { kind: 'rejected', reason: 'no-token', detail: 'no reply address of this gateway: reply to the mail of your turn' };
  const check = checkRecipient(ctx, ours[0]!);
  if (!check.ok) return { kind: 'rejected', reason: check.reason, detail: check.detail };
  const token = check.token;
  const player = ctx.store.seatHolder(token.gameId, token.seat);
  if (!player) return { kind: 'rejected', reason: 'unknown-seat', detail: `no player of this gateway holds seat ${token.seat} of ${token.gameId}` };
  if (mail.automatic || reply.envelopeFrom === '') return { kind: 'ignored', reason: 'automatic', detail: 'an automatic reply (Auto-Submitted, Precedence or a null sender) is never read as a move' };

  const to = { player, token, mail };
  if (ctx.config.requireSenderMatch && mail.from !== player.address) {
    const now = await currentTurn(ctx, player.key, token.gameId, token.seat);
    await answer(ctx, { ...to, view: now.view }, 'refused-sender', [
      p(`A reply to your game ${token.gameId} came from ${mail.from ?? 'no address'}, not from your address ${player.address}: nothing was played. To play, reply from ${player.address}.`),
    ], null);
    return { kind: 'rejected', reason: 'sender-mismatch', detail: `replies to this address are played only from the player's own address` };
  }
  if (token.expires * 1000 < ctx.now().getTime()) {
    const now = await currentTurn(ctx, player.key, token.gameId, token.seat);
    await answer(ctx, { ...to, view: now.view }, 'refused', [p(`The reply address of that mail expired at ${when(new Date(token.expires * 1000).toISOString())}: nothing was played.`), ...now.blocks], now.replyTo);
    return { kind: 'refused', reason: 'expired', detail: 'the reply address expired' };
  }
  const key = idempotencyKey(mail, reply.raw);
  switch (token.kind) {
    case 'turn':
      return playTurn(ctx, to, key);
    case 'finished':
      return askRematch(ctx, to);
    case 'rematch':
      return joinRematch(ctx, to);
  }
}

/** The same mail delivered twice (or by both doors) has one key: the server plays it once. */
function idempotencyKey(mail: InboundMail, raw: Buffer): string {
  const source = mail.messageId ? `message-id:${mail.messageId}` : `raw:${createHash('sha256').update(raw).digest('hex')}`;
  return `mail-${createHash('sha256').update(source).digest('base64url')}`;
}
