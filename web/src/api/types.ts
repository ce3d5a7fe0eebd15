import type { Schemas } from '../../../clients/typescript/index';

/** The shapes the client reads, straight from the OpenAPI document (clients/typescript). */
export type GameView = Schemas['GameView'];
/** The game types, as the `game` discriminator of views and legal moves names them. */
export type Game = GameView['game'];
export type ViewOf<G extends Game> = Extract<GameView, { game: G }>;
export type StateOf<G extends Game> = NonNullable<ViewOf<G>['state']>;
export type GameState = StateOf<Game>;
export type LegalMoves = Schemas['LegalMoves'];
/** One game's actions: what its legal moves list (narrowed by `game`, no guards of our own). */
export type MoveOf<G extends Game> = Extract<LegalMoves, { game: G }>['moves'][number];
export type Move = Schemas['Action'];
export type GameTypes = Schemas['GameTypes']['gameTypes'];
export type GameRecord = Schemas['GameRecord'];
export type TangoState = StateOf<'tango'>;
export type TanniState = StateOf<'tanni'>;
export type TadpoleState = StateOf<'tadpole'>;
export type TantonyState = StateOf<'tantony'>;

/** What the table draws: the reader's view and, when it is the reader's turn, their legal moves,
 * both of one game (`game`: switch on it to narrow the view and the moves together). */
export type Snapshot = { [G in Game]: { readonly game: G; readonly view: ViewOf<G>; readonly moves: readonly MoveOf<G>[] } }[Game];
