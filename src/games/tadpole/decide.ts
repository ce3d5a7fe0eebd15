import { isViolation, violation, type Decision, type RandomSource, type RuleViolation, type Seat } from '../../engine';
import { isStandardCard, suitName } from '../cards';
import { Emitter } from '../emitter';
import { rankValue, type DeckName } from './cards';
import { dealRound, firstDealer, shuffleBongleDecks } from './deal';
import type { TadpoleAction, TadpoleEvent } from './events';
import { evolve } from './evolve';
import { winnersOf } from './outcome';
import { bongleCard, followers, leadSuit, playableDecks, seatToPlay, stuck, trickSize, trickWinner, trumpFrom } from './rules';
import { nextSeat, type TadpoleState } from './state';

type TadpoleEmitter = Emitter<TadpoleState, TadpoleEvent>;

export function start(state: TadpoleState, random: RandomSource): TadpoleEvent[] {
  const out = new Emitter(state, evolve);
  out.emit(shuffleBongleDecks(random));
  setUpRound(out, firstDealer(state.options.firstDealer, random), random);
  return out.events;
}

/** TADPOLE-4/5 (and TADPOLE-14 when no card can be flipped): flip for trump, re-flip ties, deal. */
function setUpRound(out: TadpoleEmitter, dealer: Seat, random: RandomSource): void {
  const round = out.state.round + 1;
  out.emit({ type: 'round-started', round, dealer });
  for (;;) {
    const red = out.state.decks.red[0] ?? null;
    const black = out.state.decks.black[0] ?? null;
    if (red === null && black === null) return endGame(out, 'round-cannot-be-set-up', null);
    out.emit({ type: 'trump-flipped', red, black });
    if (red !== null && black !== null && rankValue(red) === rankValue(black)) {
      out.emit({ type: 'trump-tied', cards: [red, black] });
      continue;
    }
    out.emit({ type: 'trump-chosen', trump: trumpFrom(out.state.flipped)! });
    break;
  }
  out.emit(dealRound(round, dealer, out.state.tadpole, random));
}

function endGame(out: TadpoleEmitter, reason: 'no-card-to-play' | 'round-cannot-be-set-up', seat: Seat | null): void {
  const scores = out.state.scores;
  out.emit({ type: 'game-ended', reason, seat, discarded: out.state.trick.plays.map((p) => p.card), scores, winners: winnersOf(scores) });
}

type Outcome = Decision<TadpoleState, TadpoleEvent> | RuleViolation;

export function decide(state: TadpoleState, seat: Seat, action: TadpoleAction, random: RandomSource): TadpoleEvent[] | RuleViolation {
  const decided = decideAndEvolve(state, seat, action, random);
  return isViolation(decided) ? decided : decided.events;
}

/** `decide`, with the state its events lead to (the Emitter folded them as they were emitted). */
export function decideAndEvolve(state: TadpoleState, seat: Seat, action: TadpoleAction, random: RandomSource): Outcome {
  if (state.phase === 'finished') return violation('game-over', 'TADPOLE-14', 'the game is over');
  if (state.phase !== 'play') return violation('game-not-started', 'TADPOLE-5', 'the cards have not been dealt yet');
  if (seatToPlay(state.trick) !== seat) return violation('not-your-turn', 'TADPOLE-6', `it is seat ${seatToPlay(state.trick)}'s turn to play`);
  switch (action.type) {
    case 'play':
      return playFromHand(state, seat, action.card, random);
    case 'play-bongle':
      return playBlind(state, seat, action.deck, random);
    default: {
      const never: never = action;
      throw new Error(`unknown Tadpole action ${JSON.stringify(never)}`);
    }
  }
}

function playFromHand(state: TadpoleState, seat: Seat, card: string, random: RandomSource): Outcome {
  if (typeof card !== 'string' || !isStandardCard(card)) return violation('unknown-card', 'TADPOLE-1', `${String(card)} is not a card of the deck`);
  const hand = state.hands[seat]!;
  if (!hand.includes(card)) return violation('card-not-held', 'TADPOLE-7', `you do not hold ${card}`);
  const must = followers(state, seat);
  if (must.length > 0 && !must.includes(card)) {
    return violation('must-follow-suit', 'TADPOLE-7', `must follow ${suitName(leadSuit(state.trick)!)}: you hold ${must.join(', ')}`);
  }
  return afterPlay(state, { type: 'card-played', seat, card, from: 'hand', deck: null }, random);
}

function playBlind(state: TadpoleState, seat: Seat, deck: DeckName, random: RandomSource): Outcome {
  const hand = state.hands[seat]!;
  if (hand.length > 0 && state.trick.plays.length === 0) {
    return violation('must-lead-from-hand', 'TADPOLE-9', 'a leader who holds cards leads from hand; blind play is only for a player who cannot follow or whose hand is empty');
  }
  const must = followers(state, seat);
  if (must.length > 0) {
    return violation('must-follow-suit', 'TADPOLE-7', `must follow ${suitName(leadSuit(state.trick)!)} from hand: you hold ${must.join(', ')}`);
  }
  const drawn = bongleCard(state, deck);
  if (drawn === null) {
    const left = playableDecks(state);
    const other = left.length > 0 ? `; play from the ${left[0]} deck` : '';
    return violation('bongle-deck-empty', 'TADPOLE-8', `the ${deck} Bongle deck has no card left to play${other}`);
  }
  return afterPlay(state, { type: 'card-played', seat, card: drawn.card, from: drawn.from, deck }, random);
}

/** The automatic steps after a card: trick end (TADPOLE-10), trump change (TADPOLE-11), round end and
 * rebuild (TADPOLE-12/13), the next round (TADPOLE-4/5), the game end (TADPOLE-14). */
function afterPlay(state: TadpoleState, played: TadpoleEvent, random: RandomSource): TadpoleEmitter {
  const out = new Emitter(state, evolve);
  out.emit(played);
  const trick = out.state.trick;
  if (trick.plays.length === trickSize(trick)) {
    out.emit({ type: 'trick-won', trick: trick.number, winner: trickWinner(trick.plays, out.state.trump), cards: trick.plays.map((p) => p.card) });
    const trump = trumpFrom(out.state.flipped);
    if (trump !== out.state.trump) out.emit({ type: 'trump-changed', trump });
    const empty = out.state.hands.filter((h) => h.length === 0).length;
    if (empty >= 2) {
      out.emit({ type: 'round-ended', round: out.state.round, tadpoleDeckSize: roundCardCount(out.state) });
      setUpRound(out, nextSeat(out.state.dealer), random);
      return out;
    }
  }
  if (stuck(out.state)) endGame(out, 'no-card-to-play', seatToPlay(out.state.trick));
  return out;
}

/** The size of the Tadpole deck the rebuild will make (TADPOLE-13). */
function roundCardCount(s: TadpoleState): number {
  const flipped = (s.flipped.red === null ? 0 : 1) + (s.flipped.black === null ? 0 : 1);
  return s.tricks.reduce((n, t) => n + t.plays.length, 0) + flipped + s.extra.length + s.hands.reduce((n, h) => n + h.length, 0);
}
