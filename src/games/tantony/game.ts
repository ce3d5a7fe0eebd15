import type { Game, Rulesets, Seat } from '../../engine';
import { tantonyAttempts } from './attempts';
import { decide, decideAndEvolve, start } from './decide';
import type { TantonyAction, TantonyEvent } from './events';
import { rematchOptions, resign } from './ending';
import { evolve } from './evolve';
import { LEADS_AFTER, LEADS_BEFORE, type Leads } from './leads';
import { eligibleReceivers, legalPlays } from './rules';
import { tantonyAction, tantonyEvent, tantonyOptions, tantonyView, type TantonyPublicEvent, type TantonyView } from './schema';
import { initialState, layoutOf, type TantonyOptions, type TantonyState } from './state';
import { redactEvent, turnOf, view } from './view';
import { tantonyRefusals, tantonyTurnRule } from './refusals';

function legalActions(state: TantonyState, seat: Seat): TantonyAction[] {
  if (state.phase === 'give') {
    // TANTONY-6: the phase only rests here when at least two players have room.
    return state.giver === seat ? eligibleReceivers(state).map((to): TantonyAction => ({ type: 'give-trick', to })) : [];
  }
  return legalPlays(state, seat).map((card): TantonyAction => ({ type: 'play', card }));
}

export type TantonyGame = Game<TantonyOptions, TantonyState, TantonyAction, TantonyEvent, TantonyView, TantonyPublicEvent>;

/** One set of schemas for every ruleset version: the API has one Tantony shape. */
const schemas = { options: tantonyOptions, action: tantonyAction, view: tantonyView, event: tantonyEvent };

/** Tantony under one reading of who leads (TANTONY-4): the ruleset versions differ only there. */
function tantonyWith(leads: Leads): TantonyGame {
  return {
    type: 'tantony',
    title: 'Tantony',
    description:
      "David Parlett's trick game for 4 (teams or split partners) or 3: one deal per game; each trick's winner gives it to a player with room, who lays its lowest led-suit card (the runt) face up to score.",
    schemas,
    milestones: { 'trick-won': 'trick', 'round-scored': 'round' },
    seatCounts: [4, 3],
    actionTypes: ['play', 'give-trick'],
    refusals: tantonyRefusals,
    turnRule: tantonyTurnRule,
    seatCount: (options) => layoutOf(options).seats,
    initialState,
    start: (state, random) => start(state, random, leads),
    decide: (state, seat, action, random) => decide(state, seat, action, random, leads),
    decideAndEvolve: (state, seat, action, random) => decideAndEvolve(state, seat, action, random, leads),
    evolve,
    view,
    redactEvent,
    legalActions,
    attempts: tantonyAttempts,
    resign,
    rematchOptions,
    status(state) {
      if (state.phase === 'finished') return { finished: true, toAct: [], result: state.result };
      const turn = turnOf(state);
      return { finished: false, toAct: turn === null ? [] : [turn], result: null };
    },
  };
}

/** Ruleset 1: the seat after the dealer leads round 1, the seat after each leader leads the next. */
export const tantonyV1 = tantonyWith(LEADS_AFTER);
/** Ruleset 2 (TANTONY-4): the seat before the dealer leads round 1, the seat before each leader the next. */
export const tantonyV2 = tantonyWith(LEADS_BEFORE);
/** The current ruleset: what new games get. */
export const tantony = tantonyV2;

export const tantonyRulesets: Rulesets = {
  type: 'tantony',
  current: 2,
  versions: [
    { version: 1, game: tantonyV1, summary: 'The rules as first published: the seat after the dealer leads round 1, and the seat after each round\'s leader leads the next (TANTONY-4, version 1)' },
    { version: 2, game: tantonyV2, summary: "TANTONY-4 reads the seed's seating throughout: the seat before the dealer leads round 1, and the seat before each round's leader leads the next" },
  ],
};
