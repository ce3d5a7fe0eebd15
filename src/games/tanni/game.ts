import { singleRuleset, type Game } from '../../engine';
import { tanniAttempts } from './attempts';
import { toPoints } from './cards';
import { decide, decideAndEvolve, start } from './decide';
import type { TanniAction, TanniEvent } from './events';
import { evolve } from './evolve';
import { rematchOptions, resign } from './ending';
import { legalActions } from './legal';
import { tanniAction, tanniOptions } from './schema';
import { SEATS, initialState, teamOf, type TanniOptions, type TanniState } from './state';
import { recordEvent } from './record';
import { redactEvent, toActOf, view } from './view';
import { tanniEvent, tanniView, type TanniPublicEvent, type TanniView } from './view-schema';
import { tanniRefusals, tanniTurnRule } from './refusals';

export const tanni: Game<TanniOptions, TanniState, TanniAction, TanniEvent, TanniView, TanniPublicEvent> = {
  type: 'tanni',
  title: 'Tanni',
  description:
    'Four players in two teams, 30 cards: an auction from 15 to 30 (or Tanni, all 4 tricks for 60), a hidden trump card that opens when someone cannot follow, and King–Queen pairs that move the bid.',
  schemas: { options: tanniOptions, action: tanniAction, view: tanniView, event: tanniEvent },
  milestones: { 'trick-won': 'trick', 'round-scored': 'round' },
  seatCounts: [4],
  actionTypes: ['bid', 'pass', 'call-tanni', 'choose-trump', 'declare-pair', 'play'],
  refusals: tanniRefusals,
  turnRule: tanniTurnRule,
  seatCount: () => 4,
  initialState,
  start,
  decide,
  decideAndEvolve,
  evolve,
  view,
  redactEvent,
  recordEvent,
  legalActions,
  attempts: tanniAttempts,
  resign,
  rematchOptions,
  status(state) {
    if (state.phase === 'finished') {
      const winner = state.winner!;
      return {
        finished: true,
        toAct: [],
        result: { winners: SEATS.filter((s) => teamOf(s) === winner), draw: false, scores: SEATS.map((s) => toPoints(state.matchPoints[teamOf(s)])) },
      };
    }
    const seat = toActOf(state);
    return { finished: false, toAct: seat === null ? [] : [seat], result: null };
  },
};

/** Every ruleset version of Tanni (one so far). */
export const tanniRulesets = singleRuleset(tanni);
