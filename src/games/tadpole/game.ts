import { singleRuleset, type Game } from '../../engine';
import { tadpoleAttempts } from './attempts';
import { decide, decideAndEvolve, start } from './decide';
import type { TadpoleAction, TadpoleEvent } from './events';
import { evolve } from './evolve';
import { rematchOptions, resign } from './ending';
import { winnersOf } from './outcome';
import { legalMoves, seatToPlay } from './rules';
import { tadpoleAction, tadpoleEvent, tadpoleOptions, tadpoleView, type TadpolePublicEvent, type TadpoleView } from './schema';
import { SEATS, initialState, type TadpoleOptions, type TadpoleState } from './state';
import { redactEvent, view } from './view';
import { tadpoleRefusals, tadpoleTurnRule } from './refusals';

export const tadpole: Game<TadpoleOptions, TadpoleState, TadpoleAction, TadpoleEvent, TadpoleView, TadpolePublicEvent> = {
  type: 'tadpole',
  title: 'Tadpole',
  description:
    'Three players, 52 cards: tricks from a dealt Tadpole deck of 4s–9s, trump from two face-up Bongle cards, blind plays from the Bongle decks, an extra card for the leader from the second trick on; one point per trick.',
  schemas: { options: tadpoleOptions, action: tadpoleAction, view: tadpoleView, event: tadpoleEvent },
  milestones: { 'trick-won': 'trick', 'round-ended': 'round' },
  seatCounts: [3],
  actionTypes: ['play', 'play-bongle'],
  refusals: tadpoleRefusals,
  turnRule: tadpoleTurnRule,
  seatCount: () => SEATS,
  initialState,
  start,
  decide,
  decideAndEvolve,
  evolve,
  view,
  redactEvent,
  legalActions: legalMoves,
  attempts: tadpoleAttempts,
  resign,
  rematchOptions,
  status(state) {
    if (state.phase === 'finished') {
      return { finished: true, toAct: [], result: { winners: winnersOf(state.scores), draw: false, scores: state.scores.slice() } };
    }
    return { finished: false, toAct: state.phase === 'play' ? [seatToPlay(state.trick)] : [], result: null };
  },
};

/** Every ruleset version of Tadpole (one so far). */
export const tadpoleRulesets = singleRuleset(tadpole);
