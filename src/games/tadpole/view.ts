import type { Seat } from '../../engine';
import type { TadpoleEvent } from './events';
import { winnersOf } from './outcome';
import { leadSuit, seatToPlay, trickSize } from './rules';
import type { TadpolePublicEvent, TadpoleView } from './schema';
import type { Play, TadpoleState, Trick } from './state';

const playView = (p: Play) => ({ seat: p.seat, card: p.card, from: p.from, deck: p.deck });
const trickView = (t: Trick) => ({ number: t.number, leader: t.leader, plays: t.plays.map(playView) });

/**
 * Tadpole visibility: a seat sees its own hand; everyone sees the flipped cards, trump, every played
 * card, the tricks, scores and the sizes of the hidden piles. The Bongle decks' order, the Extra Pile
 * and the Tadpole deck are shown by size only, to everyone (rules "Visibility").
 */
export function view(state: TadpoleState, seat: Seat | null): TadpoleView {
  const finished = state.phase === 'finished';
  return {
    game: 'tadpole',
    phase: state.phase,
    round: state.round,
    dealer: state.dealer,
    toAct: state.phase === 'play' ? seatToPlay(state.trick) : null,
    trump: state.trump,
    bongle: {
      red: { faceDown: state.decks.red.length, flipped: state.flipped.red },
      black: { faceDown: state.decks.black.length, flipped: state.flipped.black },
    },
    tiedCards: state.tied.slice(),
    extraPileSize: state.extra.length,
    tadpoleDeckSize: state.tadpole.length,
    hand: seat === null ? null : state.hands[seat]!.slice(),
    trick: { ...trickView(state.trick), leadSuit: leadSuit(state.trick), size: trickSize(state.trick) },
    tricks: state.tricks.map((t) => ({ ...trickView(t), winner: t.winner })),
    players: state.hands.map((h, s) => ({ seat: s, handSize: h.length, outOfCards: h.length === 0, score: state.scores[s]! })),
    rounds: state.rounds.map((r) => ({ round: r.round, dealer: r.dealer, tricksWon: r.tricksWon.slice() })),
    discarded: state.discarded.slice(),
    endReason: state.endReason,
    winners: finished ? winnersOf(state.scores) : [],
  };
}

export function redactEvent(event: TadpoleEvent, seat: Seat | null): TadpolePublicEvent {
  switch (event.type) {
    case 'bongle-decks-shuffled':
      // The order is the secret of every blind play (TADPOLE-8): only the sizes are public.
      return { type: event.type, redSize: event.red.length, blackSize: event.black.length };
    case 'round-dealt':
      // The hands are private; the Extra Pile is hidden from everyone (TADPOLE-5).
      return {
        type: event.type,
        round: event.round,
        leader: event.leader,
        hand: seat === null ? null : event.hands[seat]!.slice(),
        handSizes: event.hands.map((h) => h.length),
        extraPileSize: event.extraPile.length,
      };
    case 'round-started':
    case 'trump-flipped':
    case 'trump-chosen':
    case 'trump-changed':
    case 'round-ended':
      return { ...event };
    case 'trump-tied':
    case 'trick-won':
      return { ...event, cards: event.cards.slice() };
    case 'card-played':
      // A blind card is public once turned up; the event never names the card below it.
      return { type: event.type, seat: event.seat, card: event.card, from: event.from, deck: event.deck };
    case 'game-ended':
      return { ...event, discarded: event.discarded.slice(), scores: event.scores.slice(), winners: event.winners.slice() };
    default: {
      const never: never = event;
      throw new Error(`unknown Tadpole event ${JSON.stringify(never)}`);
    }
  }
}
