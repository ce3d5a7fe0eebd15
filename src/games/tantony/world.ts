import type { Seat } from '../../engine';
import type { Card } from '../cards';
import type { TantonyView } from './schema';
import type { CompletedTrick, Exchange, Play, TantonyState, Trick } from './state';

/**
 * A possible world for search (src/bots): the full state a seat's view is consistent with, once the
 * other hands are filled in. Pure, built only from the view and those hands: every other field is
 * public (the face-down cards of the tricks each seat received were all played face up).
 */
export interface TantonyHidden {
  /** Every seat's hand (the viewer's own is taken from the view). */
  readonly hands: readonly (readonly Card[])[];
}

const exchangeOf = (e: Exchange): Exchange => ({ trick: e.trick, winner: e.winner, winnerCard: e.winnerCard, runt: e.runt, runtSeat: e.runtSeat, takes: e.takes.slice() });

export function tantonyWorld(view: TantonyView, seat: Seat, hidden: TantonyHidden): unknown {
  const plays = (t: { plays: readonly Play[] }): Play[] => t.plays.map((p) => ({ seat: p.seat, card: p.card }));
  const tricks: CompletedTrick[] = view.tricks.map((t) => ({
    number: t.number,
    leader: t.leader,
    plays: plays(t),
    winner: t.winner,
    receiver: t.receiver,
    runt: t.runt,
    automatic: t.automatic,
  }));
  // TANTONY-7: a receiver keeps the trick's cards but the runt face down, in play order.
  const downs: Card[][] = view.players.map(() => []);
  for (const t of tricks) if (t.receiver !== null) for (const p of t.plays) if (p.card !== t.runt) downs[t.receiver]!.push(p.card);
  const trick: Trick | null = view.trick ? { number: view.trick.number, leader: view.trick.leader, plays: plays(view.trick) } : null;
  const state: TantonyState = {
    options: { variant: view.variant, firstDealer: 0 },
    phase: view.phase,
    round: view.round,
    dealer: view.dealer,
    roundLeader: view.leader,
    hands: hidden.hands.map((h, s) => (s === seat ? view.hand!.slice() : h.slice())),
    trick,
    tricks,
    giver: view.phase === 'give' ? view.turn : null,
    runts: view.players.map((p) => p.runts.slice()),
    downs,
    exchange: view.lastTrick ? exchangeOf(view.lastTrick) : null,
    totals: view.players.map((p) => p.total),
    rounds: view.history.map((r) => ({
      round: r.round,
      leader: r.leader,
      runts: r.runts.map((x) => x.slice()),
      exchange: r.exchange ? exchangeOf(r.exchange) : null,
      scores: r.scores.slice(),
      totals: r.totals.slice(),
    })),
    result: view.result ? { winners: view.result.winners.slice(), draw: view.result.draw, scores: view.result.scores.slice() } : null,
  };
  return state;
}

/** What `seat` knows at the table, read from a world without copying: a play-out policy's input. */
export interface TantonyTable {
  readonly variant: TantonyState['options']['variant'];
  readonly seats: number;
  readonly hand: readonly Card[];
  readonly trick: Trick | null;
  /** The trick waiting to be given (phase `give`), else null. */
  readonly toGive: CompletedTrick | null;
  /** Tricks each seat has received this round. */
  readonly received: readonly number[];
  readonly round: number;
}

export function tantonyTable(world: unknown, seat: Seat): TantonyTable {
  const s = world as TantonyState;
  return {
    variant: s.options.variant,
    seats: s.hands.length,
    hand: s.hands[seat]!,
    trick: s.trick,
    toGive: s.phase === 'give' ? s.tricks[s.tricks.length - 1]! : null,
    received: s.runts.map((r) => r.length),
    round: s.round,
  };
}
