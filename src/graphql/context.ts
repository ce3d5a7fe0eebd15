import type { AppDeps } from '../app';
import type { EventStore, StoredGame } from '../store';

/** What every resolver gets, per request. */
export interface GraphqlContext {
  /** For mutations: every use case reads the game afresh, as in REST (they retry on lost races). */
  readonly deps: AppDeps;
  /** For queries: each game is read once per request, so `game`, `legalMoves` and `events` in one
   * query answer from one snapshot with one database round trip. */
  readonly readDeps: AppDeps;
  /** The Bearer token (undefined: a spectator). A function, so that a malformed Authorization header
   * is the `unauthorized` error of the fields that read it, exactly as REST answers it. */
  token(): string | undefined;
  /** Aborts when the client goes away (subscriptions end then). */
  readonly signal?: AbortSignal;
  /** Spends one of the client's sign-ups (`createPlayer`); throws `too-many-sign-ups` when none is left. */
  signUp(): Promise<void>;
  /** Takes a slot for a subscription's open connection (throws `too-many-streams` past the cap);
   * the function answered gives it back. */
  holdConnection(): () => void;
}

/** The store with `loadGame` remembered for the life of one request (reads only). */
function readOnce(store: EventStore): EventStore {
  const loads = new Map<string, Promise<StoredGame | null>>();
  const loadGame = (id: string, afterSeq?: number) => {
    if (afterSeq !== undefined && afterSeq !== 0) return store.loadGame(id, afterSeq);
    let load = loads.get(id);
    if (!load) loads.set(id, (load = store.loadGame(id)));
    return load;
  };
  // A Proxy, not a copy: whatever else the store offers (and will) passes through unchanged.
  return new Proxy(store, {
    get(target, prop) {
      if (prop === 'loadGame') return loadGame;
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** What the HTTP edge's limits give a request (none in API-only tests). */
type EdgeLimits = Pick<GraphqlContext, 'signUp' | 'holdConnection'>;
const NO_LIMITS: EdgeLimits = { signUp: async () => {}, holdConnection: () => () => {} };

export function graphqlContext(deps: AppDeps, token: () => string | undefined, signal?: AbortSignal, limits: EdgeLimits = NO_LIMITS): GraphqlContext {
  // Queries read each game whole, once, from the request's own snapshot (not the shared cache, which
  // a concurrent request may advance halfway through this one).
  return { deps, readDeps: { ...deps, cache: undefined, store: readOnce(deps.store) }, token, signal, signUp: limits.signUp, holdConnection: limits.holdConnection };
}
