import type { TanniEvent } from './events';
import { evolveInto } from './evolve';
import { copyState, type TanniState } from './state';

/**
 * Collects the events of one `decide` call, keeping the state they lead to (emit + evolve): that
 * pair is the game's `decideAndEvolve` answer, so the engine need not fold the events again.
 *
 * The first event's state is a copy (the state decided on is never changed); later events of the
 * same call update that copy in place, since nothing outside this call has seen it yet. So callers
 * must not keep `state` across an `emit` and read it afterwards expecting the earlier state.
 */
export class Emitter {
  /** Made on the first event as a one-element array: most actions cause one event, and the history
   * keeps every action's events (an array grown by push from empty reserves about 16 slots). */
  events: TanniEvent[] = [];
  #owned = false;
  constructor(public state: TanniState) {}

  /** The decision of one event. */
  static of(state: TanniState, event: TanniEvent): Emitter {
    const m = new Emitter(state);
    m.emit(event);
    return m;
  }

  emit(event: TanniEvent): void {
    const state = this.state;
    if (this.#owned) {
      this.events.push(event);
      this.state = evolveInto(state, state, event);
    } else {
      this.events = [event];
      this.state = evolveInto(copyState(state), state, event);
      this.#owned = true;
    }
  }
}
