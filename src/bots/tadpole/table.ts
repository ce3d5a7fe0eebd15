import type { Seat } from '../../engine';
import { rankValue, suitOf, type Card, type DeckName, type Suit } from '../../games/tadpole/cards';
import type { TadpoleView } from '../../games/tadpole/schema';
import type { TadpoleTable } from '../../games/tadpole/world';

/** The table a seat's view shows: what the play-out policy reads from a world, read from the view. */
export function tableFromView(view: TadpoleView): TadpoleTable {
  return {
    hand: view.hand ?? [],
    trump: view.trump,
    trick: view.trick,
    faceDown: { red: view.bongle.red.faceDown, black: view.bongle.black.faceDown },
    flipped: { red: view.bongle.red.flipped, black: view.bongle.black.flipped },
    handSizes: view.players.map((p) => p.handSize),
  };
}

export { rankValue, suitOf };

/** TADPOLE-10 on a list of plays (aces low). */
export function winnerOf(plays: readonly { seat: Seat; card: Card }[], trump: Suit | null): { seat: Seat; card: Card } {
  const lead = suitOf(plays[0]!.card);
  let best = plays[0]!;
  for (const p of plays) {
    const t = trump !== null && suitOf(p.card) === trump;
    const bt = trump !== null && suitOf(best.card) === trump;
    if ((t && !bt) || (suitOf(p.card) === suitOf(best.card) && rankValue(p.card) > rankValue(best.card)) || (!bt && !t && suitOf(best.card) !== lead && suitOf(p.card) === lead)) best = p;
  }
  return best;
}

/** The suits of each Bongle deck (TADPOLE-2) and the ranks it holds (aces low). */
export const DECK_SUITS: Readonly<Record<DeckName, readonly Suit[]>> = { red: ['H', 'D'], black: ['S', 'C'] };
export const BONGLE_VALUES = [1, 2, 3, 10, 11, 12, 13];
