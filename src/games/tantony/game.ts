import type { Game, Seat } from '../../engine';
import { decide, decideAndEvolve, start } from './decide';
import type { TantonyAction, TantonyEvent } from './events';
import { evolve } from './evolve';
import { rematchOptions, resign } from './ending';
import { eligibleReceivers, legalPlays } from './rules';
import { tantonyAction, tantonyEvent, tantonyOptions, tantonyView, type TantonyPublicEvent, type TantonyView } from './schema';
import { initialState, layoutOf, type TantonyOptions, type TantonyState } from './state';
import { redactEvent, turnOf, view } from './view';

function legalActions(state: TantonyState, seat: Seat): TantonyAction[] {
  if (state.phase === 'give') {
    // TANTONY-6: the phase only rests here when at least two players have room.
    return state.giver === seat ? eligibleReceivers(state).map((to): TantonyAction => ({ type: 'give-trick', to })) : [];
  }
  return legalPlays(state, seat).map((card): TantonyAction => ({ type: 'play', card }));
}

export const tantony: Game<TantonyOptions, TantonyState, TantonyAction, TantonyEvent, TantonyView, TantonyPublicEvent> = {
  type: 'tantony',
  title: 'Tantony',
  description:
    "David Parlett's trick game for 4 (teams or split partners) or 3: one deal per game; each trick's winner gives it to a player with room, who lays its lowest led-suit card (the runt) face up to score.",
  schemas: { options: tantonyOptions, action: tantonyAction, view: tantonyView, event: tantonyEvent },
  milestones: { 'trick-won': 'trick', 'round-scored': 'round' },
  seatCounts: [4, 3],
  actionTypes: ['play', 'give-trick'],
  seatCount: (options) => layoutOf(options).seats,
  initialState,
  start,
  decide,
  decideAndEvolve,
  evolve,
  view,
  redactEvent,
  legalActions,
  resign,
  rematchOptions,
  status(state) {
    if (state.phase === 'finished') return { finished: true, toAct: [], result: state.result };
    const turn = turnOf(state);
    return { finished: false, toAct: turn === null ? [] : [turn], result: null };
  },
};
