import type { Schemas } from '../../../clients/typescript';

/** The shapes the client reads, straight from the OpenAPI document (clients/typescript). */
export type GameView = Schemas['GameView'];
export type GameState = NonNullable<GameView['state']>;
export type Move = Schemas['Action'];
export type GameTypes = Schemas['GameTypes']['gameTypes'];
export type TangoState = Schemas['TangoState'];
export type TanniState = Schemas['TanniState'];
export type TadpoleState = Schemas['TadpoleState'];
export type TantonyState = Schemas['TantonyState'];

/** What the table draws: the reader's view and, when it is the reader's turn, their legal moves. */
export interface Snapshot {
  readonly view: GameView;
  readonly moves: readonly Move[];
}
