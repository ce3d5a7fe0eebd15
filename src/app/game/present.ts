import { isEngineEvent, latestLeave, matchStatus, type AnyGame, type EndReason, type MatchEvent, type MatchPhase, type Seat } from '../../engine';
import type { BotLevel } from '../../bots';
import { botSeats } from './facts';
import { fairnessOf, type Fairness } from './fairness';
import { publicOptions } from '../catalogue';
import type { HistoryEntry, LoadedGame } from './loaded-game';
import { deadlines, seatClocks, type SeatClockView } from './turn-clock';

/** What every reader sees of a game: the envelope, and the game's own view for that reader. */
export interface GameView {
  /** The game type, to switch on (the same as `type`). */
  readonly game: string;
  readonly id: string;
  readonly type: string;
  /** The ruleset version the game was created with and is played under. */
  readonly rulesetVersion: number;
  readonly status: MatchPhase;
  readonly version: number;
  readonly toAct: Seat[];
  /** Each seat's turn deadline (turnTimeout), null where no clock runs. */
  readonly deadlines: Array<string | null>;
  /** Each seat's clock (remaining seconds, deadline); null when the game has no clock. */
  readonly clocks: SeatClockView[] | null;
  readonly you: Seat | null;
  /** `onLeave`: the seat's declared leave that ends last (its clock stops from `from` until `until`),
   * null when none was declared; whether it is under way is the reader's to judge by the time. */
  readonly seats: Array<{ seat: Seat; name: string | null; joined: boolean; bot: BotLevel | null; onLeave: { from: string; until: string } | null }>;
  readonly options: unknown;
  readonly seedCommitment: string;
  readonly fairness: Fairness;
  readonly createdAt: string;
  readonly state: unknown;
  readonly result: { winners: Seat[]; draw: boolean; scores: number[]; reason: EndReason; by: Seat | null; seed: string } | null;
  /** The finished game this one is the rematch of. */
  readonly rematchOf: string | null;
  /** This game's rematch, once one was created. */
  readonly rematch: string | null;
}

export function presentView(loaded: LoadedGame, seat: Seat | null): GameView {
  const { record, game, match } = loaded;
  const status = matchStatus(game, match);
  const bots = botSeats(loaded);
  return {
    game: record.type,
    id: record.id,
    type: record.type,
    rulesetVersion: record.rulesetVersion,
    status: status.phase,
    version: match.version,
    toAct: status.toAct,
    deadlines: deadlines(loaded),
    clocks: seatClocks(loaded),
    you: seat,
    seats: match.seats.map((name, s) => ({ seat: s, name, joined: name !== null, bot: bots[s] ?? null, onLeave: latestLeave(loaded.leaves[s] ?? []) })),
    options: publicOptions(match.options, record.settings),
    seedCommitment: record.seedCommitment,
    // An aborted game reveals its seed too: it is over.
    fairness: fairnessOf(record, match, status.phase === 'finished' || status.phase === 'aborted', seat),
    createdAt: record.createdAt,
    // Before every seat is taken nothing is dealt: there is no game state to show yet.
    state: match.started ? game.view(match.state, seat) : null,
    // The seed is revealed only once the game is over, so anyone can check every deal.
    result: status.result ? { ...status.result, seed: record.seed } : null,
    rematchOf: record.rematchOf,
    rematch: match.rematch,
  };
}

export type PublicEvent = { readonly type: string } & Record<string, unknown>;

/** A log entry as one reader may see it: engine events are public, game events are redacted. */
export interface LogEvent {
  readonly seq: number;
  readonly at: string;
  readonly kind: HistoryEntry['kind'];
  readonly seat: Seat | null;
  readonly events: PublicEvent[];
}

export function redactEvents(game: AnyGame, events: readonly MatchEvent[], seat: Seat | null): PublicEvent[] {
  const out: PublicEvent[] = [];
  for (const event of events) {
    if (isEngineEvent(event)) out.push(event as PublicEvent);
    else {
      const shown = game.redactEvent(event, seat) as PublicEvent | null;
      if (shown !== null) out.push(shown);
    }
  }
  return out;
}

export function presentEntry(game: AnyGame, entry: HistoryEntry, seat: Seat | null): LogEvent {
  return { seq: entry.seq, at: entry.at, kind: entry.kind, seat: entry.seat, events: redactEvents(game, entry.events, seat) };
}
