import type { Seat } from '../../engine';
import { sortHand } from './cards';
import type { TantonyEvent } from './events';
import { eligibleReceivers, leadSuit, seatToPlay } from './rules';
import type { TantonyPublicEvent, TantonyView } from './schema';
import { roundScores, splitPartnerScores, teamTotals } from './scoring';
import { layoutOf, type CompletedTrick, type Exchange, type TantonyState, type Trick } from './state';

const trickView = (t: Trick) => ({ number: t.number, leader: t.leader, leadSuit: leadSuit(t), plays: t.plays.map((p) => ({ ...p })) });
const completedView = (t: CompletedTrick) => ({
  number: t.number,
  leader: t.leader,
  leadSuit: leadSuit(t),
  plays: t.plays.map((p) => ({ seat: p.seat, card: p.card })),
  winner: t.winner,
  receiver: t.receiver,
  runt: t.runt,
  automatic: t.automatic,
});
const exchangeView = (e: Exchange) => ({ ...e, takes: [...e.takes] });

/** Whose move is awaited (also `status().toAct`). */
export function turnOf(state: TantonyState): Seat | null {
  if (state.phase === 'give') return state.giver;
  if (state.phase === 'play' && state.trick) return seatToPlay(state.trick, layoutOf(state.options).seats);
  return null;
}

/** TANTONY "Visibility": a seat sees its own hand and its own face-down trick cards; everything else
 * shown here was played in public (cards, winners, receivers, runts, the exchange, scores). */
export function view(state: TantonyState, seat: Seat | null): TantonyView {
  const layout = layoutOf(state.options);
  const variant = state.options.variant;
  const teams = variant === 'teams';
  const scores = roundScores(state);
  const combined = variant === 'split-partner' ? splitPartnerScores(state.totals) : null;
  return {
    game: 'tantony',
    variant,
    phase: state.phase,
    round: state.round,
    roundCount: layout.rounds,
    dealer: state.dealer,
    leader: state.roundLeader,
    turn: turnOf(state),
    canReceive: state.phase === 'give' ? eligibleReceivers(state) : [],
    hand: seat === null ? null : sortHand(state.hands[seat]!),
    faceDown: seat === null ? null : state.downs[seat]!.slice(),
    trick: state.trick ? trickView(state.trick) : null,
    tricks: state.tricks.map(completedView),
    lastTrick: state.exchange ? exchangeView(state.exchange) : null,
    players: state.hands.map((hand, s) => ({
      seat: s,
      team: teams ? s % 2 : null,
      handSize: hand.length,
      tricksReceived: state.runts[s]!.length,
      runts: state.runts[s]!.slice(),
      faceDownCount: state.downs[s]!.length,
      lastTrickCard: state.exchange ? state.exchange.takes[s]! : null,
      roundScore: scores[s]!,
      total: state.totals[s]!,
      combined: combined ? combined[s]! : null,
    })),
    teams: teams ? teamsView(scores, state.totals) : null,
    history: state.rounds.map((r) => ({
      round: r.round,
      leader: r.leader,
      runts: r.runts.map((x) => x.slice()),
      exchange: r.exchange ? exchangeView(r.exchange) : null,
      scores: [...r.scores],
      totals: [...r.totals],
      teamScores: teams ? teamTotals(r.scores) : null,
      teamTotals: teams ? teamTotals(r.totals) : null,
    })),
    result: state.result ? { ...state.result, winners: [...state.result.winners], scores: [...state.result.scores] } : null,
  };
}

export function redactEvent(event: TantonyEvent, seat: Seat | null): TantonyPublicEvent {
  switch (event.type) {
    case 'game-dealt':
      return { type: event.type, dealer: event.dealer, leader: event.leader, hand: own(event.hands, seat), handSizes: event.hands.map((h) => h.length) };
    case 'round-started':
      return { type: event.type, round: event.round, leader: event.leader, hand: own(event.hands, seat), handSizes: event.hands.map((h) => h.length) };
    case 'card-played':
    case 'trick-won':
    case 'trick-given':
    case 'round-scored':
      return event as TantonyPublicEvent; // public by TANTONY "Visibility"
    case 'last-trick-exchanged':
      return { ...event, takes: [...event.takes] };
    case 'game-ended':
      return { ...event, winners: [...event.winners], scores: [...event.scores] };
    default: {
      const never: never = event;
      throw new Error(`unknown Tantony event ${JSON.stringify(never)}`);
    }
  }
}

function teamsView(scores: readonly number[], totals: readonly number[]) {
  const round = teamTotals(scores);
  const total = teamTotals(totals);
  return [0, 1].map((team) => ({ team, seats: [team, team + 2], roundScore: round[team]!, total: total[team]! }));
}

const own = (hands: readonly (readonly string[])[], seat: Seat | null) => (seat === null ? null : sortHand(hands[seat]!));
