import type { PlayerNotice } from '../../store';
import type { CommitStep } from '../game';
import { playerEventsOf, seatHolders } from './player-events';

/**
 * The player webhook notices of a commit: each player event of each entry, as the payload every
 * subscription of that player gets (`{ type, timestamp, data }`, like a game's). The append queues
 * them to the players' subscriptions in the same statement (store/player-outbox-sql.ts).
 */
export function playerNoticesFor(steps: readonly CommitStep[]): PlayerNotice[] {
  const notices: PlayerNotice[] = [];
  for (const step of steps) {
    for (const e of playerEventsOf(step, seatHolders(step))) {
      notices.push({ playerId: e.playerId, seq: e.version, type: e.type, payload: { type: e.type, timestamp: e.timestamp, data: e.data } });
    }
  }
  return notices;
}
