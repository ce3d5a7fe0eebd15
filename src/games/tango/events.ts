import type { Seat } from '../../engine';
import type { TangoCard } from './cards';
import type { Pile } from './state';

/** What happened in a Tango game (internal: `round-dealt` holds secrets, see view.ts). */
export type TangoEvent =
  | {
      readonly type: 'round-dealt';
      readonly round: number;
      readonly dealer: Seat;
      readonly style: TangoCard;
      /** How many times the deck was reshuffled because the ROSE came up as Style card (TANGO-3). */
      readonly reshuffles: number;
      readonly hands: readonly (readonly TangoCard[])[];
      readonly piles: readonly (readonly Pile[])[];
    }
  | { readonly type: 'card-played'; readonly seat: Seat; readonly card: TangoCard; readonly from: 'hand' | 'pile' }
  | { readonly type: 'trick-won'; readonly trick: number; readonly winner: Seat; readonly cards: readonly TangoCard[] }
  | { readonly type: 'cards-revealed'; readonly seat: Seat; readonly cards: readonly { readonly pile: number; readonly card: TangoCard }[] }
  | { readonly type: 'style-swapped'; readonly seat: Seat; readonly gave: TangoCard; readonly took: TangoCard }
  | { readonly type: 'swap-declined'; readonly seat: Seat }
  | {
      readonly type: 'round-scored';
      readonly round: number;
      readonly scores: readonly number[];
      readonly roseTo: Seat | null;
      readonly totals: readonly number[];
      readonly roses: readonly number[];
    }
  | { readonly type: 'game-won'; readonly winner: Seat; readonly roses: readonly number[] };

export type TangoAction =
  | { readonly type: 'play'; readonly card: TangoCard }
  | { readonly type: 'swap-style'; readonly card: TangoCard }
  | { readonly type: 'decline-swap' };
