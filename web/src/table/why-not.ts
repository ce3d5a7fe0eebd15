import { createContext } from 'preact';
import type { Schemas } from '../../../clients/typescript/index';

/** Why a move is refused now, as `legal-moves?explain=1` says (the refusal a real attempt gets). */
export type MoveRefusal = Schemas['TangoMoveRefusal'] | Schemas['TanniMoveRefusal'] | Schemas['TadpoleMoveRefusal'] | Schemas['TantonyMoveRefusal'];

/** The table's greyed cards ask through this (game-page.tsx answers from the server, once per version). */
export interface WhyNot {
  /** The refusal of `card` now; 'pending' while the server is asked; undefined when there is none. */
  refusalOf(card: string): MoveRefusal | 'pending' | undefined;
  /** Asks the server (once per version) and shows `card`'s reason. */
  show(card: string): void;
  /** The card whose reason is shown. */
  readonly shown: string | undefined;
}

export const WhyNotContext = createContext<WhyNot | undefined>(undefined);

/** Of the refusals naming `card`, the one of the phase's own action (the type of the legal moves' cards), else the first. */
export function refusalFor(refusals: readonly MoveRefusal[], card: string, legalTypes: readonly string[]): MoveRefusal | undefined {
  const mine = refusals.filter((r) => (r.move as { card?: string }).card === card);
  return mine.find((r) => legalTypes.includes(r.move.type)) ?? mine.find((r) => r.move.type === 'play') ?? mine[0];
}
