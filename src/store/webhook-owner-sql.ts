import { sql, type SQL } from 'drizzle-orm';
import type { WebhookOwner } from './webhook-store';

/** The condition "subscription `w` belongs to this owner": a game (its admin's) or a player. */
export function ownedBy(owner: WebhookOwner, w = 'w'): SQL {
  const alias = sql.raw(w);
  return 'gameId' in owner ? sql`${alias}.game_id = ${owner.gameId}` : sql`${alias}.player_id = ${owner.playerId}`;
}
