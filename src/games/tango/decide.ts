import { isViolation, violation, type Decision, type RandomSource, type RuleViolation, type Seat } from '../../engine';
import { ROSE, isTangoCard } from './cards';
import { dealRound } from './deal';
import type { TangoAction, TangoEvent } from './events';
import { evolve } from './evolve';
import { awardRose, cardsIn, checkFollow, roundScore, seatToPlay, sourceOfNextPlay, trickWinner } from './rules';
import { other, type TangoState } from './state';
import { tangoSuit } from './cards';

export function start(state: TangoState, random: RandomSource): TangoEvent[] {
  const option = state.options.firstDealer;
  const dealer = option === 'random' ? random.int(2, 0, 'first-dealer') : option;
  return [dealRound(1, dealer, random)];
}

type Outcome = Decision<TangoState, TangoEvent> | RuleViolation;

export function decide(state: TangoState, seat: Seat, action: TangoAction, random: RandomSource): TangoEvent[] | RuleViolation {
  const decided = decideAndEvolve(state, seat, action, random);
  return isViolation(decided) ? decided : decided.events;
}

/** Records `e` and answers the state it leads to. A module function, not a closure per move: the
 * search plays this at every step (issue 29). */
function emit(events: TangoEvent[], s: TangoState, e: TangoEvent): TangoState {
  events.push(e);
  return evolve(s, e);
}

/** One event and the state it leads to. */
const single = (state: TangoState, event: TangoEvent): Decision<TangoState, TangoEvent> => ({ events: [event], state: evolve(state, event) });

/** `decide`, with the state its events lead to (folded as they were emitted). */
export function decideAndEvolve(state: TangoState, seat: Seat, action: TangoAction, random: RandomSource): Outcome {
  switch (action.type) {
    case 'play':
      return play(state, seat, action.card, random);
    case 'swap-style':
      return swap(state, seat, action.card);
    case 'decline-swap':
      if (state.phase !== 'swap' || state.swapper !== seat) return violation('no-swap-pending', 'TANGO-11', 'there is no Style swap for you to decide now');
      return single(state, { type: 'swap-declined', seat });
    default: {
      const never: never = action;
      throw new Error(`unknown Tango action ${JSON.stringify(never)}`);
    }
  }
}

function swap(state: TangoState, seat: Seat, card: string): Outcome {
  if (state.phase !== 'swap' || state.swapper !== seat) return violation('no-swap-pending', 'TANGO-11', 'there is no Style swap for you to decide now');
  if (card === ROSE) return violation('rose-cannot-be-style', 'TANGO-11', 'the ROSE can never become the Style card');
  if (!state.hands[seat]!.includes(card)) return violation('card-not-held', 'TANGO-11', `you do not hold ${card} in your hand`);
  return single(state, { type: 'style-swapped', seat, gave: card, took: state.style! });
}

function play(state: TangoState, seat: Seat, card: string, random: RandomSource): Outcome {
  if (state.phase === 'swap') return violation('swap-pending', 'TANGO-11', `seat ${state.swapper} decides on the Style swap first`);
  if (state.phase !== 'play' || seatToPlay(state.trick) !== seat) return violation('not-your-turn', 'TANGO-6', 'it is not your turn to play');
  if (!isTangoCard(card)) return violation('unknown-card', 'TANGO-1', `${card} is not a Tango card`);
  const source = sourceOfNextPlay(state.trick);
  const available = cardsIn(state, seat, source);
  if (!available.includes(card)) {
    const where = source === 'hand'
      ? 'this play comes from your hand'
      : 'this play comes from your face-up pile cards';
    return violation('card-not-available', 'TANGO-6', `you cannot play ${card}: ${where}`);
  }
  const follow = checkFollow(state.trick, available, card, source);
  if (!follow.ok) return violation(follow.code, follow.rule, follow.message);

  const events: TangoEvent[] = [];
  let s = state;
  s = emit(events, s, { type: 'card-played', seat, card, from: source });
  if (s.trick.plays.length < 4) return { events, state: s };

  // TANGO-10/11: the trick is complete.
  const plays = s.trick.plays;
  const winner = trickWinner(plays, tangoSuit(s.style!)!);
  const piles = s.piles;
  s = emit(events, s, { type: 'trick-won', trick: s.trick.number, winner, cards: plays.map((p) => p.card) });
  for (const owner of [0, 1]) {
    const cards: { pile: number; card: string }[] = [];
    for (const [pile, p] of piles[owner]!.entries()) if (p.up === null && p.down !== null) cards.push({ pile, card: p.down });
    if (cards.length > 0) s = emit(events, s, { type: 'cards-revealed', seat: owner, cards });
  }
  if (s.tricks.length < 10) return { events, state: s };

  // TANGO-12..14: the round is over.
  const scores = [roundScore(s.won[0]!), roundScore(s.won[1]!)];
  const { roseTo, totals } = awardRose(s, scores);
  const roses = s.roses.map((r, i) => (i === roseTo ? r + 1 : r));
  s = emit(events, s, { type: 'round-scored', round: s.round, scores, roseTo, totals, roses });
  const champion = roses.findIndex((r) => r >= 2);
  if (champion >= 0) s = emit(events, s, { type: 'game-won', winner: champion, roses });
  else s = emit(events, s, dealRound(s.round + 1, other(s.dealer), random));
  return { events, state: s };
}
