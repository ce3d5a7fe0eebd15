import type { Seat } from '../engine';
import type { TadpoleState } from '../games/tadpole/state';
import type { TangoState } from '../games/tango/state';
import type { TanniState } from '../games/tanni/state';
import type { TantonyState } from '../games/tantony/state';
import type { Rng } from './rng';

/**
 * Test support: the real state with the cards `seat` cannot see dealt again at random into the
 * same places (no regard for what play revealed: a different hidden deal, not a likely one). Only
 * those fields change, so every view of `seat` stays exactly as it was.
 */
export function reshuffledHidden(type: string, state: unknown, seat: Seat, rng: Rng): unknown {
  const deal = <T>(groups: readonly (readonly T[])[]): T[][] => {
    const all = rng.shuffle(groups.flat());
    let k = 0;
    return groups.map((g) => g.map(() => all[k++]!));
  };
  switch (type) {
    case 'tango': {
      const s = state as TangoState;
      const opp = 1 - seat;
      const downs = s.piles.map((ps) => ps.flatMap((p) => (p.down === null ? [] : [p.down])));
      const [hand, ...dealt] = deal([s.hands[opp]!, ...downs]);
      const piles = s.piles.map((ps, owner) => {
        let k = 0;
        return ps.map((p) => (p.down === null ? p : { down: dealt[owner]![k++]!, up: p.up }));
      });
      const hands = s.hands.map((h, x) => (x === opp ? hand! : h));
      return { ...s, hands, piles } satisfies TangoState;
    }
    case 'tanni': {
      const s = state as TanniState;
      const shown = new Set<string>([...s.pairs.flatMap((p) => [`K${p.suit}`, `Q${p.suit}`]), ...(s.trumpOpen && s.trumpCard ? [s.trumpCard] : [])]);
      const others = [0, 1, 2, 3].filter((x) => x !== seat);
      const hiddenHere = s.hidden !== null && s.contract?.seat !== seat;
      const groups = deal([...others.map((x) => s.hands[x]!.filter((c) => !shown.has(c))), hiddenHere ? [s.hidden!] : [], s.kitty, s.stock]);
      const hands = s.hands.map((h) => h.slice());
      others.forEach((x, i) => (hands[x] = [...s.hands[x]!.filter((c) => shown.has(c)), ...groups[i]!]));
      const n = others.length;
      const hidden = hiddenHere ? groups[n]![0]! : s.hidden;
      return { ...s, hands, hidden, trumpCard: s.trumpOpen ? s.trumpCard : hidden, kitty: groups[n + 1]!, stock: groups[n + 2]! } satisfies TanniState;
    }
    case 'tadpole': {
      const s = state as TadpoleState;
      const others = [0, 1, 2].filter((x) => x !== seat);
      const groups = deal([...others.map((x) => s.hands[x]!), s.extra, s.decks.red, s.decks.black]);
      const hands = s.hands.map((h) => h.slice());
      others.forEach((x, i) => (hands[x] = groups[i]!));
      return { ...s, hands, extra: groups[2]!, decks: { red: groups[3]!, black: groups[4]! } } satisfies TadpoleState;
    }
    case 'tantony': {
      const s = state as TantonyState;
      const others = s.hands.map((_, x) => x).filter((x) => x !== seat);
      const groups = deal(others.map((x) => s.hands[x]!));
      const hands = s.hands.map((h) => h.slice());
      others.forEach((x, i) => (hands[x] = groups[i]!));
      return { ...s, hands } satisfies TantonyState;
    }
    default:
      throw new Error(`no reshuffle for ${type}`);
  }
}

/** Every card of a state, wherever it lies, sorted (a world must hold the same cards). */
export function allCards(type: string, state: unknown): string[] {
  const cards: (string | null)[] = [];
  switch (type) {
    case 'tango': {
      const s = state as TangoState;
      cards.push(...s.hands.flat(), ...s.piles.flat().flatMap((p) => [p.down, p.up]), ...s.trick.plays.map((p) => p.card), ...s.won.flat(), s.style);
      break;
    }
    case 'tanni': {
      const s = state as TanniState;
      cards.push(...s.hands.flat(), ...s.stock, ...s.kitty, s.hidden, ...s.trick.plays.map((p) => p.card), ...s.tricks.flatMap((t) => t.plays.map((p) => p.card)));
      break;
    }
    case 'tadpole': {
      const s = state as TadpoleState;
      cards.push(...s.hands.flat(), ...s.extra, ...s.decks.red, ...s.decks.black, s.flipped.red, s.flipped.black, ...s.tadpole, ...s.trick.plays.map((p) => p.card), ...s.tricks.flatMap((t) => t.plays.map((p) => p.card)));
      break;
    }
    case 'tantony': {
      const s = state as TantonyState;
      cards.push(...s.hands.flat(), ...(s.trick?.plays.map((p) => p.card) ?? []), ...s.tricks.flatMap((t) => t.plays.map((p) => p.card)));
      break;
    }
    default:
      throw new Error(`no card list for ${type}`);
  }
  return cards.filter((c): c is string => c !== null).sort();
}

