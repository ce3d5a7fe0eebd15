import { QUARTER, cardQuarters, sumQuarters } from './cards';
import { otherTeam, teamOf, trumpSuit, type RoundSummary, type ScoredPair, type TanniState, type Team } from './state';

/** TANNI-14: a Tanni round is worth 60 match points to one team. */
export const TANNI_STAKE = 60 * QUARTER;

/** TANNI-11: ±2 per pair (±4 for the trump suit): down for the bid team, up for the other team. */
export function scorePairs(state: TanniState, bidTeam: Team): ScoredPair[] {
  const trump = trumpSuit(state);
  return state.pairs.map((p) => {
    const team = teamOf(p.seat);
    const isTrump = p.suit === trump;
    const size = (isTrump ? 4 : 2) * QUARTER;
    return { seat: p.seat, suit: p.suit, team, trump: isTrump, adjustment: team === bidTeam ? -size : size };
  });
}

/** TANNI-13/14: the summary of a round whose last trick has been won. */
export function scoreRound(state: TanniState): RoundSummary {
  const contract = state.contract!;
  const bidTeam = teamOf(contract.seat);
  const opponents = otherTeam(bidTeam);
  const tanni = contract.kind === 'tanni';
  const pairs = tanni ? [] : scorePairs(state, bidTeam);
  const adjustedBid = contract.value + pairs.reduce((sum, p) => sum + p.adjustment, 0);
  const kittyPoints = sumQuarters(state.kitty);
  const unplayedTrumpPoints = state.hidden === null ? 0 : cardQuarters(state.hidden);
  const points: [number, number] = [state.points[0], state.points[1]];
  points[bidTeam] += kittyPoints + unplayedTrumpPoints;
  // TANNI-12: a Tanni caller's team must win all 4 tricks; TANNI-13: otherwise reach the adjusted bid.
  const made = tanni ? state.tricksWon[bidTeam] === 4 : points[bidTeam] >= adjustedBid;
  const scoringTeam = made ? bidTeam : opponents;
  const gained = tanni ? TANNI_STAKE : adjustedBid;
  const matchPoints: [number, number] = [state.matchPoints[0], state.matchPoints[1]];
  matchPoints[scoringTeam] += gained;
  return {
    round: state.round,
    dealer: state.dealer,
    kind: contract.kind,
    bidder: contract.seat,
    bidTeam,
    bid: contract.value,
    trump: tanni ? null : trumpSuit(state),
    pairs,
    adjustedBid,
    kitty: state.kitty.slice(),
    kittyPoints,
    unplayedTrumpPoints,
    points,
    tricksWon: [state.tricksWon[0], state.tricksWon[1]],
    made,
    scoringTeam,
    gained,
    matchPoints,
  };
}
