import { replaceAt, without } from '../cards';
import { ROSE } from './cards';
import type { TangoEvent } from './events';
import { other, type Pile, type TangoState } from './state';

export function evolve(state: TangoState, event: TangoEvent): TangoState {
  switch (event.type) {
    case 'round-dealt':
      return {
        ...state,
        phase: 'play',
        round: event.round,
        dealer: event.dealer,
        style: event.style,
        hands: event.hands,
        piles: event.piles,
        trick: { number: 1, leader: event.dealer, plays: [] }, // TANGO-5: the dealer leads
        tricks: [],
        swaps: [],
        won: [[], []],
        swapper: null,
      };
    case 'card-played': {
      const { seat, card, from } = event;
      const trick = { ...state.trick, plays: [...state.trick.plays, { seat, card, from }] };
      if (from === 'hand') return { ...state, trick, hands: replaceAt(state.hands, seat, without(state.hands[seat]!, card)) };
      const piles = state.piles[seat]!.map((p): Pile => (p.up === card ? { ...p, up: null } : p));
      return { ...state, trick, piles: replaceAt(state.piles, seat, piles) };
    }
    case 'trick-won': {
      const { winner } = event;
      const loser = other(winner);
      const number = state.trick.number;
      const won = replaceAt(state.won, winner, [...state.won[winner]!, ...event.cards]);
      const tricks = [...state.tricks, { ...state.trick, winner }];
      const next = { number: number + 1, leader: winner, plays: [] };
      if (number === 10) return { ...state, won, tricks, trick: next, phase: 'dealing', swapper: null };
      // TANGO-11.3: a loser holding nothing but the ROSE has no decision to make.
      const canSwap = state.hands[loser]!.some((c) => c !== ROSE);
      return { ...state, won, tricks, trick: next, phase: canSwap ? 'swap' : 'play', swapper: canSwap ? loser : null };
    }
    case 'cards-revealed': {
      const piles = state.piles[event.seat]!.map((p, i): Pile =>
        event.cards.some((r) => r.pile === i) ? { down: null, up: p.down } : p,
      );
      return { ...state, piles: replaceAt(state.piles, event.seat, piles) };
    }
    case 'style-swapped': {
      const hand = [...without(state.hands[event.seat]!, event.gave), event.took];
      const swaps = [...state.swaps, { afterTrick: state.trick.number - 1, seat: event.seat, swapped: true as const, gave: event.gave, took: event.took }];
      return { ...state, style: event.gave, hands: replaceAt(state.hands, event.seat, hand), swaps, phase: 'play', swapper: null };
    }
    case 'swap-declined': {
      const swaps = [...state.swaps, { afterTrick: state.trick.number - 1, seat: event.seat, swapped: false as const }];
      return { ...state, swaps, phase: 'play', swapper: null };
    }
    case 'round-scored': {
      const result = { round: event.round, dealer: state.dealer, scores: event.scores, roseTo: event.roseTo, totals: event.totals };
      // TANGO-14: whenever a rose token is gained, both totals reset to 0.
      const totals = event.roseTo === null ? event.totals : [0, 0];
      return { ...state, roses: event.roses, totals, rounds: [...state.rounds, result] };
    }
    case 'game-won':
      return { ...state, phase: 'finished', winner: event.winner };
    default: {
      const never: never = event;
      throw new Error(`unknown Tango event ${JSON.stringify(never)}`);
    }
  }
}
