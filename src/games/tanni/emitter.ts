import type { TanniEvent } from './events';
import { evolve } from './evolve';
import type { TanniState } from './state';

/** Collects the events of one `decide` call, keeping the state they lead to (emit + evolve). */
export class Emitter {
  readonly events: TanniEvent[] = [];
  constructor(public state: TanniState) {}

  emit(event: TanniEvent): void {
    this.events.push(event);
    this.state = evolve(this.state, event);
  }
}
