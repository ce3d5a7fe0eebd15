import type { Seat } from '../../engine';

/** TADPOLE-14: the most points wins; equal top scores share the win. */
export function winnersOf(scores: readonly number[]): Seat[] {
  const top = Math.max(...scores);
  return scores.flatMap((s, seat) => (s === top ? [seat] : []));
}
