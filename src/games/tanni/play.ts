import { violation, type RandomSource, type RuleViolation, type Seat } from '../../engine';
import type { Suit } from '../cards';
import { QUARTER, isTanniCard, king, queen, suitName, sumQuarters, type Card } from './cards';
import { dealRound } from './deal';
import { Emitter } from './emitter';
import { checkFollow, seatToPlay, teamHasWonTrick, trickWinner, trumpOpeningDue } from './rules';
import { scoreRound } from './scoring';
import { nextSeat, tricksInRound, trumpSuit, type TanniState } from './state';

type Outcome = Emitter | RuleViolation;

function checkTurn(state: TanniState, seat: Seat, rule: string): RuleViolation | null {
  if (state.phase !== 'play') return violation('not-playing', rule, 'no trick is being played now');
  const turn = seatToPlay(state.trick);
  if (turn !== seat) return violation('not-your-turn', rule, `it is seat ${turn}'s turn to play`);
  return null;
}

export function play(state: TanniState, seat: Seat, card: unknown, random: RandomSource): Outcome {
  const refused = checkTurn(state, seat, 'TANNI-8');
  if (refused) return refused;
  if (!isTanniCard(state.sevens, card)) return violation('unknown-card', 'TANNI-1', `${String(card)} is not a card of this game's deck`);
  // Only the bid winner learns that this is the hidden card: to anyone else it is just not held.
  if (card === state.hidden && seat === state.contract!.seat) {
    return violation('trump-card-hidden', 'TANNI-9', `${card} is your face-down trump card: it can be played only once trump opens`);
  }
  if (state.forced !== null && card !== state.forced) {
    return violation('must-play-trump-card', 'TANNI-9', `trump opened on your turn: you must play the trump card ${state.forced}`);
  }
  const hand = state.hands[seat]!;
  if (!hand.includes(card)) return violation('card-not-held', 'TANNI-8', `you do not hold ${card}`);
  const follow = checkFollow(state.trick, hand, card);
  if (!follow.ok) return violation('must-follow-suit', 'TANNI-8', follow.message);

  const m = new Emitter(state);
  m.emit({ type: 'card-played', seat, card });
  if (m.state.trick.plays.length === 4) completeTrick(m, random);
  else openTrumpIfDue(m);
  return m;
}

/** TANNI-9: the automatic opening of trump before the next player plays. */
function openTrumpIfDue(m: Emitter): void {
  const seat = trumpOpeningDue(m.state);
  if (seat === null) return;
  const bidder = m.state.contract!.seat;
  m.emit({ type: 'trump-opened', seat, bidder, card: m.state.hidden!, forced: seat === bidder });
}

function completeTrick(m: Emitter, random: RandomSource): void {
  const s = m.state;
  const plays = s.trick.plays;
  const cards = plays.map((p) => p.card);
  const winner = trickWinner(plays, s.trumpOpen ? trumpSuit(s) : null);
  m.emit({ type: 'trick-won', trick: s.trick.number, winner, cards, points: sumQuarters(cards) });
  if (m.state.tricks.length < tricksInRound(m.state)) {
    openTrumpIfDue(m);
    return;
  }
  // TANNI-13..15: the round is scored; the game ends or the next round is dealt.
  const summary = scoreRound(m.state);
  m.emit({ type: 'round-scored', summary });
  const after = m.state;
  if (after.matchPoints[summary.scoringTeam] >= after.options.target * QUARTER) {
    m.emit({ type: 'game-won', team: summary.scoringTeam, matchPoints: after.matchPoints });
  } else {
    m.emit(dealRound(after.round + 1, nextSeat(after.dealer), after.sevens, random));
  }
}

/** TANNI-11: declaring a K–Q pair held in hand, on one's own turn, once the team has won a trick. */
export function declarePair(state: TanniState, seat: Seat, suit: Suit): Outcome {
  const refused = checkTurn(state, seat, 'TANNI-11');
  if (refused) return refused;
  if (state.contract!.kind === 'tanni') return violation('no-pairs-in-tanni', 'TANNI-12', 'pairs are not declared in a Tanni round');
  if (state.pairs.some((p) => p.suit === suit)) {
    return violation('pair-already-declared', 'TANNI-11', `the ${suitName(suit)} pair has already been declared`);
  }
  const hand = state.hands[seat]!;
  const pair: Card[] = [king(suit), queen(suit)];
  if (!pair.every((c) => hand.includes(c))) {
    const hiddenNote = seat === state.contract!.seat && state.hidden !== null && pair.includes(state.hidden)
      ? ` (${state.hidden} is your face-down trump card and does not count)`
      : '';
    return violation('pair-not-held', 'TANNI-11', `you do not hold both ${pair.join(' and ')} in your hand${hiddenNote}`);
  }
  if (!teamHasWonTrick(state, seat)) {
    return violation('team-has-no-trick', 'TANNI-11', 'a pair can be declared only once your team has won a trick this round');
  }
  return Emitter.of(state, { type: 'pair-declared', seat, suit });
}
