import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { actions, games } from '../../schema';
import type { AppendResult, EventStore, LogEntry, NewEntry, NewGame, NewSeat, StoredGame, StoredSeat } from './event-store';
import { pgErrorOf, UNIQUE_VIOLATION } from './pg-error';

export type Database = PgDatabase<PgQueryResultHKT, Record<string, never>>;

interface GameRow {
  id: string;
  type: string;
  options: unknown;
  seed: string;
  seed_commitment: string;
  admin_token_hash: string;
  created_at: string | Date;
  seats: StoredSeat[] | string;
  log: LogEntry[] | string;
}

const iso = (t: string | Date): string => new Date(t).toISOString();
const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** The event log on any Postgres driver drizzle supports (PGlite, node-postgres, Neon). */
export class DrizzleEventStore implements EventStore {
  #roundTrips = 0;

  constructor(private readonly db: Database) {}

  get roundTrips(): number {
    return this.#roundTrips;
  }

  async createGame(game: NewGame): Promise<string> {
    this.#roundTrips++;
    const [row] = await this.db.insert(games).values(game).returning({ createdAt: games.createdAt });
    return iso(row!.createdAt);
  }

  async loadGame(id: string, afterSeq = 0): Promise<StoredGame | null> {
    this.#roundTrips++;
    const result = await this.db.execute(sql`
      SELECT g.id, g.type, g.options, g.seed, g.seed_commitment, g.admin_token_hash, g.created_at,
        COALESCE((SELECT json_agg(json_build_object('seat', s.seat, 'name', s.name, 'tokenHash', s.token_hash,
            'joinedAt', s.joined_at) ORDER BY s.seat) FROM seats s WHERE s.game_id = g.id), '[]'::json) AS seats,
        COALESCE((SELECT json_agg(json_build_object('seq', a.seq, 'kind', a.kind, 'seat', a.seat, 'payload', a.payload,
            'idempotencyKey', a.idempotency_key, 'requestHash', a.request_hash, 'createdAt', a.created_at) ORDER BY a.seq)
          FROM actions a WHERE a.game_id = g.id AND a.seq > ${afterSeq}), '[]'::json) AS log
      FROM games g WHERE g.id = ${id}`);
    const row = (result as unknown as { rows: GameRow[] }).rows[0];
    if (!row) return null;
    return {
      id: row.id,
      type: row.type,
      options: row.options,
      seed: row.seed,
      seedCommitment: row.seed_commitment,
      adminTokenHash: row.admin_token_hash,
      createdAt: iso(row.created_at),
      seats: json(row.seats).map((s) => ({ ...s, joinedAt: iso(s.joinedAt) })),
      log: json(row.log).map((e) => ({ ...e, createdAt: iso(e.createdAt) })),
    };
  }

  async append(gameId: string, entry: NewEntry, seat?: NewSeat): Promise<AppendResult> {
    this.#roundTrips++;
    try {
      const values = {
        gameId,
        seq: entry.seq,
        kind: entry.kind,
        seat: entry.seat,
        payload: entry.payload,
        idempotencyKey: entry.idempotencyKey ?? null,
        requestHash: entry.requestHash ?? null,
      };
      if (!seat) {
        const [row] = await this.db.insert(actions).values(values).returning({ createdAt: actions.createdAt });
        return { ok: true, createdAt: iso(row!.createdAt) };
      }
      // One statement, so the seat and its join entry are written together or not at all.
      const result = await this.db.execute(sql`
        WITH claimed AS (
          INSERT INTO seats (game_id, seat, name, token_hash)
          VALUES (${gameId}, ${seat.seat}, ${seat.name}, ${seat.tokenHash}) RETURNING game_id)
        INSERT INTO actions (game_id, seq, kind, seat, payload)
        SELECT game_id, ${entry.seq}, ${entry.kind}, ${entry.seat}, ${JSON.stringify(entry.payload)}::jsonb FROM claimed
        RETURNING created_at`);
      const row = (result as unknown as { rows: Array<{ created_at: string | Date }> }).rows[0];
      return { ok: true, createdAt: iso(row!.created_at) };
    } catch (err) {
      const pg = pgErrorOf(err);
      if (pg?.code !== UNIQUE_VIOLATION) throw err;
      if (pg.constraint === 'seats_pkey') return { ok: false, conflict: 'seat' };
      if (pg.constraint === 'actions_idempotency_key') return { ok: false, conflict: 'idempotency-key' };
      return { ok: false, conflict: 'version' };
    }
  }
}
