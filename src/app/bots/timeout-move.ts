import type { Typed } from '../../engine';

/**
 * The move the server makes for a seat whose time ran out (README "Turn clocks"): deterministic and
 * cautious. Among the legal moves it takes the first whose type comes earliest in this list, and
 * among those the first in legal-moves order (each game lists moves in a fixed order): decline what
 * can be declined, pass what can be passed, else play.
 */
const PREFERENCE = ['decline-swap', 'pass', 'play', 'give-trick', 'play-bongle', 'choose-trump', 'bid', 'call-tanni', 'swap-style', 'declare-pair'];

export function timeoutMove(moves: readonly Typed[]): Typed {
  const rank = (m: Typed) => {
    const i = PREFERENCE.indexOf(m.type);
    return i < 0 ? PREFERENCE.length : i;
  };
  let best = moves[0]!;
  for (const m of moves) if (rank(m) < rank(best)) best = m;
  return best;
}
