import { sql } from 'drizzle-orm';
import type { Database } from '../../src/store';

/** Every row of every table, in a stable order: "nothing changed" is this being equal before and after. */
export async function snapshot(db: Database): Promise<string> {
  const tables = ['games', 'seats', 'actions', 'webhooks', 'deliveries', 'delivery_attempts', 'players', 'player_games', 'lobby'];
  const parts: unknown[] = [];
  for (const table of tables) {
    const result = await db.execute(sql.raw(`SELECT to_jsonb(t) AS row FROM ${table} t ORDER BY 1::text`));
    parts.push((result as unknown as { rows: Array<{ row: unknown }> }).rows.map((r) => JSON.stringify(r.row)).sort());
  }
  return JSON.stringify(parts);
}
