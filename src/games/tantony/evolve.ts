import { replaceAt, without, type Card } from '../cards';
import type { TantonyEvent } from './events';
import { layoutOf, type TantonyState } from './state';

const emptyPiles = (n: number) => Array.from({ length: n }, (): Card[] => []);

export function evolve(state: TantonyState, event: TantonyEvent): TantonyState {
  switch (event.type) {
    case 'game-dealt':
      return {
        ...state,
        phase: 'play',
        round: 1,
        dealer: event.dealer,
        roundLeader: event.leader,
        hands: event.hands,
        trick: { number: 1, leader: event.leader, plays: [] },
      };
    case 'card-played': {
      const trick = state.trick!;
      return {
        ...state,
        trick: { number: trick.number, leader: trick.leader, plays: [...trick.plays, { seat: event.seat, card: event.card }] },
        hands: replaceAt(state.hands, event.seat, without(state.hands[event.seat]!, event.card)),
      };
    }
    case 'trick-won': {
      // The cards wait on the table until given (or exchanged, TANTONY-9).
      const { number, leader, plays } = state.trick!;
      const done = { number, leader, plays, winner: event.winner, receiver: null, runt: null, automatic: false };
      return { ...state, phase: 'give', trick: null, tricks: [...state.tricks, done], giver: event.winner };
    }
    case 'trick-given': {
      // TANTONY-7: the runt face up, the other cards face down; TANTONY-8: the receiver leads next.
      const { to, runt } = event;
      const last = state.tricks[state.tricks.length - 1]!;
      const given = { number: last.number, leader: last.leader, plays: last.plays, winner: last.winner, receiver: to, runt, automatic: event.automatic };
      const tricks = replaceAt(state.tricks, state.tricks.length - 1, given);
      const downs = [...state.downs[to]!, ...last.plays.map((p) => p.card).filter((c) => c !== runt)];
      const roundOver = last.number === layoutOf(state.options).tricks; // TANTONY-13: the 12th three-player trick
      return {
        ...state,
        phase: roundOver ? 'scoring' : 'play',
        tricks,
        giver: null,
        runts: replaceAt(state.runts, to, [...state.runts[to]!, runt]),
        downs: replaceAt(state.downs, to, downs),
        trick: roundOver ? null : { number: last.number + 1, leader: to, plays: [] },
      };
    }
    case 'last-trick-exchanged': {
      const { type: _type, ...exchange } = event;
      return { ...state, phase: 'scoring', giver: null, exchange };
    }
    case 'round-scored': {
      const result = {
        round: event.round,
        leader: state.roundLeader,
        runts: state.runts,
        exchange: state.exchange,
        scores: event.scores,
        totals: event.totals,
      };
      return { ...state, totals: event.totals, rounds: [...state.rounds, result] };
    }
    case 'round-started': {
      const n = layoutOf(state.options).seats;
      return {
        ...state,
        phase: 'play',
        round: event.round,
        roundLeader: event.leader,
        hands: event.hands,
        trick: { number: 1, leader: event.leader, plays: [] },
        tricks: [],
        runts: emptyPiles(n),
        downs: emptyPiles(n),
        exchange: null,
      };
    }
    case 'game-ended': {
      const { winners, draw, scores } = event;
      return { ...state, phase: 'finished', result: { winners, draw, scores } };
    }
    default: {
      const never: never = event;
      throw new Error(`unknown Tantony event ${JSON.stringify(never)}`);
    }
  }
}
