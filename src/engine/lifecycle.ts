import type { AnyGame, GameResult, Seat } from './contract';
import { isOver, nextMatch, reject, type Command, type Match, type Outcome } from './match-state';

type Lifecycle = Extract<Command, { kind: 'leave' | 'resign' | 'abort' | 'reset' | 'takeover' | 'rematch' | 'declare-leave' | 'cancel-leave' | 'remind' }>;

/** Without `Game.resign`: every other seat wins; nothing is scored. */
function defaultResignation(seatCount: number, seat: Seat): GameResult {
  return {
    winners: Array.from({ length: seatCount }, (_, s) => s).filter((s) => s !== seat),
    draw: false,
    scores: Array.from({ length: seatCount }, () => 0),
  };
}

function validSeat(match: Match, seat: Seat): Outcome | null {
  if (Number.isInteger(seat) && seat >= 0 && seat < match.seats.length) return null;
  return reject('no-such-seat', `seat ${seat} does not exist: this game has seats 0 to ${match.seats.length - 1}`);
}

const replaceAt = <T>(list: readonly T[], at: number, value: T): T[] => list.map((v, i) => (i === at ? value : v));

/**
 * The commands that change a game's seats or end it early. Which caller may send which is the app's
 * business (an admin, a seat, before the first move …); here is only what the game allows.
 */
export function applyLifecycle(game: AnyGame, match: Match, command: Lifecycle): Outcome {
  switch (command.kind) {
    case 'leave': {
      const { seat } = command;
      const invalid = validSeat(match, seat);
      if (invalid) return invalid;
      if (isOver(match)) return reject('game-over', 'the game is over');
      if (match.started) return reject('game-started', 'the game has started: a seat can no longer leave it (resign instead)');
      if (match.seats[seat] === null) return reject('seat-free', `seat ${seat} is free`);
      // The seat's entropy goes with it: whoever takes the seat next brings their own.
      const next = nextMatch(game, match, { seats: replaceAt(match.seats, seat, null), holders: replaceAt(match.holders, seat, null), entropy: replaceAt(match.entropy, seat, null) });
      return { ok: true, match: next, events: [{ type: 'seat-left', seat }] };
    }
    case 'resign': {
      const { seat } = command;
      const invalid = validSeat(match, seat);
      if (invalid) return invalid;
      if (isOver(match)) return reject('game-over', 'the game is over');
      if (!match.started) return reject('game-not-started', 'the game has not started: leave it instead');
      const result = game.resign ? game.resign(match.state, seat) : defaultResignation(match.seats.length, seat);
      const next = nextMatch(game, match, { ending: { reason: 'resigned', seat, result } });
      return { ok: true, match: next, events: [{ type: 'seat-resigned', seat }] };
    }
    case 'abort': {
      if (command.seat !== null) {
        const invalid = validSeat(match, command.seat);
        if (invalid) return invalid;
      }
      if (isOver(match)) return reject('game-over', 'the game is over');
      const next = nextMatch(game, match, { ending: { reason: 'aborted', seat: command.seat } });
      return { ok: true, match: next, events: [{ type: 'game-aborted', seat: command.seat }] };
    }
    case 'reset': {
      const { seat, name } = command;
      const invalid = validSeat(match, seat);
      if (invalid) return invalid;
      if (isOver(match)) return reject('game-over', 'the game is over');
      if (name === null && match.seats[seat] === null) return reject('seat-free', `seat ${seat} is already free`);
      // Before the deal a reset seat's entropy goes with its holder; after it, the deal is done and the
      // entropy that made it stays on record (the fairness record shows what dealt).
      const entropy = match.started ? match.entropy : replaceAt(match.entropy, seat, null);
      const next = nextMatch(game, match, { seats: replaceAt(match.seats, seat, name), holders: replaceAt(match.holders, seat, command.holder ?? null), entropy });
      return { ok: true, match: next, events: [{ type: 'seat-reset', seat, name }] };
    }
    case 'takeover': {
      const { seat, bot } = command;
      const invalid = validSeat(match, seat);
      if (invalid) return invalid;
      if (isOver(match)) return reject('game-over', 'the game is over');
      if (match.seats[seat] === null) return reject('seat-free', `seat ${seat} is free: seat a bot by joining it instead`);
      // The seat keeps its name (and, before the deal, the entropy its holder sent: whoever sent it
      // can no longer act, so it steers nothing); only its holder goes.
      const next = nextMatch(game, match, { holders: replaceAt(match.holders, seat, null) });
      return { ok: true, match: next, events: [{ type: 'seat-taken-over', seat, bot }] };
    }
    case 'declare-leave':
    case 'cancel-leave': {
      // Leave pauses the seat's clock (engine/clock/leave.ts) and changes nothing else of the match:
      // a held seat of a game not over may declare it, before the deal too (the clock starts then).
      const { seat } = command;
      const invalid = validSeat(match, seat);
      if (invalid) return invalid;
      if (isOver(match)) return reject('game-over', 'the game is over');
      if (match.seats[seat] === null) return reject('seat-free', `seat ${seat} is free`);
      const event =
        command.kind === 'declare-leave'
          ? ({ type: 'leave-declared', seat, leaveId: command.id, from: command.from, until: command.until } as const)
          : ({ type: 'leave-cancelled', seat, leaveId: command.id } as const);
      return { ok: true, match: nextMatch(game, match, {}), events: [event] };
    }
    case 'remind': {
      // A reminder changes nothing of the match: it only says, in the log, that the seat was told
      // its time runs short (app/turns/reminders.ts decides when). It is for a seat the rules await.
      const { seat, threshold, deadline } = command;
      const invalid = validSeat(match, seat);
      if (invalid) return invalid;
      if (isOver(match)) return reject('game-over', 'the game is over');
      if (!match.status.toAct.includes(seat)) return reject('not-your-turn', `seat ${seat} is not awaited: there is no turn to remind it of`);
      return { ok: true, match: nextMatch(game, match, {}), events: [{ type: 'turn-reminded', seat, threshold, deadline }] };
    }
    case 'rematch': {
      if (match.status.phase !== 'finished') return reject('game-not-finished', 'a rematch follows a finished game');
      if (match.rematch !== null) return reject('rematch-exists', `this game already has a rematch: ${match.rematch}`);
      return { ok: true, match: nextMatch(game, match, { rematch: command.gameId }), events: [{ type: 'rematch-created', gameId: command.gameId }] };
    }
    default: {
      const never: never = command;
      throw new Error(`unknown lifecycle command ${JSON.stringify(never)}`);
    }
  }
}
