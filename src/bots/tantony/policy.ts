import type { Seat } from '../../engine';
import type { TantonyAction } from '../../games/tantony/events';
import type { TantonyTable } from '../../games/tantony/world';
import { bestOf, explore } from '../choice';
import type { Rng } from '../rng';
import { cardValue, side, strength, suitOf, winnerAndRunt } from './table';

/**
 * The rule-of-thumb Tantony player (`basic`, and the play-outs of `expert`). A trick's winner gives
 * it away (TANTONY-6), and its runt — the lowest card of the led suit — is what the receiver scores:
 * so it wins tricks cheaply when it can, raises the runt of a trick its own side holds and lowers
 * one a rival holds, leads an Ace (a sure winner) or else low from its longest suit, and gives a
 * trick with a high runt to its own side and one with a low runt to a rival with room.
 */
export function rankTantony(t: TantonyTable, seat: Seat, moves: readonly TantonyAction[]): number[] {
  const three = t.variant === 'three-player';
  if (t.toGive) {
    const runt = winnerAndRunt(t.toGive.plays).runt;
    const v = cardValue(runt, three);
    // What a trick's runt is worth compared with the mean runt (about 9 points).
    const edge = v - (three ? 7 : 9);
    return moves.map((m) => (m.type === 'give-trick' ? side(t.variant, t.seats, seat, m.to) * edge + (m.to === seat ? 0.1 : 0) : 0));
  }
  const plays = t.trick?.plays ?? [];
  return moves.map((m) => {
    if (m.type !== 'play') return 0;
    const c = m.card;
    if (plays.length === 0) {
      if (strength(c) === 14) return 20;
      const length = t.hand.filter((x) => suitOf(x) === suitOf(c)).length;
      return length - strength(c) / 5;
    }
    const after = [...plays, { seat, card: c }];
    const { winner, runt } = winnerAndRunt(after);
    const last = after.length === t.seats;
    if (winner.seat === seat) return (last ? 10 : 6) - strength(c) / 5 + cardValue(runt, three) / 10;
    // Whether it follows (the runt) or not (a discard, which joins the receiver's next hand), a high
    // card helps the side that holds the trick, a low one hurts a rival's.
    const mine = side(t.variant, t.seats, seat, winner.seat) > 0;
    return mine ? strength(c) / 5 : -strength(c) / 5;
  });
}

export function tantonyPolicy(t: TantonyTable, seat: Seat, moves: readonly TantonyAction[], rng: Rng | null, epsilon = 0): TantonyAction {
  return explore(rng, epsilon, moves) ?? bestOf(moves, rankTantony(t, seat, moves));
}
