/**
 * Collects the events of one `decide` call and folds each into a running state as it is emitted, so
 * later automatic steps see the state earlier ones left; `{ events, state }` is the game's
 * `decideAndEvolve` answer. A class on purpose, not an object literal with a getter over a closure:
 * that form kept a third of Tantony's decide allocations alive through V8's young-generation
 * collections (0.2 % with this class), which the bots' searches paid for in scavenge pauses
 * (BENCHMARKS.md "Bots"). Tanni has its own (src/games/tanni/emitter.ts), which evolves in place.
 */
export class Emitter<S, E> {
  readonly events: E[] = [];
  constructor(
    public state: S,
    private readonly evolve: (state: S, event: E) => S,
  ) {}

  emit(event: E): void {
    this.events.push(event);
    this.state = this.evolve(this.state, event);
  }
}
