import { isViolation, violation, type Decision, type RandomSource, type RuleViolation, type Seat } from '../../engine';
import { isStandardCard, type Card } from '../cards';
import { Emitter } from '../emitter';
import { sortHand, THREE_PLAYER_DECK } from './cards';
import { dealGame } from './deal';
import type { TantonyAction, TantonyEvent } from './events';
import { evolve } from './evolve';
import type { Leads } from './leads';
import { checkFollow, eligibleReceivers, exchangeOf, runtOf, seatToPlay, trickWinner } from './rules';
import { endsEarly, resultOf, roundScores } from './scoring';
import { layoutOf, type TantonyState } from './state';

// Every function here takes the ruleset's `leads` (TANTONY-4, leads.ts): the only rule versions change.

export function start(state: TantonyState, random: RandomSource, leads: Leads): TantonyEvent[] {
  return [dealGame(state.options, random, leads)];
}

type Outcome = Decision<TantonyState, TantonyEvent> | RuleViolation;

export function decide(state: TantonyState, seat: Seat, action: TantonyAction, random: RandomSource, leads: Leads): TantonyEvent[] | RuleViolation {
  const decided = decideAndEvolve(state, seat, action, random, leads);
  return isViolation(decided) ? decided : decided.events;
}

/** `decide`, with the state its events lead to (the emitter folded them as they were emitted). */
export function decideAndEvolve(state: TantonyState, seat: Seat, action: TantonyAction, _random: RandomSource, leads: Leads): Outcome {
  if (state.phase === 'finished') return violation('game-over', 'TANTONY-11', 'the game is over');
  if (state.phase === 'dealing') return violation('game-not-started', 'TANTONY-3', 'the cards have not been dealt yet');
  if (state.phase === 'scoring') throw new Error('a Tantony round is scored inside the action that ends it, never at rest (TANTONY-10)');
  switch (action.type) {
    case 'play':
      return play(state, seat, action.card, leads);
    case 'give-trick':
      return give(state, seat, action.to, leads);
    default: {
      const never: never = action;
      throw new Error(`unknown Tantony action ${JSON.stringify(never)}`);
    }
  }
}

type TantonyEmitter = Emitter<TantonyState, TantonyEvent>;

/** The events emitted and the state they led to. */
const decision = (r: TantonyEmitter): Decision<TantonyState, TantonyEvent> => ({ events: r.events, state: r.state });

function play(state: TantonyState, seat: Seat, card: Card, leads: Leads): Outcome {
  if (state.phase === 'give') return violation('gift-pending', 'TANTONY-6', `seat ${state.giver} must first give trick ${state.tricks.length}`);
  const layout = layoutOf(state.options);
  const trick = state.trick!;
  if (seatToPlay(trick, layout.seats) !== seat) return violation('not-your-turn', 'TANTONY-5', `it is seat ${seatToPlay(trick, layout.seats)}'s turn to play`);
  if (!isStandardCard(card)) return violation('unknown-card', 'TANTONY-1', `${card} is not a card id (rank then suit, e.g. QS, 10H)`);
  if (layout.threePlayer && !THREE_PLAYER_DECK.includes(card)) return violation('unknown-card', 'TANTONY-13', `${card} is not in the three-player deck (7 to 10 are removed)`);
  const hand = state.hands[seat]!;
  if (!hand.includes(card)) return violation('card-not-held', 'TANTONY-5', `you do not hold ${card}`);
  const follow = checkFollow(trick, hand, card);
  if (!follow.ok) return violation(follow.code, follow.rule, follow.message);

  const r = new Emitter(state, evolve);
  r.emit({ type: 'card-played', seat, card });
  const plays = r.state.trick!.plays;
  if (plays.length < layout.seats) return decision(r);

  const winner = trickWinner(plays).seat;
  r.emit({ type: 'trick-won', trick: trick.number, winner, cards: plays.map((p) => p.card) });
  if (layout.exchange && trick.number === layout.tricks) {
    // TANTONY-9: the last trick is not given.
    r.emit({ type: 'last-trick-exchanged', ...exchangeOf(r.state.tricks[r.state.tricks.length - 1]!, layout.seats) });
    endRound(r, leads);
    return decision(r);
  }
  autoGift(r, leads);
  return decision(r);
}

function give(state: TantonyState, seat: Seat, to: Seat, leads: Leads): Outcome {
  if (state.phase !== 'give') return violation('no-gift-pending', 'TANTONY-6', 'there is no trick to give now');
  if (state.giver !== seat) return violation('not-your-turn', 'TANTONY-6', `seat ${state.giver} won the trick and gives it`);
  const { seats, cap } = layoutOf(state.options);
  if (!Number.isInteger(to) || to < 0 || to >= seats) return violation('no-such-seat', 'TANTONY-6', `seat ${to} does not exist: seats are 0 to ${seats - 1}`);
  if (state.runts[to]!.length >= cap) return violation('receiver-full', 'TANTONY-6', `seat ${to} has already received ${cap} tricks this round`);
  const r = new Emitter(state, evolve);
  giveTo(r, to, false, leads);
  return decision(r);
}

/** TANTONY-6: where only one player has room, the engine gives the trick itself. */
function autoGift(r: TantonyEmitter, leads: Leads): void {
  const eligible = eligibleReceivers(r.state);
  if (eligible.length === 1) giveTo(r, eligible[0]!, true, leads);
}

function giveTo(r: TantonyEmitter, to: Seat, automatic: boolean, leads: Leads): void {
  const last = r.state.tricks[r.state.tricks.length - 1]!;
  r.emit({ type: 'trick-given', trick: last.number, from: last.winner, to, runt: runtOf(last.plays).card, automatic });
  if (r.state.phase === 'scoring') endRound(r, leads); // TANTONY-13: the 12th three-player trick ends the round
}

/** TANTONY-10/11: score the round, then end the game or start the next round with the collected cards. */
function endRound(r: TantonyEmitter, leads: Leads): void {
  const s = r.state;
  const layout = layoutOf(s.options);
  const scores = roundScores(s);
  const totals = s.totals.map((t, i) => t + scores[i]!);
  r.emit({ type: 'round-scored', round: s.round, scores, totals });
  const early = s.round < layout.rounds && endsEarly(s, s.round, totals);
  if (early || s.round === layout.rounds) {
    r.emit({ type: 'game-ended', round: s.round, early, ...resultOf(s, totals) });
    return;
  }
  // TANTONY-3/10: all the cards a player collected form their next hand; TANTONY-4: the lead moves on.
  const hands = s.runts.map((runts, i) => sortHand([...runts, ...s.downs[i]!, ...(s.exchange ? [s.exchange.takes[i]!] : [])]));
  r.emit({ type: 'round-started', round: s.round + 1, leader: leads.next(s.roundLeader, layout.seats), hands });
}
