import { createHash } from 'node:crypto';
import type { Context } from '../context';
import { signToken, type ReplyToken } from '../tokens/reply-token';
import type { GameView } from '../tricktable/types';
import type { Block } from './doc';

/** One mail to one player, before rendering. */
export interface OutMail {
  readonly to: string;
  readonly subject: string;
  readonly blocks: readonly Block[];
  /** The signed reply address, when a reply can do something. */
  readonly replyTo: string | null;
  readonly messageId: string;
  readonly inReplyTo: string;
  readonly references: readonly string[];
  /** `X-Tricktable-*`: the game, the version, the seat and what the mail is (turn, reminder, finished, …). */
  readonly facts: { readonly game: string; readonly version: number; readonly seat: number; readonly kind: string };
  /** RFC 3834: a notice is `auto-generated`, an answer to a reply `auto-replied` (no vacation notice answers either). */
  readonly automatic: 'auto-generated' | 'auto-replied';
}

/**
 * Threading: every mail of a game names the same root, `<game.<id>@<domain>>`, in `In-Reply-To` and
 * `References` (an answer to a reply adds the reply's own id), and keeps the same subject, so a mail
 * client shows one conversation per game. No mail carries the root's id itself: ids are never reused.
 */
export const threadRoot = (ctx: Context, gameId: string) => `<game.${gameId}@${ctx.config.replyDomain}>`;

/** A Message-ID from facts: the same notice sent twice (a webhook retry) has the same id, and clients show it once. */
export function messageId(ctx: Context, ...parts: Array<string | number>): string {
  const salt = createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 12);
  return `<${[...parts.slice(0, -1), salt].join('.').replace(/[^A-Za-z0-9._-]/g, '-')}@${ctx.config.replyDomain}>`;
}

export function subjectOf(view: GameView, seat: number, title: string): string {
  const others = view.seats.filter((s) => s.seat !== seat).map((s) => s.name ?? `Seat ${s.seat}`);
  const list = others.length <= 1 ? others.join('') : `${others.slice(0, -1).join(', ')} and ${others.at(-1)}`;
  return `${title} with ${list} (${view.id})`;
}

/** `turn+<token>@<domain>`: what a reply to this mail may do, signed, until when. */
export function replyAddress(ctx: Context, token: Omit<ReplyToken, 'expires'>): string {
  const expires = Math.floor(ctx.now().getTime() / 1000) + ctx.config.tokenTtlSeconds;
  return `${ctx.config.replyPrefix}+${signToken({ ...token, expires }, ctx.config.tokenSecret)}@${ctx.config.replyDomain}`;
}

/** "2026-12-03 09:00 UTC". */
export const when = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

export const playLink = (ctx: Context, gameId: string) => `${(ctx.config.webUrl ?? ctx.config.api).replace(/\/+$/, '')}/play/g/${encodeURIComponent(gameId)}`;
