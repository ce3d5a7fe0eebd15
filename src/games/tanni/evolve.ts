import { replaceAt } from '../cards';
import type { Card } from './cards';
import type { TanniEvent } from './events';
import { nextInAuction } from './rules';
import type { Mutable } from '../../engine';
import { copyState, nextSeat, teamOf, type Auction, type TanniState, type Trick } from './state';

// Every branch copies the state with copyState and sets what changes: no object spread on this path
// (replay runs it once per event; see copyState).

function withCall(auction: Auction, call: Auction['calls'][number], high: Auction['high'], passed: Auction['passed']): Auction {
  const next: Auction = { opener: auction.opener, turn: auction.turn, high, passed, calls: [...auction.calls, call] };
  return { opener: next.opener, turn: nextInAuction(next, call.seat), high, passed, calls: next.calls };
}

/** `hand` without the first `card` (a new array): `without` of ../cards, for Tanni's string hands
 * only, so this hot call stays monomorphic and allocates one array of the exact size. */
function withoutCard(hand: readonly Card[], card: Card): Card[] {
  const i = hand.indexOf(card);
  if (i < 0) return hand.slice();
  // The first n - 1 cards, then the ones after `card` moved down over it.
  const out = hand.slice(0, hand.length - 1);
  for (let k = i; k < out.length; k++) out[k] = hand[k + 1]!;
  return out;
}

/** `hands` with seat `seat`'s hand replaced (a new array of the four). */
function handsWith(hands: TanniState['hands'], seat: number, hand: readonly Card[]): (readonly Card[])[] {
  const out = hands.slice();
  out[seat] = hand;
  return out;
}

/** `plays` and one more play, as a new array (literals for the four sizes a trick has). */
function playsWith(plays: Trick['plays'], play: Trick['plays'][number]): Trick['plays'][number][] {
  switch (plays.length) {
    case 0:
      return [play];
    case 1:
      return [plays[0]!, play];
    case 2:
      return [plays[0]!, plays[1]!, play];
    case 3:
      return [plays[0]!, plays[1]!, plays[2]!, play];
    default:
      return [...plays, play];
  }
}

const trickOf = (number: number, leader: number, plays: Trick['plays']): Trick => ({ number, leader, plays });

export function evolve(state: TanniState, event: TanniEvent): TanniState {
  return evolveInto(copyState(state), state, event);
}

/**
 * `evolve`, writing the next state into `s`: a fresh copy of `state`, or `state` itself when the
 * caller owns it and no one else has seen it (the Emitter, after its first event). Every branch
 * reads a field of `state` before it sets that field of `s`, and sets fields only (never changes an
 * array or object they hold), so both ways answer the same state.
 */
export function evolveInto(s: Mutable<TanniState>, state: TanniState, event: TanniEvent): TanniState {
  switch (event.type) {
    case 'game-set-up':
      s.sevens = event.sevens;
      s.dealer = event.firstDealer;
      return s;
    case 'round-dealt': {
      const opener = nextSeat(event.dealer);
      s.phase = 'auction';
      s.round = event.round;
      s.dealer = event.dealer;
      s.hands = event.hands;
      s.stock = event.stock;
      s.kitty = [];
      s.auction = { opener, turn: opener, high: null, passed: [false, false, false, false], calls: [] };
      s.contract = null;
      s.hidden = null;
      s.trumpCard = null;
      s.trumpOpen = false;
      s.openedBy = null;
      s.forced = null;
      s.trick = trickOf(0, opener, []);
      s.tricks = [];
      s.pairs = [];
      s.points = [0, 0];
      s.tricksWon = [0, 0];
      return s;
    }
    case 'bid-made': {
      const { seat, value } = event;
      const auction = state.auction!;
      s.auction = withCall(auction, { seat, type: 'bid', value }, { seat, value }, auction.passed);
      return s;
    }
    case 'player-passed': {
      const auction = state.auction!;
      s.auction = withCall(auction, { seat: event.seat, type: 'pass' }, auction.high, replaceAt(auction.passed, event.seat, true));
      return s;
    }
    case 'tanni-called': {
      const auction = state.auction!;
      s.auction = withCall(auction, { seat: event.seat, type: 'call-tanni' }, auction.high, auction.passed);
      return s;
    }
    case 'contract-won': {
      const a = state.auction!;
      s.contract = { kind: event.kind, seat: event.seat, value: event.value };
      s.auction = { opener: a.opener, turn: null, high: a.high, passed: a.passed, calls: a.calls };
      if (event.kind === 'tanni') {
        // TANNI-12: no second deal in a Tanni round; the caller leads at once.
        s.phase = 'play';
        s.trick = trickOf(1, event.seat, []);
      } else s.phase = 'trump';
      return s;
    }
    case 'hands-completed':
      s.hands = state.hands.map((h, seat) => h.concat(event.hands[seat]!));
      s.stock = [];
      s.kitty = event.kitty;
      return s;
    case 'trump-chosen':
      // TANNI-7: the card leaves the hand face down; TANNI-8: the bid winner leads the first trick.
      s.hands = handsWith(state.hands, event.seat, withoutCard(state.hands[event.seat]!, event.card));
      s.hidden = event.card;
      s.trumpCard = event.card;
      s.phase = 'play';
      s.trick = trickOf(1, event.seat, []);
      return s;
    case 'trump-opened':
      // TANNI-9: the hidden card is shown and returns to the bid winner's hand.
      s.hands = handsWith(state.hands, event.bidder, [...state.hands[event.bidder]!, event.card]);
      s.hidden = null;
      s.trumpOpen = true;
      s.openedBy = event.seat;
      s.forced = event.forced ? event.card : null;
      return s;
    case 'pair-declared':
      s.pairs = [...state.pairs, { seat: event.seat, suit: event.suit }];
      return s;
    case 'card-played': {
      const { seat, card } = event;
      const t = state.trick;
      s.trick = trickOf(t.number, t.leader, playsWith(t.plays, { seat, card }));
      s.hands = handsWith(state.hands, seat, withoutCard(state.hands[seat]!, card));
      s.forced = null;
      return s;
    }
    case 'trick-won': {
      const team = teamOf(event.winner);
      const t = state.trick;
      const p = state.points;
      const w = state.tricksWon;
      s.points = team === 0 ? [p[0] + event.points, p[1]] : [p[0], p[1] + event.points];
      s.tricksWon = team === 0 ? [w[0] + 1, w[1]] : [w[0], w[1] + 1];
      s.tricks = [...state.tricks, { number: t.number, leader: t.leader, plays: t.plays, winner: event.winner, points: event.points }];
      s.trick = trickOf(t.number + 1, event.winner, []);
      return s;
    }
    case 'round-scored':
      s.matchPoints = event.summary.matchPoints;
      s.rounds = [...state.rounds, event.summary];
      return s;
    case 'game-won':
      s.phase = 'finished';
      s.winner = event.team;
      return s;
    default: {
      const never: never = event;
      throw new Error(`unknown Tanni event ${JSON.stringify(never)}`);
    }
  }
}
