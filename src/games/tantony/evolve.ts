import { replaceAt, without, type Card } from '../cards';
import type { TantonyEvent } from './events';
import { copyState, layoutOf, type TantonyState } from './state';

// Every branch copies the state with copyState and sets what changes: no object spread on this path
// (replay runs it once per event; see copyState).

const emptyPiles = (n: number) => Array.from({ length: n }, (): Card[] => []);

export function evolve(state: TantonyState, event: TantonyEvent): TantonyState {
  const s = copyState(state);
  switch (event.type) {
    case 'game-dealt':
      s.phase = 'play';
      s.round = 1;
      s.dealer = event.dealer;
      s.roundLeader = event.leader;
      s.hands = event.hands;
      s.trick = { number: 1, leader: event.leader, plays: [] };
      return s;
    case 'card-played': {
      const trick = state.trick!;
      s.trick = { number: trick.number, leader: trick.leader, plays: [...trick.plays, { seat: event.seat, card: event.card }] };
      s.hands = replaceAt(state.hands, event.seat, without(state.hands[event.seat]!, event.card));
      return s;
    }
    case 'trick-won': {
      // The cards wait on the table until given (or exchanged, TANTONY-9).
      const { number, leader, plays } = state.trick!;
      s.phase = 'give';
      s.trick = null;
      s.tricks = [...state.tricks, { number, leader, plays, winner: event.winner, receiver: null, runt: null, automatic: false }];
      s.giver = event.winner;
      return s;
    }
    case 'trick-given': {
      // TANTONY-7: the runt face up, the other cards face down; TANTONY-8: the receiver leads next.
      const { to, runt } = event;
      const last = state.tricks[state.tricks.length - 1]!;
      const given = { number: last.number, leader: last.leader, plays: last.plays, winner: last.winner, receiver: to, runt, automatic: event.automatic };
      const downs = [...state.downs[to]!, ...last.plays.map((p) => p.card).filter((c) => c !== runt)];
      const roundOver = last.number === layoutOf(state.options).tricks; // TANTONY-13: the 12th three-player trick
      s.phase = roundOver ? 'scoring' : 'play';
      s.tricks = replaceAt(state.tricks, state.tricks.length - 1, given);
      s.giver = null;
      s.runts = replaceAt(state.runts, to, [...state.runts[to]!, runt]);
      s.downs = replaceAt(state.downs, to, downs);
      s.trick = roundOver ? null : { number: last.number + 1, leader: to, plays: [] };
      return s;
    }
    case 'last-trick-exchanged':
      s.phase = 'scoring';
      s.giver = null;
      s.exchange = { trick: event.trick, winner: event.winner, winnerCard: event.winnerCard, runt: event.runt, runtSeat: event.runtSeat, takes: event.takes };
      return s;
    case 'round-scored':
      s.totals = event.totals;
      s.rounds = [
        ...state.rounds,
        { round: event.round, leader: state.roundLeader, runts: state.runts, exchange: state.exchange, scores: event.scores, totals: event.totals },
      ];
      return s;
    case 'round-started': {
      const n = layoutOf(state.options).seats;
      s.phase = 'play';
      s.round = event.round;
      s.roundLeader = event.leader;
      s.hands = event.hands;
      s.trick = { number: 1, leader: event.leader, plays: [] };
      s.tricks = [];
      s.runts = emptyPiles(n);
      s.downs = emptyPiles(n);
      s.exchange = null;
      return s;
    }
    case 'game-ended': {
      const { winners, draw, scores } = event;
      s.phase = 'finished';
      s.result = { winners, draw, scores };
      return s;
    }
    default: {
      const never: never = event;
      throw new Error(`unknown Tantony event ${JSON.stringify(never)}`);
    }
  }
}
