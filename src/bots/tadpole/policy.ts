import type { Seat } from '../../engine';
import type { Card, DeckName, Suit } from '../../games/tadpole/cards';
import type { TadpoleAction } from '../../games/tadpole/events';
import type { TadpoleTable } from '../../games/tadpole/world';
import { bestOf, explore } from '../choice';
import type { Rng } from '../rng';
import { BONGLE_VALUES, DECK_SUITS, rankValue, suitOf, winnerOf } from './table';

/**
 * The rule-of-thumb Tadpole player (`basic`, and the play-outs of `expert`). It leads low from a
 * suit in which it holds a higher card (from the second trick on the leader plays last too, TADPOLE-6);
 * it wins a trick with the cheapest card that does it, above all when it plays last, and throws its
 * lowest card otherwise; when it cannot follow it weighs a blind Bongle card — which costs no hand
 * card and is a high card or a trump more often than not — against what its hand can do.
 */
export function rankTadpole(t: TadpoleTable, seat: Seat, moves: readonly TadpoleAction[]): number[] {
  const plays = t.trick.plays;
  const size = t.trick.number === 1 ? 3 : 4;
  const last = plays.length === size - 1;
  const trump = t.trump;
  const cost = (c: Card) => rankValue(c) / 13 + (suitOf(c) === trump ? 0.6 : 0);
  return moves.map((m) => {
    if (m.type === 'play' && plays.length === 0) return leadScore(t, m.card, size);
    const known = m.type === 'play' ? m.card : t.faceDown[m.deck] === 0 ? t.flipped[m.deck] : null;
    if (known !== null) {
      const win = plays.length === 0 || winnerOf([...plays, { seat, card: known }], trump).seat === seat;
      const spend = m.type === 'play' ? cost(known) : 0;
      return win ? (last ? 2 : 1) - spend * 0.5 : -spend;
    }
    return blindChance(t, (m as { deck: DeckName }).deck) * (last ? 2 : 1.2) + 0.2;
  });
}

export function tadpolePolicy(t: TadpoleTable, seat: Seat, moves: readonly TadpoleAction[], rng: Rng | null, epsilon = 0): TadpoleAction {
  return explore(rng, epsilon, moves) ?? bestOf(moves, rankTadpole(t, seat, moves));
}

function leadScore(t: TadpoleTable, c: Card, size: number): number {
  const suit = suitOf(c);
  const trumpBonus = suit === t.trump ? 0.3 : 0;
  if (size === 3) return rankValue(c) / 13 + trumpBonus; // no extra card: lead to win
  const higher = t.hand.some((x) => x !== c && suitOf(x) === suit && rankValue(x) > rankValue(c));
  return (higher ? 1 : 0) - rankValue(c) / 13 - trumpBonus;
}

/** The chance a blind card from `deck` takes the trick as it stands (both suits of the deck and
 * the seven Bongle ranks taken as equally likely). */
function blindChance(t: TadpoleTable, deck: DeckName): number {
  const plays = t.trick.plays;
  if (plays.length === 0) return 0.5;
  const best = winnerOf(plays, t.trump).card;
  const trump: Suit | null = t.trump;
  const lead = suitOf(plays[0]!.card);
  let chance = 0;
  for (const suit of DECK_SUITS[deck]) {
    const beats = (v: number) => {
      if (suit === trump) return suitOf(best) !== trump || v > rankValue(best);
      return suit === lead && suitOf(best) !== trump && v > rankValue(best);
    };
    chance += BONGLE_VALUES.filter(beats).length / BONGLE_VALUES.length / 2;
  }
  return chance;
}
