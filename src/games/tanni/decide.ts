import { isViolation, violation, type Decision, type RandomSource, type RuleViolation, type Seat } from '../../engine';
import { bid, callTanni, chooseTrump, pass } from './auction';
import { dealRound, setUp } from './deal';
import type { TanniAction, TanniEvent } from './events';
import type { Emitter } from './emitter';
import { declarePair, play } from './play';
import type { TanniState } from './state';

/** TANNI-1/3/4: set the game up (sevens, first dealer) and deal round 1. */
export function start(state: TanniState, random: RandomSource): TanniEvent[] {
  const setup = setUp(state.options, random);
  return [setup, dealRound(1, setup.firstDealer, setup.sevens, random)];
}

export function decide(state: TanniState, seat: Seat, action: TanniAction, random: RandomSource): TanniEvent[] | RuleViolation {
  const decided = judge(state, seat, action, random);
  return isViolation(decided) ? decided : decided.events;
}

/** `decide`, with the state its events lead to (folded as they were emitted). */
export function decideAndEvolve(state: TanniState, seat: Seat, action: TanniAction, random: RandomSource): Decision<TanniState, TanniEvent> | RuleViolation {
  const decided = judge(state, seat, action, random);
  return isViolation(decided) ? decided : { events: decided.events, state: decided.state };
}

function judge(state: TanniState, seat: Seat, action: TanniAction, random: RandomSource): Emitter | RuleViolation {
  if (state.phase === 'finished') return violation('game-over', 'TANNI-15', 'the game is over');
  if (state.phase === 'dealing') return violation('game-not-started', 'TANNI-4', 'the game has not been dealt yet');
  // The engine asks only for seats of the game: another seat is a bug, not a move.
  if (!Number.isInteger(seat) || seat < 0 || seat > 3) throw new Error(`Tanni has no seat ${seat}`);
  switch (action.type) {
    case 'bid':
      return bid(state, seat, action.value);
    case 'pass':
      return pass(state, seat);
    case 'call-tanni':
      return callTanni(state, seat);
    case 'choose-trump':
      return chooseTrump(state, seat, action.card);
    case 'declare-pair':
      return declarePair(state, seat, action.suit);
    case 'play':
      return play(state, seat, action.card, random);
    default: {
      const never: never = action;
      throw new Error(`unknown Tanni action ${JSON.stringify(never)}`);
    }
  }
}
