import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { AppendBatch, AppendResult, EventStore, LogEntry, NewGame, Reservation, Settings, StoredGame, StoredSeat, Subscription } from './event-store';
import type { LobbyRow } from './read-models';
import { changeSeat, insertGame, insertWebhooks, prunePlayerGames, setLobby, upsertPlayerGames } from './read-model-sql';
import { playerOutboxSql } from './player-outbox-sql';
import type { NewWebhook } from './webhook-store';
import { FOREIGN_KEY_VIOLATION, pgErrorOf, UNIQUE_VIOLATION } from './pg-error';
import { prepared } from './prepared';
import { saveSnapshotSql, snapshotOf, snapshotSql, type NewSnapshot, type SnapshotQuery } from './snapshot-store';

export type Database = PgDatabase<PgQueryResultHKT, Record<string, never>>;

interface GameRow {
  id: string;
  type: string;
  ruleset_version: number;
  options: unknown;
  settings: Settings;
  seed: string;
  seed_commitment: string;
  admin_token_hash: string;
  created_at: string | Date;
  hooks_version: number;
  listed: boolean;
  rematch_of: string | null;
  reservations: Reservation[] | string | null;
  seats: StoredSeat[] | string;
  webhooks: Subscription[] | string;
  log: LogEntry[] | string;
}

const iso = (t: string | Date): string => new Date(t).toISOString();
const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The event log on any Postgres driver drizzle supports (PGlite, node-postgres, Neon). */
export class DrizzleEventStore implements EventStore {
  #roundTrips = 0;

  /**
   * `announce`: told of every committed append (its game, new version, and the players whose "my
   * games" rows it wrote, and the turn deadline it wrote: null none, undefined unchanged) once its
   * statement has committed, to notify listeners (Node: a ChangeAnnouncer; Workers: the game's and
   * players' Durable Objects, whose alarm the deadline arms). When it answers a promise, the append
   * answers after it: on Node, once the notification has committed, so whoever sees this write's
   * answer can count on every process having heard of it (src/app/notify/currency.ts). It never rejects.
   */
  constructor(
    protected readonly db: Database,
    private readonly options: { readonly announce?: (gameId: string, version: number, players: readonly string[], deadlineAt?: string | null) => void | Promise<void> } = {},
  ) {}

  get roundTrips(): number {
    return this.#roundTrips;
  }

  protected async run(query: ReturnType<typeof sql>): Promise<unknown> {
    this.#roundTrips++;
    return this.db.execute(query);
  }

  /** The game, its first subscriptions and its lobby row, in one statement. */
  async createGame(game: NewGame, subscriptions: readonly NewWebhook[] = [], lobby: LobbyRow | null = null): Promise<void> {
    const always = sql`true`;
    const listed = lobby ? sql`, ${setLobby('listed', game.id, lobby, sql`EXISTS (SELECT 1 FROM created)`)}` : sql``;
    await this.run(sql`
      WITH ${insertGame('created', game, always)}, ${insertWebhooks('hooks', 'created', subscriptions, game.createdAt)} ${listed}
      SELECT 1`);
  }

  async loadGame(id: string, afterSeq = 0, snapshot?: SnapshotQuery): Promise<StoredGame | null> {
    const snap = snapshotSql(snapshot, afterSeq);
    const result = await this.run(prepared(sql`
      SELECT g.id, g.type, g.ruleset_version, g.options, g.settings, g.seed, g.seed_commitment, g.admin_token_hash, g.created_at, g.hooks_version,
        g.listed, g.rematch_of, g.reservations,
        COALESCE((SELECT json_agg(json_build_object('seat', s.seat, 'name', s.name, 'tokenHash', s.token_hash, 'bot', s.bot,
            'joinedAt', s.joined_at) ORDER BY s.seat) FROM seats s WHERE s.game_id = g.id), '[]'::json) AS seats,
        COALESCE((SELECT json_agg(json_build_object('id', w.id, 'events', w.events, 'seat', w.seat) ORDER BY w.created_at, w.id)
          FROM webhooks w WHERE w.game_id = g.id AND w.disabled_at IS NULL), '[]'::json) AS webhooks,
        COALESCE((SELECT json_agg(json_build_object('seq', a.seq, 'kind', a.kind, 'seat', a.seat, 'payload', a.payload,
            'idempotencyKey', a.idempotency_key, 'requestHash', a.request_hash, 'createdAt', a.created_at) ORDER BY a.seq)
          FROM actions a WHERE a.game_id = g.id AND a.seq > ${afterSeq} ${snap.logAfter}), '[]'::json) AS log ${snap.columns}
      FROM games g ${snap.join} WHERE g.id = ${id}`));
    const row = rowsOf<GameRow>(result)[0];
    if (!row) return null;
    return {
      id: row.id,
      type: row.type,
      rulesetVersion: Number(row.ruleset_version),
      options: row.options,
      settings: {
        turnTimeout: row.settings.turnTimeout ?? null,
        autoPlayForced: row.settings.autoPlayForced ?? false,
        hotSeat: row.settings.hotSeat ?? false,
        ...(row.settings.onTimeout ? { onTimeout: row.settings.onTimeout } : {}),
        ...(row.settings.clock ? { clock: row.settings.clock } : {}),
        ...(row.settings.leave === false ? { leave: false as const } : {}),
      },
      seed: row.seed,
      seedCommitment: row.seed_commitment,
      adminTokenHash: row.admin_token_hash,
      createdAt: iso(row.created_at),
      hooksVersion: Number(row.hooks_version),
      listed: row.listed === true,
      rematchOf: row.rematch_of ?? null,
      reservations: row.reservations === null ? null : json(row.reservations),
      seats: json(row.seats).map((s) => ({ ...s, joinedAt: iso(s.joinedAt) })),
      webhooks: json(row.webhooks),
      // Field by field, not `{ ...e }`: replay reads every entry, and V8 reads objects made by a
      // spread much more slowly than ones made by a literal.
      log: json(row.log).map((e) => ({
        seq: e.seq,
        kind: e.kind,
        seat: e.seat,
        payload: e.payload,
        idempotencyKey: e.idempotencyKey,
        requestHash: e.requestHash,
        createdAt: iso(e.createdAt),
      })),
      ...(snapshot ? { snapshot: snapshotOf(row as unknown as Record<string, unknown>, snapshot) } : {}),
    };
  }

  /** Not counted in `roundTrips`: the app writes snapshots after the answer. */
  async saveSnapshot(snapshot: NewSnapshot, { replace = false } = {}): Promise<void> {
    await this.db.execute(saveSnapshotSql(snapshot, replace));
  }

  /**
   * One statement: the seat claim, the log entries, the outbox rows and the new deadline are written
   * together or not at all (data-modifying CTEs of one statement commit or fail as one). The unique
   * (game_id, seq) makes a stale writer fail here, before anything is visible.
   */
  async append(gameId: string, batch: AppendBatch): Promise<AppendResult> {
    const entries = JSON.stringify(
      batch.entries.map((e) => ({
        seq: e.seq,
        kind: e.kind,
        seat: e.seat,
        payload: e.payload,
        idempotency_key: e.idempotencyKey ?? null,
        request_hash: e.requestHash ?? null,
        created_at: e.createdAt,
      })),
    );
    const at = batch.entries[0]!.createdAt;
    const seat = batch.seat;
    // The outbox rows are only right for the subscriptions they were computed for.
    const hooks = sql`(SELECT hooks_version FROM games WHERE id = ${gameId}) = ${batch.hooksVersion}`;
    // Gated on the subscriptions too: a claim whose entries are refused must not stay behind.
    const claim = seat
      ? sql`claimed AS (INSERT INTO seats (game_id, seat, name, token_hash, bot, joined_at)
          SELECT ${gameId}, ${seat.seat}::int, ${seat.name}::text, ${seat.tokenHash}::text, ${seat.bot ?? null}::text, ${at}::timestamptz WHERE ${hooks} RETURNING 1),`
      : sql``;
    const gate = seat ? sql`WHERE EXISTS (SELECT 1 FROM claimed) AND ${hooks}` : sql`WHERE ${hooks}`;
    const deliveries = batch.deliveries ?? [];
    const outbox =
      deliveries.length > 0
        ? sql`, outbox AS (INSERT INTO deliveries (id, webhook_id, game_id, seq, ordinal, type, payload, next_attempt_at, created_at)
            SELECT d.id, d.webhook_id, ${gameId}, d.seq, d.ordinal, d.type, d.payload, ${at}::timestamptz, ${at}::timestamptz
            FROM jsonb_to_recordset(${JSON.stringify(deliveries.map((d) => ({ id: d.id, webhook_id: d.webhookId, seq: d.seq, ordinal: d.ordinal, type: d.type, payload: d.payload })))}::jsonb)
              AS d(id text, webhook_id text, seq int, ordinal int, type text, payload jsonb)
            WHERE EXISTS (SELECT 1 FROM logged) ORDER BY d.seq, d.ordinal RETURNING 1)`
        : sql``;
    const notices = batch.playerNotices ?? [];
    const playerOutbox = notices.length > 0 ? sql`, ${playerOutboxSql(gameId, notices, at)}` : sql``;
    const notified = notices.length > 0 ? sql`, (SELECT count(*) FROM player_outbox) AS notified` : sql``;
    const deadline =
      batch.deadlineAt !== undefined
        ? sql`, deadline AS (UPDATE games SET deadline_at = ${batch.deadlineAt}::timestamptz
            WHERE id = ${gameId} AND EXISTS (SELECT 1 FROM logged) RETURNING 1)`
        : sql``;
    try {
      const result = await this.run(prepared(sql`
        WITH ${claim} logged AS (
          INSERT INTO actions (game_id, seq, kind, seat, payload, idempotency_key, request_hash, created_at)
          SELECT ${gameId}, x.seq, x.kind, x.seat, x.payload, x.idempotency_key, x.request_hash, x.created_at
          FROM jsonb_to_recordset(${entries}::jsonb)
            AS x(seq int, kind text, seat int, payload jsonb, idempotency_key text, request_hash text, created_at timestamptz)
          ${gate}
          RETURNING seq) ${outbox} ${playerOutbox} ${deadline} ${extras(gameId, batch, at)}
        SELECT count(*) AS appended ${notified} FROM logged`));
      const row = rowsOf<{ appended: number | string; notified?: number | string }>(result)[0];
      const appended = Number(row?.appended ?? 0);
      if (appended === 0) return { ok: false, conflict: 'subscription' };
      await this.options.announce?.(gameId, batch.entries.at(-1)!.seq, playersOf(batch), batch.deadlineAt);
      return { ok: true, playerDeliveries: Number(row?.notified ?? 0) };
    } catch (err) {
      const pg = pgErrorOf(err);
      if (pg?.code === FOREIGN_KEY_VIOLATION && pg.constraint?.startsWith('deliveries_webhook')) return { ok: false, conflict: 'subscription' };
      if (pg?.code !== UNIQUE_VIOLATION) throw err;
      if (pg.constraint === 'seats_pkey') return { ok: false, conflict: 'seat' };
      if (pg.constraint === 'actions_idempotency_key') return { ok: false, conflict: 'idempotency-key' };
      return { ok: false, conflict: 'version' };
    }
  }
}

/** The players whose "my games" rows an append writes (their waits and streams look again). */
const playersOf = (batch: AppendBatch): string[] => [...new Set([...(batch.playerGames ?? []), ...(batch.created?.playerGames ?? [])].map((r) => r.playerId))];

/** The CTEs an append writes besides the log and the outbox (read-model-sql.ts), each only once the
 * entries went in: lifecycle seat changes, the read models, a game created with the entries. */
function extras(gameId: string, batch: AppendBatch, at: string): SQL {
  const gate = sql`EXISTS (SELECT 1 FROM logged)`;
  const parts: SQL[] = [];
  (batch.seatChanges ?? []).forEach((c, i) => parts.push(changeSeat(`seat_change_${i}`, gameId, c.seat, c.to, at, gate)));
  const created = batch.created;
  if (created) {
    parts.push(insertGame('created_game', created.game, gate));
    if (created.subscriptions.length > 0) parts.push(insertWebhooks('created_hooks', 'created_game', created.subscriptions, at));
  }
  const rows = [...(batch.playerGames ?? []), ...(created?.playerGames ?? [])];
  if (rows.length > 0) parts.push(upsertPlayerGames('player_games_set', rows, gate));
  if (batch.playerGames !== undefined) parts.push(prunePlayerGames('player_games_pruned', gameId, batch.playerGames, gate));
  if (batch.lobby !== undefined) parts.push(setLobby('lobby_set', gameId, batch.lobby, gate));
  return parts.length === 0 ? sql`` : sql`, ${sql.join(parts, sql`, `)}`;
}
