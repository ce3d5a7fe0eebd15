import type { GameResult, Seat } from '../../engine';
import type { Card } from '../cards';
import type { Exchange } from './state';

/** What happened in a Tantony game (internal: `game-dealt` and `round-started` hold every hand, see view.ts). */
export type TantonyEvent =
  /** TANTONY-3: the only deal of the game. */
  | { readonly type: 'game-dealt'; readonly dealer: Seat; readonly leader: Seat; readonly hands: readonly (readonly Card[])[] }
  | { readonly type: 'card-played'; readonly seat: Seat; readonly card: Card }
  | { readonly type: 'trick-won'; readonly trick: number; readonly winner: Seat; readonly cards: readonly Card[] }
  /** TANTONY-6/7: `automatic` when only one player had room. */
  | { readonly type: 'trick-given'; readonly trick: number; readonly from: Seat; readonly to: Seat; readonly runt: Card; readonly automatic: boolean }
  /** TANTONY-9. */
  | ({ readonly type: 'last-trick-exchanged' } & Exchange)
  /** TANTONY-10: each seat's own round score and running total. */
  | { readonly type: 'round-scored'; readonly round: number; readonly scores: readonly number[]; readonly totals: readonly number[] }
  /** TANTONY-3/4: the next round, played with the cards each seat collected (`hands`). */
  | { readonly type: 'round-started'; readonly round: number; readonly leader: Seat; readonly hands: readonly (readonly Card[])[] }
  /** TANTONY-11/12/13. `early` when a threshold ended the game before its last round. */
  | ({ readonly type: 'game-ended'; readonly round: number; readonly early: boolean } & GameResult);

export type TantonyAction =
  | { readonly type: 'play'; readonly card: Card }
  | { readonly type: 'give-trick'; readonly to: Seat };
