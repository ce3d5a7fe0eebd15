import type { GameView, Move } from '../api/types';

/** What every game's table gets: the reader's view and moves, and how to act. */
export interface TableProps<State> {
  readonly view: GameView;
  readonly state: State;
  /** The reader's legal moves now; empty when it is not their turn (or they only watch). */
  readonly moves: readonly Move[];
  /** The reader's seat; null for a spectator. */
  readonly you: number | null;
  /** Each seat's display name. */
  readonly names: readonly string[];
  readonly act: (move: Move) => void;
  /** An action of the reader's is on its way: controls wait. */
  readonly busy: boolean;
}

/** Moves of one type, narrowed. */
export function movesOfType<T extends Move['type']>(moves: readonly Move[], type: T): Array<Extract<Move, { type: T }>> {
  return moves.filter((m): m is Extract<Move, { type: T }> => m.type === type);
}

/** The move `play` of this card, when legal. */
export function playOf(moves: readonly Move[], card: string, type: Move['type'] = 'play'): Move | undefined {
  return moves.find((m) => m.type === type && 'card' in m && m.card === card);
}
