import type { GameMail, Table } from '../games';
import type { Move } from '../tricktable/types';

/** A reply's first line as players write it: any case, extra spaces, a full stop, "play 7H". */
export function normaliseLine(line: string): string {
  return line
    .normalize('NFKC')
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .trim()
    .replace(/[.!]+$/, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/**
 * The move a reply names: a legal move's code first (exactly, case aside), else the game's grammar
 * — a move that is not legal now still goes to the server, whose refusal names the rule.
 */
export function readMove(line: string, moves: readonly Move[], game: GameMail, table: Table): Move | null {
  const said = normaliseLine(line);
  if (!said) return null;
  const bare = said.replace(/^play /, '');
  for (const move of moves) {
    const code = game.code(move, table).toLowerCase();
    if (code === said || code === bare) return move;
  }
  return game.parse(said, table);
}
