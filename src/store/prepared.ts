import { sql, type SQL } from 'drizzle-orm';

/**
 * The mark that asks a client to run a statement as a named prepared statement (parsed and planned
 * once per connection, then only bound and run): the hot append and the game's load (issue 29, item
 * 1). Only statements whose text comes in a bounded number of shapes carry it — their values are all
 * parameters, their optional parts a few CTEs — since each shape stays prepared on every connection.
 * A comment: clients that do not look for it (PGlite, Neon's HTTP driver) run the statement as is.
 */
export const PREPARED_MARK = '/* prepared */ ';

export const prepared = (query: SQL): SQL => sql`${sql.raw(PREPARED_MARK)}${query}`;
