import type { Context } from '../context';
import { gameMail, tableOf } from '../games';
import type { GameView, LegalMoves } from '../tricktable/types';
import { playLink, replyAddress, when } from './compose';
import { p, type Block } from './doc';

/** A seat's turn in a mail: the table as it sees it, the deadline, the reply codes and a link to the web. */
export function turnBlocks(ctx: Context, view: GameView, legal: LegalMoves, seat: number): Block[] {
  const game = gameMail(view.type);
  const t = tableOf(view, seat);
  const deadline = view.deadlines?.[seat] ?? null;
  return [
    ...game.table(t),
    p(deadline ? `Play by ${when(deadline)}, or the server plays for you.` : 'This game has no turn clock: take your time.'),
    { kind: 'codes', title: 'Reply to this mail with your move on the first line:', items: game.codes(legal.moves, t) },
    p(`Or play on the web: ${playLink(ctx, view.id)}`),
  ];
}

/**
 * The game as it is now, for an answer: the turn with fresh reply codes and address when the seat
 * is to act (a refused reply is never a dead end), else whose turn it is.
 */
export async function currentTurn(ctx: Context, key: string, gameId: string, seat: number): Promise<{ blocks: Block[]; replyTo: string | null; view: GameView }> {
  const [view, legal] = await Promise.all([ctx.api.view(key, gameId), ctx.api.legalMoves(key, gameId)]);
  if (view.status === 'active' && view.you === seat && legal.seat === seat && legal.moves.length > 0 && legal.version === view.version) {
    return { blocks: [p(`It is your turn (version ${view.version}).`), ...turnBlocks(ctx, view, legal, seat)], replyTo: replyAddress(ctx, { kind: 'turn', gameId, seat, version: view.version }), view };
  }
  const t = tableOf(view, seat);
  const status =
    view.status === 'active' ? `It is ${view.toAct.map((s) => t.who(s)).join(' and ')}'s turn now (version ${view.version}); you will get a mail at your next turn.` : `The game is ${view.status}.`;
  return { blocks: [p(status)], replyTo: null, view };
}
