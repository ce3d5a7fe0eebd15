import type { Seat } from '../../engine';
import { king, queen, suitOf, toPoints } from './cards';
import type { TanniEvent } from './events';
import { leadSuit, seatToPlay } from './rules';
import { SEATS, teamOf, type CompletedTrick, type RoundSummary, type TanniState, type Team, type Trick } from './state';
import type { TanniPublicEvent, TanniRoundSummaryView, TanniView } from './view-schema';

const teamPoints = (q: readonly [number, number]): number[] => [toPoints(q[0]), toPoints(q[1])];
const playsView = (t: Trick) => t.plays.map((p) => ({ seat: p.seat, card: p.card }));
const trickView = (t: Trick) => ({ number: t.number, leader: t.leader, leadSuit: leadSuit(t), plays: playsView(t) });
const doneView = (t: CompletedTrick) => ({ number: t.number, leader: t.leader, leadSuit: leadSuit(t), plays: playsView(t), winner: t.winner, points: toPoints(t.points) });
const winnersOf = (team: Team): Seat[] => SEATS.filter((s) => teamOf(s) === team);

/** `withKitty`: the kitty cards are shown only while they are not back in play (a later deal). */
function summaryView(r: RoundSummary, withKitty: boolean): TanniRoundSummaryView {
  return {
    round: r.round,
    dealer: r.dealer,
    kind: r.kind,
    bidder: r.bidder,
    bidTeam: r.bidTeam,
    bid: toPoints(r.bid),
    trump: r.trump,
    pairs: r.pairs.map((p) => ({ seat: p.seat, team: p.team, suit: p.suit, trump: p.trump, adjustment: toPoints(p.adjustment) })),
    adjustedBid: toPoints(r.adjustedBid),
    kitty: withKitty ? r.kitty.slice() : null,
    kittyPoints: toPoints(r.kittyPoints),
    unplayedTrumpPoints: toPoints(r.unplayedTrumpPoints),
    points: teamPoints(r.points),
    tricksWon: [r.tricksWon[0], r.tricksWon[1]],
    made: r.made,
    scoringTeam: r.scoringTeam,
    gained: toPoints(r.gained),
    matchPoints: teamPoints(r.matchPoints),
  };
}

export function toActOf(state: TanniState): Seat | null {
  switch (state.phase) {
    case 'auction':
      return state.auction!.turn;
    case 'trump':
      return state.contract!.seat;
    case 'play':
      return seatToPlay(state.trick);
    default:
      return null;
  }
}

/** Tanni "Visibility": own hand; the hidden trump card to the bid winner alone; no kitty, no stock. */
export function view(state: TanniState, seat: Seat | null): TanniView {
  const bidder = state.contract?.seat ?? null;
  const shownPairs = state.pairs.flatMap((p) => [king(p.suit), queen(p.suit)]);
  const opened = state.trumpOpen ? state.trumpCard : null;
  const a = state.auction;
  const tricksWon = [0, 0, 0, 0];
  for (const t of state.tricks) tricksWon[t.winner]!++;
  return {
    game: 'tanni',
    phase: state.phase,
    target: state.options.target,
    round: state.round,
    dealer: state.dealer,
    sevens: state.sevens.slice(),
    viewer: seat,
    toAct: toActOf(state),
    hand: seat === null ? null : state.hands[seat]!.slice(),
    hiddenTrump: seat !== null && seat === bidder ? state.hidden : null,
    auction:
      a === null
        ? null
        : {
            opener: a.opener,
            turn: a.turn,
            highBid: a.high === null ? null : { seat: a.high.seat, value: toPoints(a.high.value) },
            passed: a.passed.slice(),
            calls: a.calls.map((c) => (c.type === 'bid' ? { seat: c.seat, type: c.type, value: toPoints(c.value) } : { seat: c.seat, type: c.type })),
          },
    contract: state.contract && { kind: state.contract.kind, seat: state.contract.seat, team: teamOf(state.contract.seat), value: toPoints(state.contract.value) },
    trump: {
      faceDown: state.hidden !== null,
      open: state.trumpOpen,
      suit: opened === null ? null : suitOf(opened),
      card: opened,
      openedBy: state.openedBy,
    },
    forced: state.forced,
    kittySize: state.kitty.length,
    trick: state.phase === 'play' ? trickView(state.trick) : null,
    tricks: state.tricks.map(doneView),
    pairs: state.pairs.map((p) => ({ seat: p.seat, team: teamOf(p.seat), suit: p.suit, cards: [king(p.suit), queen(p.suit)] })),
    players: SEATS.map((s) => ({
      seat: s,
      team: teamOf(s),
      handSize: state.hands[s]!.length,
      tricksWon: tricksWon[s]!,
      shown: state.hands[s]!.filter((c) => c === opened || shownPairs.includes(c)),
    })),
    roundPoints: teamPoints(state.points),
    matchPoints: teamPoints(state.matchPoints),
    rounds: state.rounds.map((r) => summaryView(r, r.round === state.round && state.phase === 'finished')),
    winner: state.winner === null ? null : { team: state.winner, seats: winnersOf(state.winner) },
  };
}

export function redactEvent(event: TanniEvent, seat: Seat | null): TanniPublicEvent {
  switch (event.type) {
    case 'round-dealt':
      return { type: 'round-dealt', round: event.round, dealer: event.dealer, opener: (event.dealer + 1) % 4, hand: seat === null ? null : event.hands[seat]!.slice() };
    case 'hands-completed':
      return { type: 'hands-completed', cards: seat === null ? null : event.hands[seat]!.slice(), kittySize: event.kitty.length };
    case 'trump-chosen':
      return { type: 'trump-chosen', seat: event.seat, card: seat === event.seat ? event.card : null };
    case 'bid-made':
      return { type: 'bid-made', seat: event.seat, value: toPoints(event.value) };
    case 'contract-won':
      return { type: 'contract-won', seat: event.seat, team: teamOf(event.seat), kind: event.kind, value: toPoints(event.value) };
    case 'trump-opened':
      return { ...event, suit: suitOf(event.card) };
    case 'pair-declared':
      return { ...event, team: teamOf(event.seat), cards: [king(event.suit), queen(event.suit)] };
    case 'trick-won':
      return { ...event, team: teamOf(event.winner), cards: event.cards.slice(), points: toPoints(event.points) };
    case 'round-scored':
      return { type: 'round-scored', summary: summaryView(event.summary, true) };
    case 'game-won':
      return { type: 'game-won', team: event.team, winners: winnersOf(event.team), matchPoints: teamPoints(event.matchPoints) };
    case 'game-set-up':
      return { ...event, sevens: event.sevens.slice() };
    case 'player-passed':
    case 'tanni-called':
    case 'card-played':
      return { ...event }; // public by Tanni "Visibility"
    default: {
      const never: never = event;
      throw new Error(`unknown Tanni event ${JSON.stringify(never)}`);
    }
  }
}
