import type { Rng } from './rng';

/**
 * Deals `cards` into slots of the given sizes (hands, piles, a kitty…), each card only into a slot
 * `allowed(card, slot)` lets it into — a player known to be void in its suit never gets it. The most
 * constrained cards go first, each into a slot drawn with weight = room left, so a deal without
 * constraints is uniform; each slot's cards are shuffled at the end. Answers null when every one of
 * `tries` attempts runs into a dead end (the constraints may then contradict each other: the caller
 * drops the soft ones). The sizes must add up to the number of cards.
 */
export function constrainedDeal(
  cards: readonly string[],
  sizes: readonly number[],
  allowed: (card: string, slot: number) => boolean,
  rng: Rng,
  tries = 16,
): string[][] | null {
  const total = sizes.reduce((a, b) => a + b, 0);
  if (total !== cards.length) throw new Error(`constrainedDeal: ${cards.length} cards for ${total} places`);
  const options = cards.map((card) => {
    const slots: number[] = [];
    for (let s = 0; s < sizes.length; s++) if (sizes[s]! > 0 && allowed(card, s)) slots.push(s);
    return { card, slots };
  });
  for (let attempt = 0; attempt < tries; attempt++) {
    rng.shuffle(options);
    // Stable: cards with equally many options stay in their shuffled order.
    const order = options.slice().sort((a, b) => a.slots.length - b.slots.length);
    const room = sizes.slice();
    const out: string[][] = sizes.map(() => []);
    let ok = true;
    for (const { card, slots } of order) {
      let weight = 0;
      for (const s of slots) weight += room[s]!;
      if (weight === 0) {
        ok = false;
        break;
      }
      let x = rng.int(weight);
      let chosen = slots[0]!;
      for (const s of slots) {
        x -= room[s]!;
        if (x < 0) {
          chosen = s;
          break;
        }
      }
      out[chosen]!.push(card);
      room[chosen] = room[chosen]! - 1;
    }
    if (ok) return out.map((slot) => rng.shuffle(slot));
  }
  return null;
}
