import type { TanniEvent } from './events';
import { evolve } from './evolve';
import type { TanniState } from './state';

/**
 * Collects the events of one `decide` call, keeping the state they lead to (emit + evolve): that
 * pair is the game's `decideAndEvolve` answer, so the engine need not fold the events again.
 */
export class Emitter {
  readonly events: TanniEvent[] = [];
  constructor(public state: TanniState) {}

  /** The decision of one event. */
  static of(state: TanniState, event: TanniEvent): Emitter {
    const m = new Emitter(state);
    m.emit(event);
    return m;
  }

  emit(event: TanniEvent): void {
    this.events.push(event);
    this.state = evolve(this.state, event);
  }
}
