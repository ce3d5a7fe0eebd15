import type { GameResult, Seat } from '../../engine';
import { cardValue } from './cards';
import { layoutOf, type TantonyState } from './state';

/** TANTONY-10/13: a seat's round score: its face-up runts and the card it took from the last trick. */
export function roundScores(state: TantonyState): number[] {
  const three = layoutOf(state.options).threePlayer;
  return state.runts.map((runts, s) => {
    const taken = state.exchange ? cardValue(state.exchange.takes[s]!, three) : 0;
    return runts.reduce((sum, c) => sum + cardValue(c, three), taken);
  });
}

/** Team totals (TANTONY-10): team 0 is seats {0, 2}, team 1 is {1, 3}. */
export function teamTotals(totals: readonly number[]): [number, number] {
  return [totals[0]! + totals[2]!, totals[1]! + totals[3]!];
}

/** TANTONY-12: a seat's final score is its own total plus the total of the seat before it. */
export function splitPartnerScores(totals: readonly number[]): number[] {
  const n = totals.length;
  return totals.map((t, s) => t + totals[(s + n - 1) % n]!);
}

/** TANTONY-11/13: does the game end early after `round` with these running totals? */
export function endsEarly(state: TantonyState, round: number, totals: readonly number[]): boolean {
  const threshold = layoutOf(state.options).thresholds[round - 1];
  if (threshold === undefined) return false;
  const measured = state.options.variant === 'teams' ? teamTotals(totals) : totals;
  return measured.some((t) => t >= threshold);
}

/** TANTONY-11/12/13: the result from the running totals. Scores are per seat in points; the teams
 * variant repeats the team total for both partners. */
export function resultOf(state: TantonyState, totals: readonly number[]): GameResult {
  switch (state.options.variant) {
    case 'teams': {
      const [a, b] = teamTotals(totals);
      const scores = [a, b, a, b];
      if (a === b) return { winners: [], draw: true, scores };
      return { winners: a > b ? [0, 2] : [1, 3], draw: false, scores };
    }
    case 'split-partner':
      return shared(splitPartnerScores(totals));
    case 'three-player':
      return shared([...totals]);
    default: {
      const never: never = state.options.variant;
      throw new Error(`unknown Tantony variant ${String(never)}`);
    }
  }
}

/** TANTONY-12/13: the highest score wins; equal highest scores share the win. */
function shared(scores: number[]): GameResult {
  const top = Math.max(...scores);
  const winners: Seat[] = [];
  scores.forEach((x, s) => {
    if (x === top) winners.push(s);
  });
  return { winners, draw: false, scores };
}
