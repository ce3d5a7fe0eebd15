import { applyCommand, hexToBytes, matchStatus, newMatch, seededRandom, type AnyGame, type Chooser, type Match, type RandomSource, type Seat, type Typed } from '../../src/engine';
import { gameOf } from './logs';

/**
 * The benchmark's own copy of a game, replayed from its seed with the same rules the server runs, so
 * every move it sends is legal. It mirrors the server's auto-play of forced moves (autoPlayForced).
 */
export class Replica {
  readonly game: AnyGame;
  readonly random: RandomSource;
  match: Match;

  constructor(
    type: string,
    options: unknown,
    seedHex: string,
    readonly autoPlayForced = true,
  ) {
    this.game = gameOf(type);
    this.random = seededRandom(hexToBytes(seedHex));
    this.match = newMatch(this.game, this.game.schemas.options.parse(options));
  }

  get version(): number {
    return this.match.version;
  }

  get finished(): boolean {
    return matchStatus(this.game, this.match).phase === 'finished';
  }

  join(seat: Seat, name: string): void {
    this.apply({ kind: 'join', seat, name });
  }

  /** The seat to act and a legal action chosen by `choose`, or null once the game is over. */
  pick(choose: Chooser): { seat: Seat; action: Typed } | null {
    const status = matchStatus(this.game, this.match);
    if (status.phase !== 'active') return null;
    const seat = status.toAct[choose(status.toAct.length)]!;
    const moves = this.game.legalActions(this.match.state, seat) as Typed[];
    return { seat, action: moves[choose(moves.length)]! };
  }

  /** Applies an accepted action, then the forced moves the server plays after it; answers the
   * forced moves (the server's `auto` entries). */
  act(seat: Seat, action: Typed): Array<{ seat: Seat; action: Typed }> {
    this.apply({ kind: 'action', seat, action });
    const forced: Array<{ seat: Seat; action: Typed }> = [];
    if (!this.autoPlayForced) return forced;
    for (;;) {
      const status = matchStatus(this.game, this.match);
      if (status.phase !== 'active' || status.toAct.length !== 1) return forced;
      const moves = this.game.legalActions(this.match.state, status.toAct[0]!) as Typed[];
      if (moves.length !== 1) return forced;
      forced.push({ seat: status.toAct[0]!, action: moves[0]! });
      this.apply({ kind: 'action', seat: status.toAct[0]!, action: moves[0]! });
    }
  }

  private apply(command: Parameters<typeof applyCommand>[2]): void {
    const outcome = applyCommand(this.game, this.match, command, this.random);
    if (!outcome.ok) throw new Error(`replica refused ${JSON.stringify(command)}: ${outcome.rejection.message}`);
    this.match = outcome.match;
  }
}
