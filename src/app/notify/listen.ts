import { GAME_CHANNEL, parseGameChange, type Listen } from '../../store';
import { ChangeHub } from './changes';

/**
 * Node's notifier: LISTEN on the game channel (one connection for the whole process), fanned out
 * in-process to every waiter and stream. A write by any process on the same database wakes them: the
 * append notifies in its own statement (DrizzleEventStore.append). After a lost connection is made
 * again, every waiter looks again (what was notified meanwhile is lost).
 */
export async function listenForChanges(listen: Listen): Promise<{ changes: ChangeHub; close: () => Promise<void> }> {
  const changes = new ChangeHub();
  const listening = await listen(
    GAME_CHANNEL,
    (payload) => {
      const change = parseGameChange(payload);
      if (change) changes.publish(change.gameId, change.version);
    },
    () => changes.wakeAll(),
  );
  return { changes, close: () => listening.close() };
}
