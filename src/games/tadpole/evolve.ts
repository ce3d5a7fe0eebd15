import { replaceAt, without } from '../cards';
import type { TadpoleEvent } from './events';
import { SEATS, nextSeat, type TadpoleState } from './state';

export function evolve(state: TadpoleState, event: TadpoleEvent): TadpoleState {
  switch (event.type) {
    case 'bongle-decks-shuffled':
      return { ...state, decks: { red: event.red, black: event.black } };
    case 'round-started':
      return {
        ...state,
        phase: 'dealing',
        round: event.round,
        dealer: event.dealer,
        flipped: { red: null, black: null },
        tied: [],
        trump: null,
        trick: { number: 0, leader: nextSeat(event.dealer), plays: [] },
        tricks: [],
      };
    case 'trump-flipped': {
      const { red, black } = event;
      const decks = {
        red: red === null ? state.decks.red : state.decks.red.slice(1),
        black: black === null ? state.decks.black : state.decks.black.slice(1),
      };
      const shown = [red, black].filter((c): c is string => c !== null);
      return { ...state, decks, flipped: { red, black }, revealed: [...state.revealed, ...shown] };
    }
    case 'trump-tied':
      // TADPOLE-4: the tied cards join the Tadpole deck (shuffled with it at the deal).
      return { ...state, flipped: { red: null, black: null }, tied: [...state.tied, ...event.cards], tadpole: [...state.tadpole, ...event.cards] };
    case 'trump-chosen':
      return { ...state, trump: event.trump };
    case 'round-dealt':
      return {
        ...state,
        phase: 'play',
        hands: event.hands,
        extra: event.extraPile,
        tadpole: [],
        trick: { number: 1, leader: event.leader, plays: [] },
      };
    case 'card-played': {
      const { seat, card, from, deck } = event;
      const trick = { ...state.trick, plays: [...state.trick.plays, { seat, card, from, deck }] };
      // A card played again in a later round is already known: keep the list at most 52 long.
      const revealed = state.revealed.includes(card) ? state.revealed : [...state.revealed, card];
      if (from === 'hand') return { ...state, trick, revealed, hands: replaceAt(state.hands, seat, without(state.hands[seat]!, card)) };
      // Literal keys, not computed ones: they keep these small objects in V8's fast shape.
      const red = deck === 'red';
      if (from === 'bongle') {
        const { decks } = state;
        return { ...state, trick, revealed, decks: red ? { red: decks.red.slice(1), black: decks.black } : { red: decks.red, black: decks.black.slice(1) } };
      }
      const { flipped } = state;
      return { ...state, trick, revealed, flipped: red ? { red: null, black: flipped.black } : { red: flipped.red, black: null } };
    }
    case 'trick-won': {
      const { winner } = event;
      return {
        ...state,
        scores: replaceAt(state.scores, winner, state.scores[winner]! + 1),
        tricks: [...state.tricks, { ...state.trick, winner }],
        trick: { number: state.trick.number + 1, leader: winner, plays: [] },
      };
    }
    case 'trump-changed':
      return { ...state, trump: event.trump };
    case 'round-ended': {
      // TADPOLE-13: every card played this round + the unplayed flipped cards + the Extra Pile + the hands.
      const played = state.tricks.flatMap((t) => t.plays.map((p) => p.card));
      const flipped = [state.flipped.red, state.flipped.black].filter((c): c is string => c !== null);
      const tadpole = [...played, ...flipped, ...state.extra, ...state.hands.flat()];
      const tricksWon = Array.from({ length: SEATS }, (_, s) => state.tricks.filter((t) => t.winner === s).length);
      return {
        ...state,
        phase: 'dealing',
        tadpole,
        hands: [[], [], []],
        extra: [],
        flipped: { red: null, black: null },
        tricks: [],
        trick: { ...state.trick, plays: [] },
        rounds: [...state.rounds, { round: state.round, dealer: state.dealer, tricksWon }],
      };
    }
    case 'game-ended':
      return {
        ...state,
        phase: 'finished',
        endReason: event.reason,
        discarded: [...state.discarded, ...event.discarded],
        trick: { ...state.trick, plays: [] },
      };
    default: {
      const never: never = event;
      throw new Error(`unknown Tadpole event ${JSON.stringify(never)}`);
    }
  }
}
