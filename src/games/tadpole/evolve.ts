import { replaceAt, without } from '../cards';
import type { TadpoleEvent } from './events';
import { SEATS, copyState, nextSeat, type TadpoleState, type Trick } from './state';

// Every branch copies the state with copyState and sets what changes: no object spread on this path
// (replay runs it once per event; see copyState).

const trickOf = (number: number, leader: number, plays: Trick['plays']): Trick => ({ number, leader, plays });

export function evolve(state: TadpoleState, event: TadpoleEvent): TadpoleState {
  const s = copyState(state);
  switch (event.type) {
    case 'bongle-decks-shuffled':
      s.decks = { red: event.red, black: event.black };
      return s;
    case 'round-started':
      s.phase = 'dealing';
      s.round = event.round;
      s.dealer = event.dealer;
      s.flipped = { red: null, black: null };
      s.tied = [];
      s.trump = null;
      s.trick = trickOf(0, nextSeat(event.dealer), []);
      s.tricks = [];
      return s;
    case 'trump-flipped': {
      const { red, black } = event;
      s.decks = {
        red: red === null ? state.decks.red : state.decks.red.slice(1),
        black: black === null ? state.decks.black : state.decks.black.slice(1),
      };
      s.flipped = { red, black };
      s.revealed = [...state.revealed, ...[red, black].filter((c): c is string => c !== null)];
      return s;
    }
    case 'trump-tied':
      // TADPOLE-4: the tied cards join the Tadpole deck (shuffled with it at the deal).
      s.flipped = { red: null, black: null };
      s.tied = [...state.tied, ...event.cards];
      s.tadpole = [...state.tadpole, ...event.cards];
      return s;
    case 'trump-chosen':
      s.trump = event.trump;
      return s;
    case 'round-dealt':
      s.phase = 'play';
      s.hands = event.hands;
      s.extra = event.extraPile;
      s.tadpole = [];
      s.trick = trickOf(1, event.leader, []);
      return s;
    case 'card-played': {
      const { seat, card, from, deck } = event;
      const t = state.trick;
      s.trick = trickOf(t.number, t.leader, [...t.plays, { seat, card, from, deck }]);
      // A card played again in a later round is already known: keep the list at most 52 long.
      if (!state.revealed.includes(card)) s.revealed = [...state.revealed, card];
      if (from === 'hand') {
        s.hands = replaceAt(state.hands, seat, without(state.hands[seat]!, card));
        return s;
      }
      // Literal keys, not computed ones: they keep these small objects in V8's fast shape.
      const red = deck === 'red';
      if (from === 'bongle') {
        const { decks } = state;
        s.decks = red ? { red: decks.red.slice(1), black: decks.black } : { red: decks.red, black: decks.black.slice(1) };
        return s;
      }
      const { flipped } = state;
      s.flipped = red ? { red: null, black: flipped.black } : { red: flipped.red, black: null };
      return s;
    }
    case 'trick-won': {
      const { winner } = event;
      const t = state.trick;
      s.scores = replaceAt(state.scores, winner, state.scores[winner]! + 1);
      s.tricks = [...state.tricks, { number: t.number, leader: t.leader, plays: t.plays, winner }];
      s.trick = trickOf(t.number + 1, winner, []);
      return s;
    }
    case 'trump-changed':
      s.trump = event.trump;
      return s;
    case 'round-ended': {
      // TADPOLE-13: every card played this round + the unplayed flipped cards + the Extra Pile + the hands.
      const played = state.tricks.flatMap((t) => t.plays.map((p) => p.card));
      const flipped = [state.flipped.red, state.flipped.black].filter((c): c is string => c !== null);
      const tricksWon = Array.from({ length: SEATS }, (_, seat) => state.tricks.filter((t) => t.winner === seat).length);
      s.phase = 'dealing';
      s.tadpole = [...played, ...flipped, ...state.extra, ...state.hands.flat()];
      s.hands = [[], [], []];
      s.extra = [];
      s.flipped = { red: null, black: null };
      s.tricks = [];
      s.trick = trickOf(state.trick.number, state.trick.leader, []);
      s.rounds = [...state.rounds, { round: state.round, dealer: state.dealer, tricksWon }];
      return s;
    }
    case 'game-ended':
      s.phase = 'finished';
      s.endReason = event.reason;
      s.discarded = [...state.discarded, ...event.discarded];
      s.trick = trickOf(state.trick.number, state.trick.leader, []);
      return s;
    default: {
      const never: never = event;
      throw new Error(`unknown Tadpole event ${JSON.stringify(never)}`);
    }
  }
}
