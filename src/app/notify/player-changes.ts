import type { GameChanges, PlayerChanges } from '../deps';
import { PollingChanges, type VersionCheck } from './polling';

/**
 * Node: the players' hints on the game channel (`<playerId>:0`, sent after every append for each
 * player whose "my games" rows it wrote), as the LISTEN hub publishes them — one watch per waiter
 * whatever the number of their games, and a game they have just entered (a join, a seat handed over
 * by a reset, a rematch kept for them) wakes them as a move does.
 */
export function hubPlayerChanges(hub: GameChanges): PlayerChanges {
  return { watch: (playerId, listener) => hub.watch(playerId, () => listener()) };
}

/**
 * Without a shared process (Workers), and as Node's safety check: one query every `intervalMs` for
 * the players watched in this poller (`check`: a fingerprint per player that changes with any of
 * their rows, store/player-versions.ts), and a listener is called only when the fingerprint differs
 * from the one it saw last (the first check always calls it: the waiter read its games before it).
 * Between checks: one pending timer, no CPU, no query.
 */
export function pollingPlayerChanges(check: VersionCheck, intervalMs: number): PlayerChanges & { readonly poller: PollingChanges } {
  const poller = new PollingChanges(check, intervalMs);
  return {
    poller,
    watch(playerId, listener) {
      let seen: number | undefined;
      return poller.watch(playerId, (fingerprint) => {
        if (seen !== undefined && fingerprint === seen) return;
        seen = fingerprint;
        listener();
      });
    },
  };
}
