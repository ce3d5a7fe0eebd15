import type { Seat } from '../../engine';
import { tangoSuit } from './cards';
import type { TangoEvent } from './events';
import { leadSuit, roundScore } from './rules';
import type { TangoPublicEvent, TangoView } from './schema';
import type { Trick, TangoState } from './state';

const trickView = (t: Trick) => ({ number: t.number, leader: t.leader, leadSuit: leadSuit(t), plays: t.plays.map((p) => ({ ...p })) });

/** Tango visibility: a seat sees its own hand; face-down pile cards are hidden from both seats. */
export function view(state: TangoState, seat: Seat | null): TangoView {
  return {
    game: 'tango',
    variant: state.options.variant,
    phase: state.phase,
    round: state.round,
    dealer: state.dealer,
    styleCard: state.style,
    trump: state.style === null ? null : tangoSuit(state.style),
    hand: seat === null ? null : state.hands[seat]!.slice(),
    swapper: state.swapper,
    trick: trickView(state.trick),
    tricks: state.tricks.map((t) => ({ ...trickView(t), winner: t.winner })),
    swaps: state.swaps.map((s) => ({ ...s })),
    players: [0, 1].map((s) => ({
      seat: s,
      handSize: state.hands[s]!.length,
      piles: state.piles[s]!.map((p) => ({ faceUp: p.up, faceDown: p.down !== null })),
      tricksWon: state.won[s]!.length / 4,
      score: roundScore(state.won[s]!),
      roses: state.roses[s]!,
      total: state.totals[s]!,
    })),
    rounds: state.rounds.map((r) => ({ ...r, scores: [...r.scores], totals: [...r.totals] })),
    winner: state.winner,
  };
}

export function redactEvent(event: TangoEvent, seat: Seat | null): TangoPublicEvent {
  switch (event.type) {
    case 'round-dealt':
      return {
        type: 'round-dealt',
        round: event.round,
        dealer: event.dealer,
        style: event.style,
        reshuffles: event.reshuffles,
        hand: seat === null ? null : event.hands[seat]!.slice(),
        faceUp: event.piles.map((piles) => piles.map((p) => p.up!)),
      };
    case 'card-played':
    case 'trick-won':
    case 'cards-revealed':
    case 'style-swapped':
    case 'swap-declined':
    case 'round-scored':
    case 'game-won':
      return event as TangoPublicEvent; // public by TANGO "Visibility"
    default: {
      const never: never = event;
      throw new Error(`unknown Tango event ${JSON.stringify(never)}`);
    }
  }
}
