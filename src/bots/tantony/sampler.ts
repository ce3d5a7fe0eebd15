import type { Seat } from '../../engine';
import { suitOf, type Card, type Suit } from '../../games/cards';
import { FULL_DECK, THREE_PLAYER_DECK } from '../../games/tantony/cards';
import type { TantonyView } from '../../games/tantony/schema';
import type { TantonyHidden } from '../../games/tantony/world';
import { constrainedDeal } from '../deal';
import type { Rng } from '../rng';
import type { SeenEntry } from '../types';

/**
 * What a Tantony seat knows about the other hands, and worlds drawn from it:
 *
 * - from round 2 on, everything: a hand is the cards of the three tricks its player received in the
 *   round before and the card they took from its last trick (TANTONY-3/9/10), all of them played face
 *   up — read from `seen` (the seat's log since the start of the previous round), less what each has
 *   played since. The hands are then exact and the search has a single world;
 * - in round 1 (or with less of the log), the unseen cards are the deck less its own hand and every
 *   card played this round, and a player who did not follow the led suit holds none of it (TANTONY-5).
 */
export function tantonySampler(view: TantonyView, seat: Seat, seen: readonly SeenEntry[]): (rng: Rng) => TantonyHidden {
  const known = knownHands(view, seat, seen);
  if (known) return () => ({ hands: known });
  const mine = view.hand ?? [];
  const played = new Set<Card>();
  const tricks = view.trick ? [...view.tricks, view.trick] : view.tricks;
  const voids: Set<Suit>[] = view.players.map(() => new Set<Suit>());
  for (const t of tricks) {
    const lead = t.plays[0] ? suitOf(t.plays[0].card) : null;
    for (const p of t.plays) {
      played.add(p.card);
      if (lead !== null && suitOf(p.card) !== lead) voids[p.seat]!.add(lead);
    }
  }
  const deck = view.variant === 'three-player' ? THREE_PLAYER_DECK : FULL_DECK;
  const held = new Set(mine);
  // Round 1 only: from round 2 on, the cards of the tricks of earlier rounds are somewhere too.
  const unseen = deck.filter((c) => !held.has(c) && !played.has(c) && !(view.faceDown ?? []).includes(c));
  const others = view.players.filter((p) => p.seat !== seat);
  const sizes = others.map((p) => p.handSize);
  const pool = unseen.length === sizes.reduce((a, b) => a + b, 0) ? unseen : null;
  return (rng) => {
    const cards = pool ?? rng.shuffle(unseen.slice()).slice(0, sizes.reduce((a, b) => a + b, 0));
    const dealt = constrainedDeal(cards, sizes, (c, slot) => !voids[others[slot]!.seat]!.has(suitOf(c)), rng) ?? constrainedDeal(cards, sizes, () => true, rng)!;
    const hands: Card[][] = view.players.map(() => []);
    hands[seat] = mine.slice();
    others.forEach((p, i) => (hands[p.seat] = dealt[i]!));
    return { hands };
  };
}

/**
 * Every hand, from round 2 on, when `seen` holds the whole previous round: its tricks' cards and
 * receivers, and the last-trick exchange. Null when it does not, or if anything fails to add up.
 */
function knownHands(view: TantonyView, seat: Seat, seen: readonly SeenEntry[]): Card[][] | null {
  if (view.round < 2) return null;
  const n = view.players.length;
  const cards = new Map<number, readonly Card[]>();
  const start: Card[][] = Array.from({ length: n }, () => []);
  let round = 0;
  let complete = false;
  for (const entry of seen) {
    for (const e of entry.events as Array<{ type: string; [k: string]: unknown }>) {
      if (e.type === 'game-dealt') round = 1;
      if (e.type === 'round-started') round = e.round as number;
      if (round !== view.round - 1) continue;
      if (e.type === 'game-dealt' || e.type === 'round-started') complete = true;
      else if (e.type === 'trick-won') cards.set(e.trick as number, e.cards as Card[]);
      else if (e.type === 'trick-given') start[e.to as number]!.push(...(cards.get(e.trick as number) ?? []));
      else if (e.type === 'last-trick-exchanged') (e.takes as Card[]).forEach((c, s) => start[s]!.push(c));
    }
  }
  if (!complete) return null;
  const played = new Set<Card>();
  for (const t of view.trick ? [...view.tricks, view.trick] : view.tricks) for (const p of t.plays) played.add(p.card);
  const hands = start.map((h) => h.filter((c) => !played.has(c)));
  const mine = new Set(view.hand ?? []);
  const fits = hands.every((h, s) => h.length === view.players[s]!.handSize) && hands[seat]!.length === mine.size && hands[seat]!.every((c) => mine.has(c));
  return fits ? hands : null;
}
