import { replaceAt, without } from '../cards';
import type { TanniEvent } from './events';
import { nextInAuction } from './rules';
import { nextSeat, teamOf, type Auction, type TanniState } from './state';

function withCall(auction: Auction, call: Auction['calls'][number], patch: Partial<Auction>): Auction {
  const next = { ...auction, ...patch, calls: [...auction.calls, call] };
  return { ...next, turn: nextInAuction(next, call.seat) };
}

export function evolve(state: TanniState, event: TanniEvent): TanniState {
  switch (event.type) {
    case 'game-set-up':
      return { ...state, sevens: event.sevens, dealer: event.firstDealer };
    case 'round-dealt': {
      const opener = nextSeat(event.dealer);
      return {
        ...state,
        phase: 'auction',
        round: event.round,
        dealer: event.dealer,
        hands: event.hands,
        stock: event.stock,
        kitty: [],
        auction: { opener, turn: opener, high: null, passed: [false, false, false, false], calls: [] },
        contract: null,
        hidden: null,
        trumpCard: null,
        trumpOpen: false,
        openedBy: null,
        forced: null,
        trick: { number: 0, leader: opener, plays: [] },
        tricks: [],
        pairs: [],
        points: [0, 0],
        tricksWon: [0, 0],
      };
    }
    case 'bid-made': {
      const { seat, value } = event;
      return { ...state, auction: withCall(state.auction!, { seat, type: 'bid', value }, { high: { seat, value } }) };
    }
    case 'player-passed': {
      const auction = state.auction!;
      const passed = replaceAt(auction.passed, event.seat, true);
      return { ...state, auction: withCall(auction, { seat: event.seat, type: 'pass' }, { passed }) };
    }
    case 'tanni-called':
      return { ...state, auction: withCall(state.auction!, { seat: event.seat, type: 'call-tanni' }, {}) };
    case 'contract-won': {
      const contract = { kind: event.kind, seat: event.seat, value: event.value };
      const auction = { ...state.auction!, turn: null };
      // TANNI-12: no second deal in a Tanni round; the caller leads at once.
      if (event.kind === 'tanni') return { ...state, auction, contract, phase: 'play', trick: { number: 1, leader: event.seat, plays: [] } };
      return { ...state, auction, contract, phase: 'trump' };
    }
    case 'hands-completed':
      return { ...state, hands: state.hands.map((h, s) => [...h, ...event.hands[s]!]), stock: [], kitty: event.kitty };
    case 'trump-chosen': {
      // TANNI-7: the card leaves the hand face down; TANNI-8: the bid winner leads the first trick.
      const hands = replaceAt(state.hands, event.seat, without(state.hands[event.seat]!, event.card));
      return { ...state, hands, hidden: event.card, trumpCard: event.card, phase: 'play', trick: { number: 1, leader: event.seat, plays: [] } };
    }
    case 'trump-opened': {
      // TANNI-9: the hidden card is shown and returns to the bid winner's hand.
      const hands = replaceAt(state.hands, event.bidder, [...state.hands[event.bidder]!, event.card]);
      return { ...state, hands, hidden: null, trumpOpen: true, openedBy: event.seat, forced: event.forced ? event.card : null };
    }
    case 'pair-declared':
      return { ...state, pairs: [...state.pairs, { seat: event.seat, suit: event.suit }] };
    case 'card-played': {
      const { seat, card } = event;
      const trick = { ...state.trick, plays: [...state.trick.plays, { seat, card }] };
      return { ...state, trick, hands: replaceAt(state.hands, seat, without(state.hands[seat]!, card)), forced: null };
    }
    case 'trick-won': {
      const team = teamOf(event.winner);
      const points = replaceAt(state.points, team, state.points[team] + event.points) as [number, number];
      const tricksWon = replaceAt(state.tricksWon, team, state.tricksWon[team] + 1) as [number, number];
      const tricks = [...state.tricks, { ...state.trick, winner: event.winner, points: event.points }];
      return { ...state, points, tricksWon, tricks, trick: { number: state.trick.number + 1, leader: event.winner, plays: [] } };
    }
    case 'round-scored':
      return { ...state, matchPoints: event.summary.matchPoints, rounds: [...state.rounds, event.summary] };
    case 'game-won':
      return { ...state, phase: 'finished', winner: event.team };
    default: {
      const never: never = event;
      throw new Error(`unknown Tanni event ${JSON.stringify(never)}`);
    }
  }
}
