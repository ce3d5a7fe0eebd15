import { isViolation, type AnyGame, type RandomSource, type Seat } from './contract';
import { applyLifecycle } from './lifecycle';
import { isEngineEvent, isOver, makeMatch, reject, type Command, type Match, type MatchEvent, type MatchStatus, type Outcome } from './match-state';

export * from './match-state';

/** What a match is apart from what the game's options and rules give back: a snapshot's content. */
export type MatchParts = Pick<Match, 'seats' | 'holders' | 'entropy' | 'started' | 'version' | 'state' | 'ending' | 'rematch'>;

/** A match from its parts (a snapshot of one, read back): its status is computed again. */
export function restoreMatch(game: AnyGame, options: unknown, parts: MatchParts): Match {
  return makeMatch(game, options, parts.seats, parts.holders, parts.entropy, parts.started, parts.version, parts.state, parts.ending, parts.rematch);
}

export function newMatch(game: AnyGame, options: unknown): Match {
  const seatCount = game.seatCount(options);
  const free = Array.from({ length: seatCount }, () => null);
  return makeMatch(game, options, free, free, free, false, 0, game.initialState(options), null, null);
}

/** True when `command` is the join that takes the last free seat: applying it deals. */
export function startsMatch(match: Match, command: Command): boolean {
  if (command.kind !== 'join' || match.started || match.seats[command.seat] !== null) return false;
  let free = 0;
  for (const s of match.seats) if (s === null) free++;
  return free === 1;
}

/** Each seat's entropy once `command` (a join) is applied. */
export function entropyAfter(match: Match, command: Extract<Command, { kind: 'join' }>): (string | null)[] {
  return match.entropy.map((e, i) => (i === command.seat ? (command.entropy ?? null) : e));
}

/** The match's phase, the seats it awaits and its result (computed when the match was made). The
 * answer is shared: treat it as read-only. */
export function matchStatus(_game: AnyGame, match: Match): MatchStatus {
  return match.status;
}

/** The first free seat, or null when the game is full. */
export function freeSeat(match: Match): Seat | null {
  const seat = match.seats.indexOf(null);
  return seat < 0 ? null : seat;
}

function fold(
  game: AnyGame,
  match: Match,
  events: MatchEvent[],
  seats: readonly (string | null)[],
  holders: readonly (string | null)[],
  entropy: readonly (string | null)[],
  started: boolean,
): Outcome {
  let state = match.state;
  for (const event of events) {
    if (!isEngineEvent(event)) state = game.evolve(state, event);
  }
  return { ok: true, match: makeMatch(game, match.options, seats, holders, entropy, started, match.version + 1, state, null, null), events };
}

export function applyCommand(game: AnyGame, match: Match, command: Command, random: RandomSource): Outcome {
  switch (command.kind) {
    case 'join': {
      const { seat, name } = command;
      if (!Number.isInteger(seat) || seat < 0 || seat >= match.seats.length) {
        return reject('no-such-seat', `seat ${seat} does not exist: this game has seats 0 to ${match.seats.length - 1}`);
      }
      if (isOver(match)) return reject('game-over', 'the game is over');
      if (freeSeat(match) === null) return reject('game-full', 'every seat of this game is taken');
      if (match.seats[seat] !== null) return reject('seat-taken', `seat ${seat} is already taken`);
      const seats = match.seats.map((s, i) => (i === seat ? name : s));
      const holders = match.holders.map((h, i) => (i === seat ? (command.holder ?? null) : h));
      const events: MatchEvent[] = [{ type: 'seat-joined', seat, name }];
      // A seat offered again mid-game (reset) is taken without a new deal: the deal's entropy stays.
      if (match.started) return fold(game, match, events, seats, holders, match.entropy, true);
      const entropy = entropyAfter(match, command);
      if (seats.includes(null)) return fold(game, match, events, seats, holders, entropy, false);
      return fold(game, match, [...events, { type: 'game-started' }, ...game.start(match.state, random)], seats, holders, entropy, true);
    }
    case 'action': {
      const { seat, action } = command;
      if (!match.started) return reject('game-not-started', 'the game starts when every seat is taken');
      const status = match.status;
      if (isOver(match)) return reject('game-over', 'the game is over');
      if (!status.toAct.includes(seat)) {
        const waiting = status.toAct.length === 1 ? `seat ${status.toAct[0]}` : `seats ${status.toAct.join(', ')}`;
        const message = `it is not seat ${seat}'s turn: waiting for ${waiting}`;
        const rule = game.turnRule?.(match.state);
        return { ok: false, rejection: rule === undefined ? { code: 'not-your-turn', message } : { code: 'not-your-turn', message, rule } };
      }
      if (game.decideAndEvolve) {
        // One pass: the game folded its events already while deciding.
        const decision = game.decideAndEvolve(match.state, seat, action, random);
        if (isViolation(decision)) return reject('illegal-action', decision.message, decision);
        const next = makeMatch(game, match.options, match.seats, match.holders, match.entropy, true, match.version + 1, decision.state, null, null);
        return { ok: true, match: next, events: decision.events as MatchEvent[] };
      }
      const decided = game.decide(match.state, seat, action, random);
      if (isViolation(decided)) return reject('illegal-action', decided.message, decided);
      return fold(game, match, decided, match.seats, match.holders, match.entropy, true);
    }
    case 'leave':
    case 'resign':
    case 'abort':
    case 'reset':
    case 'takeover':
    case 'rematch':
    case 'declare-leave':
    case 'cancel-leave':
    case 'remind':
      return applyLifecycle(game, match, command);
    default: {
      const never: never = command;
      throw new Error(`unknown command ${JSON.stringify(never)}`);
    }
  }
}

export interface ReplayStep {
  readonly command: Command;
  readonly events: MatchEvent[];
}

/**
 * Replays a log. A stored log was accepted once, so a rejection here means the rules changed
 * under stored games or the log is corrupt: that is a bug, and it throws.
 */
export function replay(
  game: AnyGame,
  match: Match,
  commands: readonly Command[],
  random: RandomSource,
  onStep?: (step: ReplayStep, match: Match) => void,
): Match {
  let current = match;
  for (const command of commands) {
    const outcome = applyCommand(game, current, command, random);
    if (!outcome.ok) {
      throw new Error(`log replay rejected at version ${current.version + 1}: ${outcome.rejection.code} ${outcome.rejection.message}`);
    }
    current = outcome.match;
    onStep?.({ command, events: outcome.events }, current);
  }
  return current;
}
