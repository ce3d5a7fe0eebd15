import type { Seat } from '../../engine';
import { suitOf, type Card } from '../../games/cards';
import { cardValue, strength } from '../../games/tantony/cards';
import type { TantonyView } from '../../games/tantony/schema';
import type { TantonyTable } from '../../games/tantony/world';

/** The table a seat's view shows: what the play-out policy reads from a world, read from the view. */
export function tableFromView(view: TantonyView): TantonyTable {
  const last = view.tricks[view.tricks.length - 1];
  return {
    variant: view.variant,
    seats: view.players.length,
    hand: view.hand ?? [],
    trick: view.trick,
    toGive: view.phase === 'give' && last ? last : null,
    received: view.players.map((p) => p.tricksReceived),
    round: view.round,
  };
}

export { cardValue, strength, suitOf };

/** TANTONY-5/7: the winning play (highest of the led suit) and the runt (lowest of the led suit). */
export function winnerAndRunt(plays: readonly { seat: Seat; card: Card }[]): { winner: { seat: Seat; card: Card }; runt: Card } {
  const lead = suitOf(plays[0]!.card);
  let winner = plays[0]!;
  let runt = plays[0]!.card;
  for (const p of plays) {
    if (suitOf(p.card) !== lead) continue;
    if (strength(p.card) > strength(winner.card)) winner = p;
    if (strength(p.card) < strength(runt)) runt = p.card;
  }
  return { winner, runt };
}

/**
 * Whose score a point given to `to` raises, seen from `seat`: +1 for a point of one's own side,
 * -1 of a rival's, and in between where it helps both (TANTONY-10/12/13).
 * - teams: partners share everything;
 * - split-partner: a seat's final score is its total plus the previous seat's, so a point given to
 *   `seat` or to the seat before it counts for `seat`; the other two help only rivals;
 * - three-player: every seat for itself.
 */
export function side(variant: TantonyView['variant'], seats: number, seat: Seat, to: Seat): number {
  switch (variant) {
    case 'teams':
      return to % 2 === seat % 2 ? 1 : -1;
    case 'split-partner':
      // to's points count for `to` and for `to + 1`.
      return to === seat || (to + 1) % seats === seat ? 0.5 : -1;
    case 'three-player':
      return to === seat ? 1 : -0.5;
    default: {
      const never: never = variant;
      throw new Error(`unknown Tantony variant ${String(never)}`);
    }
  }
}
