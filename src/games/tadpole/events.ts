import type { Seat } from '../../engine';
import type { Card, DeckName, Suit } from './cards';
import type { EndReason, PlaySource } from './state';

/**
 * What happened in a Tadpole game. Internal: `bongle-decks-shuffled` holds the secret order of the
 * Bongle decks and `round-dealt` every hand and the Extra Pile; view.ts redacts them.
 */
export type TadpoleEvent =
  | { readonly type: 'bongle-decks-shuffled'; readonly red: readonly Card[]; readonly black: readonly Card[] }
  | { readonly type: 'round-started'; readonly round: number; readonly dealer: Seat }
  /** TADPOLE-4: the top card of each deck that still has face-down cards, turned up (null: none left). */
  | { readonly type: 'trump-flipped'; readonly red: Card | null; readonly black: Card | null }
  /** TADPOLE-4: equal ranks: both flipped cards go into the Tadpole deck and two new ones are flipped. */
  | { readonly type: 'trump-tied'; readonly cards: readonly Card[] }
  | { readonly type: 'trump-chosen'; readonly trump: Suit }
  | {
      readonly type: 'round-dealt';
      readonly round: number;
      readonly leader: Seat;
      readonly hands: readonly (readonly Card[])[];
      readonly extraPile: readonly Card[];
    }
  | { readonly type: 'card-played'; readonly seat: Seat; readonly card: Card; readonly from: PlaySource; readonly deck: DeckName | null }
  | { readonly type: 'trick-won'; readonly trick: number; readonly winner: Seat; readonly cards: readonly Card[] }
  /** TADPOLE-11: a flipped card was played; the new trump holds from the next trick. */
  | { readonly type: 'trump-changed'; readonly trump: Suit | null }
  /** TADPOLE-12/13: the round is over and the Tadpole deck is rebuilt (its size only: its cards are secret). */
  | { readonly type: 'round-ended'; readonly round: number; readonly tadpoleDeckSize: number }
  | {
      readonly type: 'game-ended';
      readonly reason: EndReason;
      /** The seat that had to play and could not (TADPOLE-14); null when a round could not be set up. */
      readonly seat: Seat | null;
      /** The cards of the unfinished trick, discarded unscored (TADPOLE-14). */
      readonly discarded: readonly Card[];
      readonly scores: readonly number[];
      readonly winners: readonly Seat[];
    };

export type TadpoleAction =
  | { readonly type: 'play'; readonly card: Card }
  | { readonly type: 'play-bongle'; readonly deck: DeckName };
