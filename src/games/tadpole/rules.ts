import type { Seat } from '../../engine';
import { DECKS, rankValue, suitOf, type Card, type DeckName, type Suit } from './cards';
import type { TadpoleAction } from './events';
import { SEATS, type Pair, type Play, type PlaySource, type TadpoleState, type Trick } from './state';

/** TADPOLE-6: the first trick of a round has 3 cards; later ones 4 (the leader's extra card). */
export function trickSize(trick: Trick): number {
  return trick.number === 1 ? 3 : 4;
}

/** TADPOLE-6: the leader, then the other two clockwise, then (from trick 2) the leader again. */
export function seatToPlay(trick: Trick): Seat {
  return trick.plays.length < SEATS ? (trick.leader + trick.plays.length) % SEATS : trick.leader;
}

export function leadSuit(trick: Trick): Suit | null {
  const first = trick.plays[0];
  return first ? suitOf(first.card) : null;
}

/**
 * TADPOLE-4/11: the suit of the higher flipped card, or of the only one; null when none is left.
 * Ties never survive a round's setup (they are re-flipped), so two flipped cards always differ.
 */
export function trumpFrom(flipped: Pair<Card | null>): Suit | null {
  const { red, black } = flipped;
  if (red !== null && black !== null) return suitOf(rankValue(red) > rankValue(black) ? red : black);
  if (red !== null) return suitOf(red);
  if (black !== null) return suitOf(black);
  return null;
}

/** TADPOLE-8: the card a blind play from `deck` turns up: the top face-down card, else the flipped card. */
export function bongleCard(state: TadpoleState, deck: DeckName): { card: Card; from: PlaySource } | null {
  const top = state.decks[deck][0];
  if (top !== undefined) return { card: top, from: 'bongle' };
  const flipped = state.flipped[deck];
  return flipped === null ? null : { card: flipped, from: 'flipped' };
}

export function playableDecks(state: TadpoleState): DeckName[] {
  return DECKS.filter((d) => state.decks[d].length > 0 || state.flipped[d] !== null);
}

/** TADPOLE-7: the hand cards of the led suit that a follower (the leader's extra card included) must play. */
export function followers(state: TadpoleState, seat: Seat): Card[] {
  const lead = leadSuit(state.trick);
  if (lead === null) return [];
  return state.hands[seat]!.filter((c) => suitOf(c) === lead);
}

/** TADPOLE-14: the player due to play has an empty hand and no Bongle card can be played. */
export function stuck(state: TadpoleState): boolean {
  return state.phase === 'play' && state.hands[seatToPlay(state.trick)]!.length === 0 && playableDecks(state).length === 0;
}

/** Exactly the moves TADPOLE-7/8/9 allow the seat due to play. */
export function legalMoves(state: TadpoleState, seat: Seat): TadpoleAction[] {
  if (state.phase !== 'play' || seatToPlay(state.trick) !== seat) return [];
  const hand = state.hands[seat]!;
  const blind = (): TadpoleAction[] => playableDecks(state).map((deck) => ({ type: 'play-bongle', deck }));
  const plays = (cards: readonly Card[]): TadpoleAction[] => cards.map((card) => ({ type: 'play', card }));
  if (hand.length === 0) return blind(); // TADPOLE-9
  if (state.trick.plays.length === 0) return plays(hand); // TADPOLE-9: a leader with cards leads from hand
  const must = followers(state, seat);
  if (must.length > 0) return plays(must); // TADPOLE-7
  return [...plays(hand), ...blind()]; // TADPOLE-7: cannot follow: any card, or blind
}

/** TADPOLE-10: the highest trump if any trump was played, otherwise the highest card of the led suit (aces low). */
export function trickWinner(plays: readonly Play[], trump: Suit | null): Seat {
  const lead = suitOf(plays[0]!.card);
  const trumps = trump === null ? [] : plays.filter((p) => suitOf(p.card) === trump);
  const contenders = trumps.length > 0 ? trumps : plays.filter((p) => suitOf(p.card) === lead);
  let best = contenders[0]!;
  for (const p of contenders) if (rankValue(p.card) > rankValue(best.card)) best = p;
  return best.seat;
}
