import { singleRuleset, type Game, type Seat } from '../../engine';
import { tangoAttempts } from './attempts';
import { decide, decideAndEvolve, start } from './decide';
import type { TangoAction, TangoEvent } from './events';
import { evolve } from './evolve';
import { rematchOptions, resign } from './ending';
import { legalPlays } from './rules';
import { tangoAction, tangoEvent, tangoOptions, tangoView, type TangoPublicEvent, type TangoView } from './schema';
import { initialState, type TangoOptions, type TangoState } from './state';
import { redactEvent, view } from './view';
import { seatToPlay } from './rules';
import { tangoRefusals, tangoTurnRule } from './refusals';

function legalActions(state: TangoState, seat: Seat): TangoAction[] {
  if (state.phase === 'swap' && state.swapper === seat) {
    const swaps = state.hands[seat]!.filter((c) => c !== 'ROSE').map((card): TangoAction => ({ type: 'swap-style', card }));
    return [...swaps, { type: 'decline-swap' }];
  }
  if (state.phase !== 'play' || seatToPlay(state.trick) !== seat) return [];
  return legalPlays(state, seat).map((card) => ({ type: 'play', card }));
}

export const tango: Game<TangoOptions, TangoState, TangoAction, TangoEvent, TangoView, TangoPublicEvent> = {
  type: 'tango',
  title: 'Tango',
  description: 'Two players, 41 cards: each trick takes two cards from hand and two from face-up piles; the loser may swap the Style card that sets trump.',
  schemas: { options: tangoOptions, action: tangoAction, view: tangoView, event: tangoEvent },
  milestones: { 'trick-won': 'trick', 'round-scored': 'round' },
  seatCounts: [2],
  actionTypes: ['play', 'swap-style', 'decline-swap'],
  refusals: tangoRefusals,
  turnRule: tangoTurnRule,
  seatCount: () => 2,
  initialState,
  start,
  decide,
  decideAndEvolve,
  evolve,
  view,
  redactEvent,
  legalActions,
  attempts: tangoAttempts,
  resign,
  rematchOptions,
  status(state) {
    if (state.phase === 'finished') {
      return { finished: true, toAct: [], result: { winners: [state.winner!], draw: false, scores: [...state.roses] } };
    }
    const toAct = state.phase === 'swap' ? [state.swapper!] : state.phase === 'play' ? [seatToPlay(state.trick)] : [];
    return { finished: false, toAct, result: null };
  },
};

/** Every ruleset version of Tango (one so far). */
export const tangoRulesets = singleRuleset(tango);
