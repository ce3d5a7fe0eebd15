import { ChangeAnnouncer, GAME_CHANNEL, gameVersions, parseGameChange, playerFingerprints, type Database, type Listen, type Listening, type Notify } from '../../store';
import type { GameChanges, PlayerChanges } from '../deps';
import { ChangeHub, eitherChanges } from './changes';
import { ListenCurrency } from './currency';
import { hubPlayerChanges, pollingPlayerChanges } from './player-changes';
import { PollingChanges } from './polling';

/** How often the safety check looks at every watched game, in case a notification was lost. */
export const SAFETY_CHECK_MS = 30_000;

export interface NodeNotifier {
  /** What waits and streams watch: the LISTEN hub, backed by the safety check. */
  readonly changes: GameChanges;
  /** The hub alone (its counters are what tests read). */
  readonly hub: ChangeHub;
  /** Give to the event store (`announce`): notifies every process of a committed append (and of the
   * players it concerns); resolves once that notification committed. */
  announce(gameId: string, version: number, players?: readonly string[]): Promise<void>;
  /** Whether a cached game is current (AppDeps.currency), on the same LISTEN connection. */
  readonly currency: ListenCurrency;
  /** What player waits and streams watch: the players' hints on the same channel, backed by a safety check. */
  readonly players: PlayerChanges;
  close(): Promise<void>;
}

/**
 * Node's notifier. Every process LISTENs on the game channel (one connection for the whole process)
 * and fans notifications out to its waiters and streams; every append is announced on that channel
 * right after it commits (ChangeAnnouncer). So a write by any process on the same database wakes
 * the waiters of every process. After a lost listening connection is made again, every waiter looks
 * again; and a slow safety check (one query for all watched games every 30 s) finds what a lost
 * notification would hide — a process that died between its commit and its notify.
 */
export async function nodeNotifier(database: { readonly db: Database; readonly listen: Listen; readonly notify: Notify }, { safetyCheckMs = SAFETY_CHECK_MS } = {}): Promise<NodeNotifier> {
  const hub = new ChangeHub();
  const announcer = new ChangeAnnouncer(database.notify);
  // `listening` is set before the first notification or reconnection can reach the currency.
  let listening: Listening | null = null;
  const currency = new ListenCurrency({
    fence: () => listening?.fence() ?? Promise.resolve(null),
    announce: (gameId, version) => announcer.announce(gameId, version),
  });
  listening = await database.listen(
    GAME_CHANNEL,
    (payload) => {
      const change = parseGameChange(payload);
      if (!change) return;
      currency.heard(change.gameId, change.version);
      hub.publish(change.gameId, change.version);
    },
    () => {
      currency.reset();
      hub.wakeAll();
    },
  );
  currency.reset();
  const safety = new PollingChanges((ids) => gameVersions(database.db, ids), safetyCheckMs);
  return {
    changes: eitherChanges(hub, safety),
    hub,
    players: eitherChanges(hubPlayerChanges(hub), pollingPlayerChanges((ids) => playerFingerprints(database.db, ids), safetyCheckMs)),
    currency,
    announce: async (gameId, version, players = []) => {
      await Promise.all([announcer.announce(gameId, version), ...players.map((player) => announcer.announce(player, 0))]);
    },
    async close() {
      currency.stop();
      await announcer.drain();
      await listening?.close();
    },
  };
}
