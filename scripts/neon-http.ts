/**
 * A local stand-in for Neon's SQL-over-HTTP endpoint, in front of a plain PostgreSQL with a pool of
 * connections: what the Worker's database path (`neon()` of @neondatabase/serverless, through
 * drizzle's neon-http driver) talks to in tests, the bench and `npm run dev:worker`. It speaks the
 * protocol of Neon's proxy (proxy/src/serverless/sql_over_http.rs), as far as the driver uses it:
 *
 * - `POST /sql`, the connection string in `Neon-Connection-String` (its host must be loopback: this
 *   reaches nothing but the developer's own machine), a JSON body `{ query, params }` or, for a
 *   non-interactive transaction, `{ queries: [{ query, params, arrayMode? }, …] }` run between BEGIN
 *   and COMMIT (isolation from `Neon-Batch-Isolation-Level`, `Neon-Batch-Read-Only`,
 *   `Neon-Batch-Deferrable`);
 * - answers `{ command, rowCount, rowAsArray, fields: [{ name, dataTypeID, … }], rows }` (batches:
 *   `{ results: [...] }`) with every value as PostgreSQL's text (`Neon-Raw-Text-Output: true`, which
 *   the driver always sends) and rows as arrays under `Neon-Array-Mode: true`, objects otherwise;
 * - a statement PostgreSQL refuses is `400 { message, code, detail, constraint, … }` (the driver turns
 *   it into a NeonDbError carrying those fields); failing to reach PostgreSQL is a 500 with the same
 *   body; a request over 10 MB is 413 and an answer over 10 MB is 507, as on Neon.
 *
 * Connections are pooled per connection string (`poolSize` each, like Neon's pooler), so a request
 * costs one statement, not a backend start; a client that goes away before its answer has its
 * statement cancelled, as Neon's proxy does. Raw text output only: the JSON-typed output Neon gives
 * without that header is not implemented (the driver never asks for it).
 *
 * - `GET /stats` answers `{ statements, connections }` so far (the bench's scale section counts an idle
 *   stream's queries with it, from outside the endpoint's process); it listens on loopback only.
 *
 *   tsx scripts/neon-http.ts [port] [poolSize]   → prints http://127.0.0.1:<port>/sql, serves until
 *                                                  killed or its parent process exits
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);
/** Neon's defaults for the HTTP path (max_request_size_bytes, max_response_size_bytes). */
const MAX_REQUEST_BYTES = 10 * 1024 * 1024;
const MAX_RESPONSE_BYTES = 10 * 1024 * 1024;
/** The error fields of Neon's 400 answer (the driver copies each onto its NeonDbError). */
const ERROR_FIELDS = ['detail', 'hint', 'position', 'internalPosition', 'internalQuery', 'severity', 'where', 'table', 'column', 'schema', 'dataType', 'constraint', 'file', 'line', 'routine'] as const;
const ISOLATION: Record<string, string> = {
  Serializable: 'SERIALIZABLE',
  ReadUncommitted: 'READ UNCOMMITTED',
  ReadCommitted: 'READ COMMITTED',
  RepeatableRead: 'REPEATABLE READ',
};
/** Every column comes back as PostgreSQL's text, unparsed (raw text output). */
const RAW_TEXT = { getTypeParser: () => (value: string) => value };

interface QueryData {
  readonly query: string;
  readonly params?: readonly unknown[];
  readonly arrayMode?: boolean;
}

class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

export interface NeonHttpEndpoint {
  /** What `neonConfig.fetchEndpoint` is set to: `http://127.0.0.1:<port>/sql`. */
  readonly url: string;
  /** Statements run and PostgreSQL connections opened so far (the bench reports them). */
  stats(): { statements: number; connections: number };
  close(): Promise<void>;
}

const isTrue = (header: string | string[] | undefined) => header === 'true';

/** Query parameters as PostgreSQL text: the driver sends strings (and null) already, as Neon expects. */
const textParam = (p: unknown): string | null => (p === null || p === undefined ? null : typeof p === 'string' ? p : typeof p === 'object' ? JSON.stringify(p) : String(p));

function pgFailure(err: unknown, status = 400): HttpFailure {
  const e = err as Record<string, unknown> & { message?: string };
  const db = typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code);
  const body: Record<string, unknown> = { message: e.message ?? String(err), code: db ? e.code : '' };
  for (const field of ERROR_FIELDS) body[field] = db && e[field] !== undefined ? String(e[field]) : null;
  return new HttpFailure(status, body);
}

export async function startNeonHttp({ port = 0, poolSize = 10 }: { port?: number; poolSize?: number } = {}): Promise<NeonHttpEndpoint> {
  const pools = new Map<string, pg.Pool>();
  let statements = 0;
  let connections = 0;

  function poolFor(connectionString: string | undefined): pg.Pool {
    if (!connectionString) throw new HttpFailure(400, { message: 'missing connection string (the Neon-Connection-String header)' });
    const known = pools.get(connectionString);
    if (known) return known;
    let url: URL;
    try {
      url = new URL(connectionString);
    } catch {
      throw new HttpFailure(400, { message: 'the connection string is not a valid URL' });
    }
    if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') throw new HttpFailure(400, { message: 'the connection string must be a postgres:// URL' });
    if (!LOOPBACK.has(url.hostname)) throw new HttpFailure(400, { message: `only loopback databases are reachable through this local endpoint, not ${url.hostname}` });
    const pool = new pg.Pool({ connectionString, max: poolSize, idleTimeoutMillis: 60_000 });
    pool.on('error', () => {}); // an idle connection dropped by the server is replaced on the next checkout
    pool.on('connect', (client) => {
      connections++;
      // pg emits a lost connection as an 'error' on the client even while a statement is running,
      // and pg-pool listens only while the client is idle: a connection that died while checked out
      // (its backend terminated between a batch's failing statement and its ROLLBACK, say, as when
      // PostgreSQL is stopped under load) would end this process, and every request after it would
      // fail. Its statements fail on their own; the pool drops it at release (it is not queryable).
      client.on('error', () => {});
    });
    pools.set(connectionString, pool);
    return pool;
  }

  async function run(client: pg.PoolClient, data: QueryData, arrayMode: boolean): Promise<Record<string, unknown>> {
    if (typeof data?.query !== 'string') throw new HttpFailure(400, { message: 'each query needs a "query" string' });
    statements++;
    let result: pg.QueryArrayResult;
    try {
      result = await client.query({ text: data.query, values: (data.params ?? []).map(textParam), rowMode: 'array', types: RAW_TEXT });
    } catch (err) {
      throw pgFailure(err);
    }
    const asArray = data.arrayMode ?? arrayMode;
    const names = result.fields.map((f) => f.name);
    return {
      command: result.command,
      rowCount: result.rowCount,
      rowAsArray: asArray,
      fields: result.fields.map((f) => ({
        name: f.name,
        dataTypeID: f.dataTypeID,
        tableID: f.tableID,
        columnID: f.columnID,
        dataTypeSize: f.dataTypeSize,
        dataTypeModifier: f.dataTypeModifier,
        format: 'text',
      })),
      rows: asArray ? result.rows : result.rows.map((row) => Object.fromEntries(row.map((v, i) => [names[i], v]))),
    };
  }

  /** A client gone before its answer (its fetch timed out, say) cancels its statement, as on Neon. */
  function cancelWhenGone(res: http.ServerResponse, client: pg.PoolClient, connectionString: string): () => void {
    const gone = () => {
      const running = (client as unknown as { activeQuery?: unknown }).activeQuery;
      // pg's own cancel (a CancelRequest on a connection of its own); its types do not declare it.
      if (res.writableFinished || !running) return;
      const canceller = new pg.Client({ connectionString }) as unknown as { connection: NodeJS.EventEmitter; cancel(client: unknown, query: unknown): void };
      // The cancel opens a connection of its own; when the database is down (an outage test stops it)
      // that connection fails, and pg emits the error on it with no listener, which would end this
      // process and with it every later request. A cancel that cannot reach the server is moot.
      canceller.connection.on('error', () => {});
      canceller.cancel(client, running);
    };
    res.once('close', gone);
    return () => res.off('close', gone);
  }

  async function answer(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer): Promise<string> {
    const connectionString = req.headers['neon-connection-string'] as string | undefined;
    const pool = poolFor(connectionString);
    if (!isTrue(req.headers['neon-raw-text-output'])) throw new HttpFailure(400, { message: 'this local endpoint answers raw text only (Neon-Raw-Text-Output: true)' });
    let payload: QueryData & { queries?: QueryData[] };
    try {
      payload = JSON.parse(body.toString('utf8'));
    } catch {
      throw new HttpFailure(400, { message: 'the request body is not JSON' });
    }
    const arrayMode = isTrue(req.headers['neon-array-mode']);
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (err) {
      // PostgreSQL refused the session for the caller's reasons (authentication, no such database):
      // 400, as Neon's proxy answers; unreachable or refusing for its own (starting up, too many
      // connections): a server error with the same body, which the driver reports as
      // `Server error (HTTP status 500): {…}`.
      const code = (err as { code?: unknown }).code;
      throw pgFailure(err, typeof code === 'string' && /^(28|3D)/.test(code) ? 400 : 500);
    }
    let broken: Error | undefined;
    const stopWatching = cancelWhenGone(res, client, connectionString!);
    try {
      if (!Array.isArray(payload.queries)) return JSON.stringify(await run(client, payload, arrayMode));
      const level = req.headers['neon-batch-isolation-level'] as string | undefined;
      if (level !== undefined && !ISOLATION[level]) throw new HttpFailure(400, { message: 'invalid isolation level' });
      const mode = [level ? `ISOLATION LEVEL ${ISOLATION[level]}` : '', isTrue(req.headers['neon-batch-read-only']) ? 'READ ONLY' : '', isTrue(req.headers['neon-batch-deferrable']) ? 'DEFERRABLE' : ''];
      await client.query(`BEGIN ${mode.filter(Boolean).join(' ')}`);
      try {
        const results = [];
        for (const q of payload.queries) results.push(await run(client, q, arrayMode));
        await client.query('COMMIT');
        return JSON.stringify({ results });
      } catch (err) {
        await client.query('ROLLBACK').catch((e: Error) => (broken = e));
        throw err;
      }
    } catch (err) {
      // A connection that failed outside a statement's own error may be unusable: do not reuse it.
      if (!(err instanceof HttpFailure) || err.body.code === '') broken ??= err as Error;
      throw err;
    } finally {
      stopWatching();
      client.release(broken);
    }
  }

  const server = http.createServer((req, res) => {
    const send = (status: number, text: string) => {
      res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      res.end(text);
    };
    if (req.method === 'GET' && req.url === '/stats') return send(200, JSON.stringify({ statements, connections }));
    if (req.method !== 'POST' || (req.url !== '/sql' && !req.url?.startsWith('/sql?'))) return send(404, JSON.stringify({ message: 'not found: POST /sql' }));
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= MAX_REQUEST_BYTES) chunks.push(c);
    });
    req.on('end', () => {
      if (size > MAX_REQUEST_BYTES) return send(413, JSON.stringify({ message: `request is too large (max is ${MAX_REQUEST_BYTES} bytes)` }));
      answer(req, res, Buffer.concat(chunks)).then(
        (json) => (Buffer.byteLength(json) > MAX_RESPONSE_BYTES ? send(507, JSON.stringify({ message: `response is too large (max is ${MAX_RESPONSE_BYTES} bytes)` })) : send(200, json)),
        (err: unknown) => {
          if (err instanceof HttpFailure) send(err.status, JSON.stringify(err.body));
          else send(500, JSON.stringify({ message: String((err as Error)?.message ?? err) }));
        },
      );
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/sql`,
    stats: () => ({ statements, connections }),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([...pools.values()].map((p) => p.end()));
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const endpoint = await startNeonHttp({ port: Number(process.argv[2] ?? 0), poolSize: Number(process.argv[3] ?? 10) });
  console.log(endpoint.url);
  const stop = () => void endpoint.close().finally(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // Stops by itself when whoever started it is gone (re-parented to init).
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && stop(), 1000).unref();
}
