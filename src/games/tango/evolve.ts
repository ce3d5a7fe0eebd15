import { replaceAt, without } from '../cards';
import { ROSE } from './cards';
import type { TangoEvent } from './events';
import { copyState, other, type Pile, type TangoState, type Trick } from './state';

// Every branch copies the state with copyState and sets what changes: no object spread on this path
// (replay runs it once per event; see copyState).

const trickOf = (number: number, leader: number, plays: Trick['plays']): Trick => ({ number, leader, plays });

export function evolve(state: TangoState, event: TangoEvent): TangoState {
  const s = copyState(state);
  switch (event.type) {
    case 'round-dealt':
      s.phase = 'play';
      s.round = event.round;
      s.dealer = event.dealer;
      s.style = event.style;
      s.hands = event.hands;
      s.piles = event.piles;
      s.trick = trickOf(1, event.dealer, []); // TANGO-5: the dealer leads
      s.tricks = [];
      s.swaps = [];
      s.won = [[], []];
      s.swapper = null;
      return s;
    case 'card-played': {
      const { seat, card, from } = event;
      const t = state.trick;
      s.trick = trickOf(t.number, t.leader, [...t.plays, { seat, card, from }]);
      if (from === 'hand') s.hands = replaceAt(state.hands, seat, without(state.hands[seat]!, card));
      else {
        const piles = state.piles[seat]!.map((p): Pile => (p.up === card ? { down: p.down, up: null } : p));
        s.piles = replaceAt(state.piles, seat, piles);
      }
      return s;
    }
    case 'trick-won': {
      const { winner } = event;
      const loser = other(winner);
      const t = state.trick;
      s.won = replaceAt(state.won, winner, [...state.won[winner]!, ...event.cards]);
      s.tricks = [...state.tricks, { number: t.number, leader: t.leader, plays: t.plays, winner }];
      s.trick = trickOf(t.number + 1, winner, []);
      if (t.number === 10) {
        s.phase = 'dealing';
        s.swapper = null;
        return s;
      }
      // TANGO-11.3: a loser holding nothing but the ROSE has no decision to make.
      const canSwap = state.hands[loser]!.some((c) => c !== ROSE);
      s.phase = canSwap ? 'swap' : 'play';
      s.swapper = canSwap ? loser : null;
      return s;
    }
    case 'cards-revealed': {
      const piles = state.piles[event.seat]!.map((p, i): Pile => (event.cards.some((r) => r.pile === i) ? { down: null, up: p.down } : p));
      s.piles = replaceAt(state.piles, event.seat, piles);
      return s;
    }
    case 'style-swapped': {
      const hand = [...without(state.hands[event.seat]!, event.gave), event.took];
      s.style = event.gave;
      s.hands = replaceAt(state.hands, event.seat, hand);
      s.swaps = [...state.swaps, { afterTrick: state.trick.number - 1, seat: event.seat, swapped: true as const, gave: event.gave, took: event.took }];
      s.phase = 'play';
      s.swapper = null;
      return s;
    }
    case 'swap-declined':
      s.swaps = [...state.swaps, { afterTrick: state.trick.number - 1, seat: event.seat, swapped: false as const }];
      s.phase = 'play';
      s.swapper = null;
      return s;
    case 'round-scored': {
      const result = { round: event.round, dealer: state.dealer, scores: event.scores, roseTo: event.roseTo, totals: event.totals };
      // TANGO-14: whenever a rose token is gained, both totals reset to 0.
      s.roses = event.roses;
      s.totals = event.roseTo === null ? event.totals : [0, 0];
      s.rounds = [...state.rounds, result];
      return s;
    }
    case 'game-won':
      s.phase = 'finished';
      s.winner = event.winner;
      return s;
    default: {
      const never: never = event;
      throw new Error(`unknown Tango event ${JSON.stringify(never)}`);
    }
  }
}
