import type { Game, Move, MoveOf, StateOf, ViewOf } from '../api/types';

/** What every game's table gets: the reader's view and moves of that game, and how to act. */
export interface TableProps<G extends Game> {
  readonly view: ViewOf<G>;
  readonly state: StateOf<G>;
  /** The reader's legal moves now; empty when it is not their turn (or they only watch). */
  readonly moves: readonly MoveOf<G>[];
  /** The reader's seat; null for a spectator. */
  readonly you: number | null;
  /** Each seat's display name. */
  readonly names: readonly string[];
  readonly act: (move: Move) => void;
  /** An action of the reader's is on its way: controls wait. */
  readonly busy: boolean;
}

/** Moves of one type, narrowed. */
export function movesOfType<M extends Move, T extends M['type']>(moves: readonly M[], type: T): Array<Extract<M, { type: T }>> {
  return moves.filter((m): m is Extract<M, { type: T }> => m.type === type);
}

/** The move `play` of this card, when legal. */
export function playOf<M extends Move>(moves: readonly M[], card: string): Extract<M, { type: 'play' }> | undefined {
  return movesOfType(moves, 'play').find((m) => m.card === card);
}
