import type { Seat } from '../../engine';
import { SUITS, king, queen, toPoints } from './cards';
import type { TanniAction } from './events';
import { BID_STEP, MAX_BID, MIN_BID, isOpenersFirstTurn, legalPlays, seatToPlay, teamHasWonTrick } from './rules';
import type { TanniState } from './state';

/** Every action `seat` may take now, each exactly as `decide` accepts it. */
export function legalActions(state: TanniState, seat: Seat): TanniAction[] {
  switch (state.phase) {
    case 'auction':
      return auctionActions(state, seat);
    case 'trump':
      if (state.contract!.seat !== seat) return [];
      return state.hands[seat]!.map((card): TanniAction => ({ type: 'choose-trump', card }));
    case 'play':
      if (seatToPlay(state.trick) !== seat) return [];
      return [...legalPlays(state, seat).map((card): TanniAction => ({ type: 'play', card })), ...pairActions(state, seat)];
    case 'dealing':
    case 'finished':
      return [];
    default: {
      const never: never = state.phase;
      throw new Error(`unknown Tanni phase ${String(never)}`);
    }
  }
}

/** TANNI-5/12: every bid above the high bid, pass (not on the opener's first turn), Tanni. */
function auctionActions(state: TanniState, seat: Seat): TanniAction[] {
  const auction = state.auction!;
  if (auction.turn !== seat) return [];
  const actions: TanniAction[] = [];
  const floor = auction.high === null ? MIN_BID : auction.high.value + BID_STEP;
  for (let q = floor; q <= MAX_BID; q += BID_STEP) actions.push({ type: 'bid', value: toPoints(q) });
  if (!isOpenersFirstTurn(auction)) actions.push({ type: 'pass' });
  actions.push({ type: 'call-tanni' });
  return actions;
}

/** TANNI-11: the pairs `seat` may declare now, alongside its plays. */
function pairActions(state: TanniState, seat: Seat): TanniAction[] {
  if (state.contract!.kind === 'tanni' || !teamHasWonTrick(state, seat)) return [];
  const hand = state.hands[seat]!;
  return SUITS.filter((s) => hand.includes(king(s)) && hand.includes(queen(s)) && !state.pairs.some((p) => p.suit === s)).map(
    (suit): TanniAction => ({ type: 'declare-pair', suit }),
  );
}
