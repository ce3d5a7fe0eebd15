import type { Seat } from '../../engine';
import type { Card, Suit } from './cards';
import type { RoundSummary, Team } from './state';

/**
 * What happened in a Tanni game. Internal: `round-dealt`, `hands-completed` and `trump-chosen`
 * hold secrets (see view.ts for their redaction). Point values are quarter points.
 */
export type TanniEvent =
  /** TANNI-1/3: drawn once per game from the seed, both public. */
  | { readonly type: 'game-set-up'; readonly sevens: readonly Suit[]; readonly firstDealer: Seat; readonly target: number }
  /** TANNI-4: the first 4 cards of each hand; `stock` is the rest of the shuffled deck, in deal order. */
  | {
      readonly type: 'round-dealt';
      readonly round: number;
      readonly dealer: Seat;
      readonly hands: readonly (readonly Card[])[];
      readonly stock: readonly Card[];
    }
  | { readonly type: 'bid-made'; readonly seat: Seat; readonly value: number }
  | { readonly type: 'player-passed'; readonly seat: Seat }
  | { readonly type: 'tanni-called'; readonly seat: Seat }
  /** TANNI-5: the auction is over (automatic). */
  | { readonly type: 'contract-won'; readonly seat: Seat; readonly kind: 'bid' | 'tanni'; readonly value: number }
  /** TANNI-6: 3 more cards to each seat, then 2 to the kitty (automatic). */
  | { readonly type: 'hands-completed'; readonly hands: readonly (readonly Card[])[]; readonly kitty: readonly Card[] }
  | { readonly type: 'trump-chosen'; readonly seat: Seat; readonly card: Card }
  /** TANNI-9 (automatic): `seat` could not follow (or is the bid winner with an empty hand). */
  | { readonly type: 'trump-opened'; readonly seat: Seat; readonly bidder: Seat; readonly card: Card; readonly forced: boolean }
  | { readonly type: 'pair-declared'; readonly seat: Seat; readonly suit: Suit }
  | { readonly type: 'card-played'; readonly seat: Seat; readonly card: Card }
  | { readonly type: 'trick-won'; readonly trick: number; readonly winner: Seat; readonly cards: readonly Card[]; readonly points: number }
  | { readonly type: 'round-scored'; readonly summary: RoundSummary }
  | { readonly type: 'game-won'; readonly team: Team; readonly matchPoints: readonly [number, number] };

export type TanniAction =
  | { readonly type: 'bid'; readonly value: number }
  | { readonly type: 'pass' }
  | { readonly type: 'call-tanni' }
  | { readonly type: 'choose-trump'; readonly card: Card }
  | { readonly type: 'declare-pair'; readonly suit: Suit }
  | { readonly type: 'play'; readonly card: Card };

export type Emit = (e: TanniEvent) => void;
