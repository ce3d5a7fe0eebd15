import type { Context } from '../context';
import { verifyToken, type ReplyToken } from '../tokens/reply-token';

export type RecipientCheck =
  | { readonly ok: true; readonly token: ReplyToken }
  | { readonly ok: false; readonly reason: 'not-ours' | 'no-token' | 'forged-token'; readonly detail: string };

/**
 * Whether mail to `address` is a reply this gateway takes. Checked at `RCPT TO` (so a forged or
 * foreign address is refused before the message is even sent) and again for HTTP inbound mail.
 * Expiry is judged later, with the message: an expired token is still ours, and its player is told.
 */
export function checkRecipient(ctx: Context, address: string): RecipientCheck {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at).toLowerCase();
  const domain = address.slice(at + 1).toLowerCase();
  if (at < 1 || domain !== ctx.config.replyDomain) return { ok: false, reason: 'not-ours', detail: `this server takes mail for ${ctx.config.replyDomain} only (no relaying)` };
  const prefix = `${ctx.config.replyPrefix}+`;
  if (!local.startsWith(prefix) || local.length === prefix.length) {
    return { ok: false, reason: 'no-token', detail: 'this address takes replies to Tricktable turn mails only: reply to the mail of your turn' };
  }
  const decoded = verifyToken(local.slice(prefix.length), ctx.config.tokenSecret);
  if (!decoded.ok) return { ok: false, reason: 'forged-token', detail: 'this reply address is not one this gateway wrote (was it changed?): reply to the mail of your turn' };
  return { ok: true, token: decoded.token };
}

/** The addresses that look like ours, from the envelope or, failing that, the headers. */
export const ourAddresses = (ctx: Context, candidates: readonly string[]) =>
  [...new Set(candidates.map((a) => a.trim().toLowerCase()))].filter((a) => a.endsWith(`@${ctx.config.replyDomain}`));
