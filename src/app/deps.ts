import type { EventStore } from '../store';

/** What the use cases need from the outside world, handed in by each entry point. */
export interface AppDeps {
  readonly store: EventStore;
}
