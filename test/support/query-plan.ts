import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../src/store';

/** Every node of a JSON plan, flattened (init plans and sub plans included). */
function nodes(plan: any): any[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** The nodes of the plan PostgreSQL makes for `query` (EXPLAIN, not run). */
export async function planOf(db: Database, query: SQL): Promise<any[]> {
  const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(await db.execute(sql`EXPLAIN (FORMAT JSON) ${query}`));
  const json = row!['QUERY PLAN'];
  const parsed = typeof json === 'string' ? JSON.parse(json) : json;
  return nodes(parsed[0].Plan);
}
