import { violation, type RuleViolation, type Seat } from '../../engine';
import { completeHands } from './deal';
import { toPoints } from './cards';
import { Emitter } from './emitter';
import { BID_STEP, MAX_BID, MIN_BID, auctionSettled, isOpenersFirstTurn } from './rules';
import type { TanniState } from './state';

type Outcome = Emitter | RuleViolation;

/** TANNI-5: the checks every call shares (defensive: the engine checks the turn first, and a seat
 * that passed never has the turn again this round, which is how a pass is final). */
function checkTurn(state: TanniState, seat: Seat): RuleViolation | null {
  const auction = state.auction;
  if (state.phase !== 'auction' || auction === null || auction.turn === null) {
    return violation('auction-over', 'TANNI-5', 'there is no auction going on now');
  }
  if (auction.turn !== seat) return violation('not-your-turn', 'TANNI-5', `it is seat ${auction.turn}'s turn in the auction`);
  return null;
}

/** The automatic end of the auction (TANNI-5), then the second deal of a normal round (TANNI-6). */
function settle(m: Emitter): Emitter {
  const auction = m.state.auction!;
  const high = auction.high!;
  if (high.value === MAX_BID || auctionSettled(auction)) {
    m.emit({ type: 'contract-won', seat: high.seat, kind: 'bid', value: high.value });
    m.emit(completeHands(m.state));
  }
  return m;
}

export function bid(state: TanniState, seat: Seat, value: unknown): Outcome {
  const refused = checkTurn(state, seat);
  if (refused) return refused;
  // Any number reaches the rules (issue 22): a bid of 15.25 is a player's mistake, answered with its rule.
  const quarters = typeof value === 'number' ? value * 4 : NaN;
  if (!Number.isInteger(quarters) || quarters % BID_STEP !== 0) {
    return violation('bid-off-grid', 'TANNI-5', `a bid is a value from 15 to 30 in steps of 0.5: ${String(value)} is not`);
  }
  if (quarters > MAX_BID) return violation('bid-too-high', 'TANNI-5', `no bid is higher than 30 (calling Tanni ends the auction too): ${String(value)} is`);
  if (quarters < MIN_BID) return violation('bid-too-low', 'TANNI-5', `the lowest bid is 15: ${String(value)} is too low`);
  const high = state.auction!.high;
  if (high !== null && quarters <= high.value) {
    return violation('bid-too-low', 'TANNI-5', `a bid must be higher than the high bid of ${toPoints(high.value)} (seat ${high.seat})`);
  }
  const m = new Emitter(state);
  m.emit({ type: 'bid-made', seat, value: quarters });
  return settle(m);
}

export function pass(state: TanniState, seat: Seat): Outcome {
  const refused = checkTurn(state, seat);
  if (refused) return refused;
  if (isOpenersFirstTurn(state.auction!)) {
    return violation('opener-must-bid', 'TANNI-5', 'the opener may not pass on their first turn: bid (15 to 30) or call Tanni');
  }
  const m = new Emitter(state);
  m.emit({ type: 'player-passed', seat });
  return settle(m);
}

/** TANNI-12: a Tanni call ends the auction at once, whatever the high bid. */
export function callTanni(state: TanniState, seat: Seat): Outcome {
  const refused = checkTurn(state, seat);
  if (refused) return refused;
  const m = new Emitter(state);
  m.emit({ type: 'tanni-called', seat });
  m.emit({ type: 'contract-won', seat, kind: 'tanni', value: MAX_BID });
  return m;
}

/** TANNI-7: the bid winner lays one card of their 7 face down; its suit is trump. */
export function chooseTrump(state: TanniState, seat: Seat, card: unknown): Outcome {
  if (state.phase !== 'trump') return violation('no-trump-to-choose', 'TANNI-7', 'trump is chosen only right after the second deal');
  const bidder = state.contract!.seat;
  if (seat !== bidder) return violation('not-your-turn', 'TANNI-7', `seat ${bidder} won the bid and chooses trump`);
  if (typeof card !== 'string' || !state.hands[seat]!.includes(card)) {
    return violation('card-not-held', 'TANNI-7', `you do not hold ${String(card)}: choose one card of your hand`);
  }
  return Emitter.of(state, { type: 'trump-chosen', seat, card });
}
