import type { Seat } from '../../engine';
import { STANDARD_DECK } from '../../games/cards';
import { bongleCards, suitOf, type Card, type DeckName, type Suit } from '../../games/tadpole/cards';
import type { TadpoleView } from '../../games/tadpole/schema';
import type { TadpoleHidden } from '../../games/tadpole/world';
import { constrainedDeal } from '../deal';
import type { Rng } from '../rng';
import type { SeenEntry } from '../types';

const DECKS: readonly DeckName[] = ['red', 'black'];

/**
 * What a Tadpole seat can infer about the cards it cannot see, and worlds drawn from it:
 *
 * - each round is a new deal of the rebuilt Tadpole deck: the cards of earlier rounds' tricks tell
 *   nothing about this round's hands;
 * - seen: its own hand, this round's played cards and the flipped cards beside the decks;
 * - the rest is in the other hands, the Extra Pile and the face-down Bongle decks. A Bongle card
 *   leaves its deck only by being turned up in public (flipped, tied, played blind), so a deck holds
 *   exactly the cards of its colour and ranks never seen face up — known for sure when `seen` reaches
 *   back to the start of the game (the shuffle of the decks), else a superset;
 * - a player who did not follow the led suit from hand — a card of another suit, or a blind play
 *   while holding cards — holds none of it (TADPOLE-7); hands only shrink within a round.
 */
export function tadpoleSampler(view: TadpoleView, seat: Seat, seen: readonly SeenEntry[]): (rng: Rng) => TadpoleHidden {
  const mine = view.hand ?? [];
  const placed = new Set<Card>(mine);
  const tricks = [...view.tricks, view.trick];
  for (const t of tricks) for (const p of t.plays) placed.add(p.card);
  for (const d of DECKS) if (view.bongle[d].flipped) placed.add(view.bongle[d].flipped!);

  // Cards ever turned up: this round's and, from the redacted log, every earlier one.
  const revealed = new Set<Card>([...placed, ...view.tiedCards]);
  let complete = false;
  for (const entry of seen) {
    for (const e of entry.events as Array<{ type: string; [k: string]: unknown }>) {
      switch (e.type) {
        case 'bongle-decks-shuffled':
          complete = true;
          break;
        case 'trump-flipped':
          for (const c of [e.red, e.black]) if (typeof c === 'string') revealed.add(c);
          break;
        case 'trump-tied':
          for (const c of e.cards as string[]) revealed.add(c);
          break;
        case 'card-played':
          revealed.add(e.card as string);
          break;
      }
    }
  }
  const inDeck: Record<DeckName, Set<Card>> = {
    red: new Set(bongleCards('red').filter((c) => !revealed.has(c))),
    black: new Set(bongleCards('black').filter((c) => !revealed.has(c))),
  };

  const handsBefore = new Map<Seat, number>();
  const voids: Set<Suit>[] = view.players.map(() => new Set<Suit>());
  for (const t of tricks) {
    const lead = t.plays[0] ? suitOf(t.plays[0].card) : null;
    t.plays.forEach((p, i) => {
      const held = handsBefore.get(p.seat) ?? 8;
      if (i > 0 && lead !== null && held > 0 && (p.from !== 'hand' || suitOf(p.card) !== lead)) voids[p.seat]!.add(lead);
      if (p.from === 'hand') handsBefore.set(p.seat, held - 1);
    });
  }

  const unseen = STANDARD_DECK.filter((c) => !placed.has(c));
  const others = view.players.filter((p) => p.seat !== seat);
  const sizes = [...others.map((p) => p.handSize), view.extraPileSize, view.bongle.red.faceDown, view.bongle.black.faceDown];
  const n = others.length;
  const strict = (c: Card, slot: number): boolean => {
    if (slot === n + 1) return inDeck.red.has(c);
    if (slot === n + 2) return inDeck.black.has(c);
    // A Bongle card never turned up is still in its deck (certain only with the whole log).
    if (complete && (inDeck.red.has(c) || inDeck.black.has(c))) return false;
    return slot === n || !voids[others[slot]!.seat]!.has(suitOf(c));
  };
  const loose = (c: Card, slot: number) => (slot === n + 1 ? inDeck.red.has(c) : slot === n + 2 ? inDeck.black.has(c) : true);
  return (rng) => {
    const dealt = constrainedDeal(unseen, sizes, strict, rng) ?? constrainedDeal(unseen, sizes, loose, rng)!;
    const hands: Card[][] = view.players.map(() => []);
    hands[seat] = mine.slice();
    others.forEach((p, i) => (hands[p.seat] = dealt[i]!));
    return { hands, extra: dealt[n]!, decks: { red: dealt[n + 1]!, black: dealt[n + 2]! } };
  };
}
